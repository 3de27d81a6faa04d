import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { ORDER_REQUEST_STATUSES } from "../../../domain/orders";
import type { OrderRequest } from "../../../domain/requests.schema";
import { SelectionActions } from "../../changesets";
import { useIsStaff, useSellerOptions } from "../../forms";
import { type ListColumn, ResourceList, useChosenFilter } from "../../lists";
import { useRequestColumns } from "../../requests/columns";
import { StatusTabs } from "../../requests/StatusTabs";
import { StatusTag } from "../../requests/StatusTag";
import { ORDER_REQUEST_COUNTS_PATH } from "./api";
import { HoldTags } from "./HoldTags";

/**
 * /orders/request/list: customers' requests for a quote, newest first; a seller sees its own. A
 * request's status says too when its quote expired or it was paid without stock.
 */
export default function OrderRequestList() {
  const t = useTranslate();
  const staff = useIsStaff();
  const sellers = useSellerOptions(staff, useChosenFilter("sellerId"));
  const column = useRequestColumns("orderRequests");

  const columns: ListColumn<OrderRequest>[] = [
    column.number(),
    column.customer(),
    column.product(),
    ...(staff ? [column.seller<OrderRequest>(sellers)] : []),
    column.count<OrderRequest>("quantity", (request) => request.quantity),
    column.paymentState<OrderRequest>(),
    {
      ...column.status<OrderRequest>("orderRequest", ORDER_REQUEST_STATUSES),
      render: (request) => (
        <Flex gap={4} wrap>
          <StatusTag kind="orderRequest" status={request.status} />
          <HoldTags
            expired={request.quoteExpired}
            paidWithoutStock={request.paidWithoutStockAt !== null}
          />
        </Flex>
      ),
    },
    column.createdAt(),
  ];

  return (
    <ResourceList<OrderRequest>
      resource="orderRequests"
      columns={columns}
      rowName={(request) => t("orderRequests.recordTitle", { number: request.number })}
      exportPath="/order/request"
      selectionActions={(selection) => (
        <SelectionActions resource="orderRequests" selection={selection} />
      )}
      canDelete={false}
      filterBar={(list) => (
        <StatusTabs
          kind="orderRequest"
          statuses={ORDER_REQUEST_STATUSES}
          countsPath={ORDER_REQUEST_COUNTS_PATH}
          {...list}
        />
      )}
    />
  );
}
