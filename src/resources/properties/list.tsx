import { useTranslate } from "@refinedev/core";
import type { Property } from "../../../domain/properties.schema";
import { useCompletenessColumn } from "../../completeness";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList, useCommonColumns } from "../../lists";
import { propertyEndpoints } from "./api";

/** /property/list */
export default function PropertyList() {
  const t = useTranslate();
  const format = useFormat();
  const lang = format.language === "it" ? "It" : "En";

  const common = useCommonColumns("properties");
  const completeness = useCompletenessColumn<Property>();
  const columns: ListColumn<Property>[] = [
    {
      key: "name",
      title: t("properties.fields.name"),
      primary: true,
      sortField: `name${lang}`,
      render: (property) => format.name(property),
    },
    {
      key: "value",
      title: t("properties.fields.value"),
      sortField: `value${lang}`,
      render: (property) => format.name(property, "value"),
    },
    completeness,
    common.productCount<Property>(),
    common.createdAt<Property>(),
  ];

  return (
    <ResourceList<Property>
      resource="properties"
      columns={columns}
      rowName={(property) => `${format.name(property)}: ${format.name(property, "value")}`}
      exportPath={propertyEndpoints.list}
      canDelete={(property) => property.productCount === 0}
    />
  );
}
