import { z } from "zod";
import { REQUEST_STATUSES } from "../../domain/orders.ts";
import type { EventRequest } from "../../domain/requests.schema.ts";
import { arrivalColumns } from "../intake/arrivalColumns.ts";
import { defineList, oneOf, range, timeRange } from "../lists/index.ts";
import { eventRequests } from "./schema.ts";
import { toEventRequest } from "./service.ts";

/** Event requests: status, createdAtMin/Max, eventDateMin/Max; staff only. */
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
    createdAt: timeRange(eventRequests.createdAt),
    eventDate: range(eventRequests.eventDate, z.iso.date({ error: "invalid" })),
  },
  toItems: async (rows) => rows.map(toEventRequest),
  columns: [
    ...arrivalColumns<EventRequest>("request"),
    { header: "intake:columns.event", value: (item) => item.eventName, width: 30 },
    { header: "intake:columns.guests", value: (item) => item.guests, format: "number" },
    { header: "intake:columns.eventDate", value: (item) => item.eventDate, format: "date" },
    { header: "intake:columns.message", value: (item) => item.message, width: 40 },
  ],
});
