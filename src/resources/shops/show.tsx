import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { useParams } from "react-router";
import type { Shop } from "../../../domain/shops.schema";
import { useFormat } from "../../format";
import { DeleteRecordButton, RecordDetails, ShowPage } from "../../forms";
import { ButtonLink } from "../../layout/ButtonLink";
import { useRecordTitle } from "../../layout/ShellState";
import { useFilteredListUrl } from "../../lists";
import { EmailStatusTag, PaymentLinkTag } from "../users/UserTags";
import { InvitationButton } from "./InvitationButton";

/** /shopper/view/:id: the shop, its seller account and a way to its products. */
export default function ShopShow() {
  const t = useTranslate();
  const format = useFormat();
  const filteredListUrl = useFilteredListUrl();
  const { id = "" } = useParams();
  const { query, result: shop } = useShow<Shop, HttpError>({ resource: "shops", id });
  useRecordTitle(shop?.name);
  const field = (name: string) => t(`shops.fields.${name}`);
  const orDash = (text: string | null) => text ?? "—";

  return (
    <ShowPage
      resource="shops"
      id={id}
      query={query}
      heading={shop?.name}
      actions={
        shop && (
          <>
            <InvitationButton shop={shop} />
            <DeleteRecordButton
              resource="shops"
              id={shop._id}
              confirm={t("shops.deleteConfirm", { name: shop.name, email: shop.owner.email })}
            />
          </>
        )
      }
    >
      {shop && (
        <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
          <RecordDetails.Item label={field("name")}>{shop.name}</RecordDetails.Item>
          <RecordDetails.Item label={field("phone")}>{orDash(shop.phone)}</RecordDetails.Item>
          <RecordDetails.Item label={field("owner")} span="filled">
            <Flex vertical>
              {shop.owner.fullName}
              <Typography.Text type="secondary">{shop.owner.email}</Typography.Text>
            </Flex>
          </RecordDetails.Item>
          <RecordDetails.Item label={field("emailVerified")}>
            <EmailStatusTag verified={shop.owner.emailVerified} />
          </RecordDetails.Item>
          <RecordDetails.Item label={field("paymentLinked")}>
            <PaymentLinkTag linked={shop.owner.paymentLinked} />
          </RecordDetails.Item>
          <RecordDetails.Item label={field("lastLoginAt")}>
            {shop.owner.lastLoginAt
              ? format.dateTime(shop.owner.lastLoginAt)
              : t("shops.neverSignedIn")}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("productCount")}>
            <Flex gap={12} align="center" wrap>
              {shop.productCount}
              <ButtonLink
                size="small"
                to={filteredListUrl("products", [
                  { field: "sellerId", operator: "eq", value: shop.owner._id },
                ])}
              >
                {t("shops.actions.viewProducts")}
              </ButtonLink>
            </Flex>
          </RecordDetails.Item>
          <RecordDetails.Item label={field("companyName")}>
            {orDash(shop.companyName)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("vatNumber")}>
            {orDash(shop.vatNumber)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("fiscalCode")}>
            {orDash(shop.fiscalCode)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("sdi")}>{orDash(shop.sdi)}</RecordDetails.Item>
          <RecordDetails.Item label={field("pec")}>{orDash(shop.pec)}</RecordDetails.Item>
          <RecordDetails.Item label={field("shippingAddress")}>
            {orDash(shop.shippingAddress)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("invoiceAddress")}>
            {orDash(shop.invoiceAddress)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("city")}>{orDash(shop.city)}</RecordDetails.Item>
          <RecordDetails.Item label={field("province")}>{orDash(shop.province)}</RecordDetails.Item>
          <RecordDetails.Item label={field("postcode")}>{orDash(shop.postcode)}</RecordDetails.Item>
          <RecordDetails.Item label={field("country")}>
            {format.country(shop.country)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("createdAt")}>
            {format.dateTime(shop.createdAt)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("updatedAt")}>
            {format.dateTime(shop.updatedAt)}
          </RecordDetails.Item>
        </RecordDetails>
      )}
    </ShowPage>
  );
}
