import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { RENT_MODEL_KINDS } from "../../../domain/rentModels";
import type { RentModel } from "../../../domain/rentModels.schema";
import { useCompletenessColumn } from "../../completeness";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { ProductThumbnail } from "../products/ProductThumbnail";
import { rentModelEndpoints } from "./api";
import { CapacityText } from "./CapacityText";
import { ActiveTag, KindTag } from "./KindTag";

/** /models/list: the rent line's yachts, jets, villas and cars, by name. */
export default function RentModelList() {
  const t = useTranslate();
  const format = useFormat();
  const lang = format.language === "it" ? "It" : "En";
  const field = (name: string) => t(`rentModels.fields.${name}`);

  const completeness = useCompletenessColumn<RentModel>();
  const columns: ListColumn<RentModel>[] = [
    {
      key: "name",
      title: field("name"),
      primary: true,
      sortField: `name${lang}`,
      render: (model) => (
        <Flex gap={8} align="center">
          <ProductThumbnail image={model.images[0]} />
          {format.name(model)}
        </Flex>
      ),
    },
    completeness,
    {
      key: "kind",
      title: field("kind"),
      sortField: "kind",
      filter: {
        kind: "select",
        multiple: true,
        options: RENT_MODEL_KINDS.map((kind) => ({
          value: kind,
          label: t(`rentModels.kinds.${kind}`),
        })),
      },
      render: (model) => <KindTag kind={model.kind} />,
    },
    {
      key: "location",
      title: field("location"),
      sortField: "location",
      filter: { kind: "text" },
      render: (model) => model.location,
    },
    {
      key: "passengers",
      title: field("capacity"),
      sortField: "passengers",
      filter: { kind: "numberRange" },
      render: (model) => <CapacityText model={model} />,
    },
    {
      key: "pricePerDayCents",
      title: field("pricePerDay"),
      align: "right",
      sortField: "pricePerDayCents",
      filter: { kind: "numberRange", scale: 100 },
      render: (model) => format.money(model.pricePerDayCents),
    },
    {
      key: "active",
      title: field("active"),
      sortField: "active",
      filter: {
        kind: "select",
        options: [
          { value: "true", label: t("rentModels.states.active") },
          { value: "false", label: t("rentModels.states.inactive") },
        ],
      },
      render: (model) => <ActiveTag active={model.active} />,
    },
    {
      key: "requestCount",
      title: field("requestCount"),
      align: "right",
      sortField: "requestCount",
      render: (model) => model.requestCount,
    },
  ];

  return (
    <ResourceList<RentModel>
      resource="rentModels"
      columns={columns}
      rowName={(model) => format.name(model)}
      exportPath={rentModelEndpoints.list}
      // The server refuses (409) a model requests name; no button for what would be refused.
      canDelete={(model) => model.requestCount === 0}
    />
  );
}
