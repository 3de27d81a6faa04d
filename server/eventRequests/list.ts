import { z } from "zod";
import { calendarDay } from "../../domain/fields.schema.ts";
import { REQUEST_STATUSES } from "../../domain/rentWork.ts";
import type { EventRequest } from "../../domain/requests.schema.ts";
import { arrivalColumns } from "../intake/arrivalColumns.ts";
import { defineList, oneOf, range, timeRange } from "../lists/index.ts";
import { paymentColumns, paymentStateFilter, withPayments } from "../refunds/listParts.ts";
import { eventRequests } from "./schema.ts";
import { toEventRequests } from "./service.ts";

/** Event requests: status, eventId, createdAtMin/Max, eventDateMin/Max; staff only. */
export const eventRequestList = defineList({
  name: "event-requests",
  table: eventRequests,
  sortable: {
    number: eventRequests.number,
    status: eventRequests.status,
    customerName: eventRequests.customerName,
    customerEmail: eventRequests.customerEmail,
    customerPhone: eventRequests.customerPhone,
    eventName: eventRequests.eventName,
    guests: eventRequests.guests,
    eventDate: eventRequests.eventDate,
    message: eventRequests.message,
    createdAt: eventRequests.createdAt,
  },
  defaultSort: "-createdAt",
  searchable: [
    eventRequests.number,
    eventRequests.customerName,
    eventRequests.customerEmail,
    eventRequests.eventName,
  ],
  filters: {
    status: oneOf(eventRequests.status, z.enum(REQUEST_STATUSES, { error: "invalid" })),
    eventId: oneOf(eventRequests.eventId, z.uuid({ error: "invalid" })),
    createdAt: timeRange(eventRequests.createdAt),
    paymentState: paymentStateFilter("eventRequests", eventRequests.id),
    eventDate: range(eventRequests.eventDate, calendarDay()),
  },
  toItems: async (rows, context) =>
    withPayments(context.db, "eventRequests", await toEventRequests(rows, context.db)),
  columns: [
    ...arrivalColumns<EventRequest>("request"),
    {
      header: "intake:columns.event",
      value: (item, context) =>
        (context.language === "it" ? item.event?.nameIt : item.event?.nameEn) ?? item.eventName,
      width: 30,
    },
    { header: "intake:columns.guests", value: (item) => item.guests, format: "number" },
    { header: "intake:columns.eventDate", value: (item) => item.eventDate, format: "date" },
    { header: "intake:columns.message", value: (item) => item.message, width: 40 },
    ...paymentColumns<EventRequest>(),
  ],
});
