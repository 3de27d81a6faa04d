import { z } from "zod";
import { REQUEST_STATUSES } from "../../domain/rentWork.ts";
import type { RentRequest } from "../../domain/requests.schema.ts";
import { arrivalColumns } from "../intake/arrivalColumns.ts";
import { defineList, oneOf, timeRange } from "../lists/index.ts";
import { paymentColumns, paymentStateFilter, withPayments } from "../refunds/listParts.ts";
import { rentRequests } from "./schema.ts";
import { toRentRequests } from "./service.ts";

/**
 * Rent requests ("received messages"): status, rentModelId (a model's requests), createdAtMin/Max,
 * departureAtMin/Max; staff only.
 */
export const rentRequestList = defineList({
  name: "rent-requests",
  table: rentRequests,
  sortable: {
    number: rentRequests.number,
    status: rentRequests.status,
    customerName: rentRequests.customerName,
    customerEmail: rentRequests.customerEmail,
    customerPhone: rentRequests.customerPhone,
    modelName: rentRequests.modelName,
    passengers: rentRequests.passengers,
    cabins: rentRequests.cabins,
    guests: rentRequests.guests,
    startLocation: rentRequests.startLocation,
    destination: rentRequests.destination,
    departureAt: rentRequests.departureAt,
    returnAt: rentRequests.returnAt,
    otherRequests: rentRequests.otherRequests,
    createdAt: rentRequests.createdAt,
  },
  defaultSort: "-createdAt",
  searchable: [
    rentRequests.number,
    rentRequests.customerName,
    rentRequests.customerEmail,
    rentRequests.modelName,
    rentRequests.startLocation,
    rentRequests.destination,
  ],
  filters: {
    status: oneOf(rentRequests.status, z.enum(REQUEST_STATUSES, { error: "invalid" })),
    rentModelId: oneOf(rentRequests.rentModelId, z.uuid({ error: "invalid" })),
    createdAt: timeRange(rentRequests.createdAt),
    paymentState: paymentStateFilter("rentRequests", rentRequests.id),
    departureAt: timeRange(rentRequests.departureAt),
  },
  toItems: async (rows, context) =>
    withPayments(context.db, "rentRequests", await toRentRequests(rows, context.db)),
  columns: [
    ...arrivalColumns<RentRequest>("request"),
    { header: "intake:columns.model", value: (item) => item.modelName, width: 28 },
    { header: "intake:columns.passengers", value: (item) => item.passengers, format: "number" },
    { header: "intake:columns.cabins", value: (item) => item.cabins, format: "number" },
    { header: "intake:columns.guests", value: (item) => item.guests, format: "number" },
    { header: "intake:columns.startLocation", value: (item) => item.startLocation, width: 22 },
    { header: "intake:columns.destination", value: (item) => item.destination, width: 22 },
    {
      header: "intake:columns.departureAt",
      value: (item) => item.departureAt,
      format: "datetime",
      width: 20,
    },
    {
      header: "intake:columns.returnAt",
      value: (item) => item.returnAt,
      format: "datetime",
      width: 20,
    },
    { header: "intake:columns.otherRequests", value: (item) => item.otherRequests, width: 40 },
    ...paymentColumns<RentRequest>(),
  ],
});
