import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { Shop } from "../../../domain/shops.schema";
import { countryOptions, useFormat } from "../../format";
import { type ListColumn, ResourceList, useCommonColumns } from "../../lists";
import { EmailStatusTag, PaymentLinkTag } from "../users/UserTags";
import { shopEndpoints } from "./api";

/** /shopper/index: every shop with its seller account, newest first; staff only. */
export default function ShopList() {
  const t = useTranslate();
  const format = useFormat();
  const field = (name: string) => t(`shops.fields.${name}`);
  const yesNo = (yes: string, no: string) => [
    { value: "true", label: t(yes) },
    { value: "false", label: t(no) },
  ];
  const orDash = (text: string | null) => text ?? "—";

  const common = useCommonColumns("shops");
  const columns: ListColumn<Shop>[] = [
    {
      key: "name",
      title: field("name"),
      primary: true,
      sortField: "name",
      render: (shop) => shop.name,
    },
    {
      key: "companyName",
      title: field("companyName"),
      sortField: "companyName",
      render: (shop) => orDash(shop.companyName),
    },
    {
      key: "vatNumber",
      title: field("vatNumber"),
      render: (shop) => orDash(shop.vatNumber),
    },
    {
      key: "city",
      title: field("city"),
      sortField: "city",
      render: (shop) => orDash(shop.city),
    },
    {
      key: "country",
      title: field("country"),
      sortField: "country",
      filter: { kind: "select", multiple: true, options: countryOptions(format.language) },
      render: (shop) => format.country(shop.country),
    },
    {
      key: "owner",
      title: field("owner"),
      sortField: "owner",
      render: ({ owner }) => (
        <Flex vertical>
          {owner.fullName}
          <Typography.Text type="secondary">{owner.email}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: "emailVerified",
      title: field("emailVerified"),
      filter: {
        kind: "select",
        options: yesNo("users.emailStatus.verified", "users.emailStatus.notVerified"),
      },
      render: (shop) => <EmailStatusTag verified={shop.owner.emailVerified} />,
    },
    {
      key: "paymentLinked",
      title: field("paymentLinked"),
      filter: {
        kind: "select",
        options: yesNo("users.paymentStatus.connected", "users.paymentStatus.notConnected"),
      },
      render: (shop) => <PaymentLinkTag linked={shop.owner.paymentLinked} />,
    },
    common.productCount<Shop>(),
    common.createdAt<Shop>(),
  ];

  return (
    <ResourceList<Shop>
      resource="shops"
      columns={columns}
      rowName={(shop) => shop.name}
      deleteConfirm={(shop) =>
        t("shops.deleteConfirm", { name: shop.name, email: shop.owner.email })
      }
      exportPath={shopEndpoints.list}
    />
  );
}
