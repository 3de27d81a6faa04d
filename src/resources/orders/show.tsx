import { useTranslate } from "@refinedev/core";
import type { Order } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { useIsStaff } from "../../forms";
import { customerItems, ProductLink, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import { StatusTag } from "../../requests/StatusTag";

/** /orders/view-order/:id: everything about one order (read-only until the status issue). */
export default function OrderShow() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();

  return (
    <RequestPage<Order>
      resource="orders"
      heading={(order) => `${order.customerName} · ${format.money(order.totalCents)}`}
    >
      {(order) => (
        <>
          <RecordSection
            title={t("orders.sections.order")}
            items={[
              { key: "number", label: t("orders.fields.number"), children: order.number },
              {
                key: "status",
                label: t("orders.fields.status"),
                children: <StatusTag kind="order" status={order.status} />,
              },
              {
                key: "purchaseDate",
                label: t("orders.fields.purchaseDate"),
                children: format.dateTime(order.createdAt),
              },
              {
                key: "deliveryDate",
                label: t("orders.fields.deliveryDate"),
                children: format.date(order.deliveryDate) || "—",
              },
              {
                key: "shippingAddress",
                label: t("orders.fields.shippingAddress"),
                children: order.shippingAddress,
              },
              {
                key: "couponName",
                label: t("orders.fields.couponName"),
                children: order.couponName ?? "—",
              },
            ]}
          />
          <RecordSection
            title={t("orders.sections.customer")}
            items={customerItems(order, t, "orders")}
          />
          <RecordSection
            title={t("orders.sections.product")}
            items={[
              {
                key: "product",
                label: t("orders.fields.product"),
                children: <ProductLink product={order.product} />,
              },
              ...(staff
                ? [
                    {
                      key: "seller",
                      label: t("orders.fields.seller"),
                      children: order.seller?.fullName ?? t("orders.noSeller"),
                    },
                  ]
                : []),
              { key: "quantity", label: t("orders.fields.quantity"), children: order.quantity },
            ]}
          />
          <RecordSection
            title={t("orders.sections.amounts")}
            items={[
              {
                key: "unitPrice",
                label: t("orders.fields.unitPrice"),
                children: format.money(order.unitPriceCents),
              },
              {
                key: "discount",
                label: t("orders.fields.discount"),
                children: format.money(order.discountCents),
              },
              {
                key: "total",
                label: t("orders.fields.total"),
                children: <strong>{format.money(order.totalCents)}</strong>,
              },
            ]}
          />
        </>
      )}
    </RequestPage>
  );
}
