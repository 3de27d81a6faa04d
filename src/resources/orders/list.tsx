import { useTranslate } from "@refinedev/core";
import { ORDER_STATUSES } from "../../../domain/orders";
import type { Order } from "../../../domain/requests.schema";
import { SelectionActions } from "../../changesets";
import { useFormat } from "../../format";
import { useIsStaff, useSellerOptions } from "../../forms";
import { type ListColumn, ResourceList, useChosenFilter } from "../../lists";
import { useRequestColumns } from "../../requests/columns";
import { StatusTabs } from "../../requests/StatusTabs";
import { ORDER_COUNTS_PATH } from "./api";

/** /orders/list: confirmed orders, newest first; staff see every seller's, a seller its own. */
export default function OrderList() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();
  const sellers = useSellerOptions(staff, useChosenFilter("sellerId"));
  const column = useRequestColumns("orders");

  const columns: ListColumn<Order>[] = [
    column.number(),
    column.customer(),
    column.product(),
    ...(staff ? [column.seller<Order>(sellers)] : []),
    column.count<Order>("quantity", (order) => order.quantity),
    {
      key: "total",
      title: t("orders.fields.total"),
      sortField: "totalCents",
      align: "right",
      render: (order) => format.money(order.totalCents),
    },
    column.paymentState<Order>(),
    column.status("order", ORDER_STATUSES),
    column.createdAt("purchaseDate"),
    {
      key: "deliveryDate",
      title: t("orders.fields.deliveryDate"),
      sortField: "deliveryDate",
      // A calendar day with no time: the API compares plain days, whole days on both ends.
      filter: { kind: "dateRange", as: "date" },
      render: (order) => format.date(order.deliveryDate),
    },
  ];

  return (
    <ResourceList<Order>
      resource="orders"
      columns={columns}
      rowName={(order) => t("orders.recordTitle", { number: order.number })}
      exportPath="/orders"
      selectionActions={(selection) => <SelectionActions resource="orders" selection={selection} />}
      canDelete={false}
      filterBar={(list) => (
        <StatusTabs
          kind="order"
          statuses={ORDER_STATUSES}
          countsPath={ORDER_COUNTS_PATH}
          {...list}
        />
      )}
    />
  );
}
