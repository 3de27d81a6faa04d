import { count, sql } from "drizzle-orm";
import { z } from "zod";
import type { RentModel } from "../../domain/rentModels.schema.ts";
import { RENT_MODEL_KINDS } from "../../domain/rentModels.ts";
import { completenessFilter } from "../completeness/filter.ts";
import type { Database } from "../db/client.ts";
import { containing, defineList, idIn, oneOf, range, timeRange } from "../lists/index.ts";
import { rentRequests } from "../rentRequests/schema.ts";
import { type RentModelRow, rentModels } from "./schema.ts";

const requestCount = sql<number>`(select count(*) from ${rentRequests} where ${rentRequests.rentModelId} = ${rentModels.id})`;

const requestCounts = async (db: Database, ids: string[]) => {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await db
    .select({ id: rentRequests.rentModelId, requests: count() })
    .from(rentRequests)
    .where(idIn(rentRequests.rentModelId, ids))
    .groupBy(rentRequests.rentModelId);
  return new Map(rows.map((row) => [String(row.id), row.requests]));
};

export const toRentModels = async (rows: RentModelRow[], db: Database): Promise<RentModel[]> => {
  const requests = await requestCounts(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, createdAt, updatedAt, ...fields }) => ({
    _id: id,
    ...fields,
    requestCount: requests.get(id) ?? 0,
    createdAt: createdAt.toISOString(),
    updatedAt: updatedAt.toISOString(),
  }));
};

const whole = z.coerce.number({ error: "onlyNumber" }).int({ error: "onlyNumber" });

/** Rent models: kind, location (contains), passengers/cabins/guests/price ranges, active; staff only. */
export const rentModelList = defineList({
  // The Refine resource's name: recordEdits announces changes on `resources/<list name>`, the
  // channel the SPA's lists follow (so the export file is rentModels-<day>.csv).
  name: "rentModels",
  table: rentModels,
  sortable: {
    nameEn: rentModels.nameEn,
    nameIt: rentModels.nameIt,
    kind: rentModels.kind,
    location: rentModels.location,
    passengers: rentModels.passengers,
    cabins: rentModels.cabins,
    guests: rentModels.guests,
    pricePerDayCents: rentModels.pricePerDayCents,
    active: rentModels.active,
    requestCount,
    createdAt: rentModels.createdAt,
    updatedAt: rentModels.updatedAt,
  },
  defaultSort: "nameEn",
  searchable: [rentModels.nameEn, rentModels.nameIt, rentModels.location],
  filters: {
    kind: oneOf(rentModels.kind, z.enum(RENT_MODEL_KINDS, { error: "invalid" })),
    location: containing(rentModels.location),
    passengers: range(rentModels.passengers, whole),
    cabins: range(rentModels.cabins, whole),
    guests: range(rentModels.guests, whole),
    pricePerDayCents: range(rentModels.pricePerDayCents, whole),
    active: oneOf(rentModels.active, z.stringbool({ error: "invalid" })),
    createdAt: timeRange(rentModels.createdAt),
    completeness: completenessFilter(rentModels),
  },
  toItems: (rows, context) => toRentModels(rows, context.db),
  columns: [
    { header: "rentModels:columns.nameEn", value: (item) => item.nameEn, width: 30 },
    { header: "rentModels:columns.nameIt", value: (item) => item.nameIt, width: 30 },
    {
      header: "rentModels:columns.kind",
      value: (item, context) => context.t(`rentModels:kinds.${item.kind}`),
      width: 12,
    },
    { header: "rentModels:columns.location", value: (item) => item.location, width: 24 },
    {
      header: "rentModels:columns.passengers",
      value: (item) => item.passengers,
      format: "number",
    },
    { header: "rentModels:columns.cabins", value: (item) => item.cabins, format: "number" },
    { header: "rentModels:columns.guests", value: (item) => item.guests, format: "number" },
    {
      header: "rentModels:columns.pricePerDay",
      value: (item) => item.pricePerDayCents,
      format: "money",
      width: 14,
    },
    {
      header: "rentModels:columns.active",
      value: (item, context) => context.t(item.active ? "rentModels:yes" : "rentModels:no"),
    },
    {
      header: "rentModels:columns.requestCount",
      value: (item) => item.requestCount,
      format: "number",
    },
    {
      header: "rentModels:columns.createdAt",
      value: (item) => item.createdAt,
      format: "datetime",
      width: 20,
    },
  ],
});

export const findRentModel = rentModelList.find;
