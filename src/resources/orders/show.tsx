import { useTranslate } from "@refinedev/core";
import { ORDER_MOVES } from "../../../domain/orders";
import type { Order } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { useIsStaff } from "../../forms";
import { PaymentSection } from "../../payments/PaymentSection";
import { HistorySection } from "../../requests/HistorySection";
import { customerItems, ProductLink, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import type { WorkTarget } from "../../requests/recordWork";
import { StatusMoves } from "../../requests/StatusMoves";
import { StatusTag } from "../../requests/StatusTag";
import { SandboxPayments } from "../webhooks/SandboxPayments";
import { orderPath } from "./api";

const targetOf = (order: Order, reload: () => void): WorkTarget => ({
  path: orderPath(order._id),
  version: order.version,
  reload,
});

/** /orders/view-order/:id: everything about one order, its status moves and its history. */
export default function OrderShow() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();

  return (
    <RequestPage<Order>
      resource="orders"
      heading={(order) => `${order.customerName} · ${format.money(order.totalCents)}`}
      actions={(order, reload) => (
        <StatusMoves
          kind="order"
          target={targetOf(order, reload)}
          status={order.status}
          moves={ORDER_MOVES[order.status]}
        />
      )}
    >
      {(order, reload) => (
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
          <PaymentSection recordPath={orderPath(order._id)} version={order.version} />
          <SandboxPayments record={{ orderId: order._id }} target={targetOf(order, reload)} />
          <HistorySection kind="order" target={targetOf(order, reload)} />
        </>
      )}
    </RequestPage>
  );
}
