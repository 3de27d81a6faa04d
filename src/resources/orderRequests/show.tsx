import { useTranslate } from "@refinedev/core";
import type { OrderRequest } from "../../../domain/requests.schema";
import { formatDateTime } from "../../format";
import { useIsStaff } from "../../forms";
import { customerItems, LongText, ProductLink, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import { StatusTag } from "../../requests/StatusTag";

/** /orders/request/view-order/:id: one customer's request for a quote (quotes come later). */
export default function OrderRequestShow() {
  const t = useTranslate();
  const staff = useIsStaff();

  return (
    <RequestPage<OrderRequest> resource="orderRequests" heading={(request) => request.customerName}>
      {(request) => (
        <>
          <RecordSection
            title={t("orderRequests.sections.request")}
            items={[
              { key: "number", label: t("orderRequests.fields.number"), children: request.number },
              {
                key: "status",
                label: t("orderRequests.fields.status"),
                children: <StatusTag kind="orderRequest" status={request.status} />,
              },
              {
                key: "createdAt",
                label: t("orderRequests.fields.createdAt"),
                children: formatDateTime(request.createdAt),
              },
              {
                key: "message",
                label: t("orderRequests.fields.message"),
                span: "filled",
                children: <LongText text={request.message} empty={t("orderRequests.noMessage")} />,
              },
            ]}
          />
          <RecordSection
            title={t("orderRequests.sections.customer")}
            items={customerItems(request, t, "orderRequests")}
          />
          <RecordSection
            title={t("orderRequests.sections.product")}
            items={[
              {
                key: "product",
                label: t("orderRequests.fields.product"),
                children: <ProductLink product={request.product} />,
              },
              ...(staff
                ? [
                    {
                      key: "seller",
                      label: t("orderRequests.fields.seller"),
                      children: request.seller?.fullName ?? t("orderRequests.noSeller"),
                    },
                  ]
                : []),
              {
                key: "quantity",
                label: t("orderRequests.fields.quantity"),
                children: request.quantity,
              },
            ]}
          />
        </>
      )}
    </RequestPage>
  );
}
