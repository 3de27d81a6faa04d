import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import {
  TIMELINE_STATUS_LISTS,
  type TimelineItem,
  timelineStatusKey,
} from "../../../domain/customers.schema";
import { type StatusKind, StatusTag } from "../../requests/StatusTag";

/** Which status list a timeline record follows (src/requests/StatusTag). */
const STATUS_KIND: Partial<Record<TimelineItem["kind"], StatusKind>> = TIMELINE_STATUS_LISTS;

/** The key of an item's status in the filter, as the export's `status` takes it. */
export const statusKey = timelineStatusKey;

/** An item's status in the UI language: a record's as its tag, a payment's or refund's state. */
export const useStatusLabel = () => {
  const t = useTranslate();
  return (item: Pick<TimelineItem, "kind" | "status">) => {
    const kind = STATUS_KIND[item.kind];
    if (kind) return t(`statuses.${kind}.${item.status}`);
    if (item.kind === "payment") return t("payments.states.paid");
    if (item.kind === "refund") return t(`payments.refundStates.${item.status}`);
    return "";
  };
};

/** An item's status as a tag; a quote version has none. */
export function TimelineStatus({ item }: { item: TimelineItem }) {
  const label = useStatusLabel();
  const kind = STATUS_KIND[item.kind];
  if (kind && item.status) return <StatusTag kind={kind} status={item.status} />;
  if (!item.status) return null;
  return <Tag style={{ marginInlineEnd: 0 }}>{label(item)}</Tag>;
}
