import { useTranslate } from "@refinedev/core";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES, REASON_REQUIRED } from "../../domain/orders";
import type { SelectionProps } from "../lists";
import { BulkActions, type BulkChoice } from "./BulkActions";

/** The lists that offer bulk actions, with their records' API path (docs/api.md#changesets). */
const PATHS = {
  orderRequests: "/order/request",
  orders: "/order",
  rentRequests: "/request",
  eventRequests: "/event/request",
  products: "/product",
  coupons: "/coupon",
} as const;
type BulkList = keyof typeof PATHS;

function useChoices(resource: BulkList): BulkChoice[] {
  const t = useTranslate();
  const moves = (kind: "orderRequest" | "order", statuses: readonly string[]): BulkChoice[] =>
    statuses.map((status) => ({
      key: status,
      label: t("changesets.actions.moveTo", { status: t(`statuses.${kind}.${status}`) }),
      body: { action: "move", value: status },
      reason: REASON_REQUIRED.has(status as never) ? "required" : "optional",
    }));
  const label = (action: string) => t(`changesets.actions.${action}`);
  switch (resource) {
    // Quotation sent is reached by sending a quote, never by a move (docs/statuses.md#moves).
    case "orderRequests":
      return moves(
        "orderRequest",
        ORDER_REQUEST_STATUSES.filter((status) => status !== "new" && status !== "quotationSent"),
      );
    case "orders":
      return moves(
        "order",
        ORDER_STATUSES.filter((status) => status !== "orderConfirmed"),
      );
    case "rentRequests":
    case "eventRequests":
      return [
        { key: "takeInCharge", label: label("takeInCharge"), body: { action: "takeInCharge" } },
        {
          key: "decline",
          label: label("decline"),
          body: { action: "decline" },
          reason: "required",
        },
      ];
    case "products":
      return [
        {
          key: "priceByPercent",
          label: label("priceByPercent"),
          body: { action: "priceByPercent" },
          value: "number",
        },
        {
          key: "priceByAmount",
          label: label("priceByAmount"),
          body: { action: "priceByAmount" },
          value: "number",
        },
        {
          key: "adjustStock",
          label: label("adjustStock"),
          body: { action: "adjustStock" },
          value: "number",
          reason: "required",
        },
      ];
    case "coupons":
      return [{ key: "expiry", label: label("expiry"), body: { action: "expiry" }, value: "day" }];
  }
}

/**
 * A list's actions menu for its selection:
 * `selectionActions={(selection) => <SelectionActions resource="orders" selection={selection} />}`.
 */
export function SelectionActions({
  resource,
  selection,
}: {
  resource: BulkList;
  selection: SelectionProps;
}) {
  return (
    <BulkActions
      resource={resource}
      path={PATHS[resource]}
      selectedIds={selection.ids}
      choices={useChoices(resource)}
      nameOf={selection.nameOf}
      onDone={selection.clear}
    />
  );
}
