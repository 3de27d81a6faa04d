import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { useParams } from "react-router";
import type { Shop } from "../../../domain/shops.schema";
import { DeclaredDetails, DeleteRecordButton, ShowPage } from "../../forms";
import { ButtonLink } from "../../layout/ButtonLink";
import { useRecordTitle } from "../../layout/ShellState";
import { useFilteredListUrl } from "../../lists";
import { shopDetails } from "./fields";
import { InvitationButton } from "./InvitationButton";

/** /shopper/view/:id: the shop, its seller account and a way to its products. */
export default function ShopShow() {
  const t = useTranslate();
  const filteredListUrl = useFilteredListUrl();
  const { id = "" } = useParams();
  const { query, result: shop } = useShow<Shop, HttpError>({ resource: "shops", id });
  useRecordTitle(shop?.name);

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
        <DeclaredDetails
          resource="shops"
          record={shop}
          fields={shopDetails}
          overrides={{
            owner: {
              render: () => (
                <Flex vertical>
                  {shop.owner.fullName}
                  <Typography.Text type="secondary">{shop.owner.email}</Typography.Text>
                </Flex>
              ),
            },
            productCount: {
              render: () => (
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
              ),
            },
          }}
        />
      )}
    </ShowPage>
  );
}
