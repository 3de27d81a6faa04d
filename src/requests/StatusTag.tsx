import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import type { DeletionRequestStatus } from "../../domain/deletionRequests";
import type { OrderRequestStatus, OrderStatus } from "../../domain/orders";
import type { RequestStatus } from "../../domain/rentWork";

/** Which status list a record follows: its labels are `statuses:<kind>.<status>`. */
export type StatusKind = "orderRequest" | "order" | "request" | "deletionRequest";

type StatusOf = {
  orderRequest: OrderRequestStatus;
  order: OrderStatus;
  request: RequestStatus;
  deletionRequest: DeletionRequestStatus;
};

// Gold for what waits on staff, blue while work goes on, green when done, red when it stopped.
const COLORS: { [K in StatusKind]: Record<StatusOf[K], string> } = {
  orderRequest: {
    new: "gold",
    requestInProgress: "blue",
    quotationSent: "cyan",
    workingInProcess: "geekblue",
    shipped: "purple",
    completed: "green",
    requestDenied: "red",
  },
  order: {
    orderConfirmed: "gold",
    workingInProgress: "blue",
    returnRequest: "orange",
    returnApproved: "green",
    returnRequestRejected: "red",
    cancelledOrder: "default",
  },
  request: {
    new: "gold",
    inProgress: "blue",
    offerSent: "cyan",
    confirmed: "green",
    declined: "red",
  },
  deletionRequest: { pending: "gold", approved: "green", rejected: "red" },
};

/** A status as a coloured tag in the UI language. */
export function StatusTag({ kind, status }: { kind: StatusKind; status: string }) {
  const t = useTranslate();
  const colors: Record<string, string> = COLORS[kind];
  return (
    <Tag color={colors[status] ?? "default"} style={{ marginInlineEnd: 0 }}>
      {t(`statuses.${kind}.${status}`)}
    </Tag>
  );
}
