import {
  type CustomerExportQuery,
  TIMELINE_STATUS_LISTS,
  type TimelineItem,
  timelineStatusKey,
} from "../../domain/customers.schema.ts";
import type { ExportFormat } from "../../domain/exports.ts";
import type { RequestContext } from "../lists/context.ts";
import { itemsExportStream } from "../lists/export.ts";
import type { ExportColumn } from "../lists/format.ts";
import { findCustomer } from "./service.ts";

/** An item's status in the caller's language, as the page's tag says it. */
const statusLabel = (item: TimelineItem, context: RequestContext) => {
  const list = TIMELINE_STATUS_LISTS[item.kind as keyof typeof TIMELINE_STATUS_LISTS];
  if (list) return context.t(`statuses:${list}.${item.status}`);
  if (item.kind === "payment") return context.t("payments:states.paid");
  if (item.kind === "refund") return context.t(`payments:refundStates.${item.status}`);
  return null;
};

const TIMELINE_COLUMNS: ExportColumn<TimelineItem>[] = [
  { header: "customers:columns.at", value: (item) => item.at, format: "datetime", width: 20 },
  {
    header: "customers:columns.line",
    value: (item, context) => context.t(`customers:lines.${item.line}`),
  },
  {
    header: "customers:columns.kind",
    value: (item, context) => context.t(`customers:kinds.${item.kind}`),
    width: 24,
  },
  { header: "customers:columns.number", value: (item) => item.number, format: "number" },
  { header: "customers:columns.title", value: (item) => item.title, width: 30 },
  { header: "customers:columns.status", value: statusLabel, width: 22 },
  { header: "customers:columns.amount", value: (item) => item.amountCents, format: "money" },
];

/**
 * The customer page's timeline as a file in the lists' format (docs/api.md#customers): the items
 * the caller sees on the page (a seller its own records), newest first, with the page's line and
 * status filters.
 */
export const customerTimelineExport = async (
  context: RequestContext,
  id: string,
  format: ExportFormat,
  filters: CustomerExportQuery,
) => {
  const { timeline } = await findCustomer(context, id);
  const shown = timeline.filter(
    (item) =>
      (!filters.line || item.line === filters.line) &&
      (!filters.status || timelineStatusKey(item) === filters.status),
  );
  return itemsExportStream(TIMELINE_COLUMNS, format, shown, context);
};
