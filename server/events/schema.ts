import {
  bigint,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { completenessColumns, completenessIndexes } from "../completeness/columns.ts";
import { timestamps, version } from "../db/columns.ts";

/** Events customers may ask to attend (galas, weddings, races), staff's to manage. */
export const events = pgTable(
  "events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The number people say and search for; never reused. */
    number: serial("number").notNull(),
    nameEn: text("name_en").notNull(),
    nameIt: text("name_it").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionIt: text("description_it").notNull(),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    venue: text("venue").notNull(),
    city: text("city").notNull(),
    capacity: integer("capacity").notNull(),
    /** Price per guest, in EUR cents. */
    priceCents: bigint("price_cents", { mode: "number" }).notNull(),
    /** Stored file names, in display order. */
    images: text("images").array().notNull().default([]),
    published: boolean("published").notNull().default(false),
    ...completenessColumns("events"),
    ...version,
    ...timestamps,
  },
  (table) => [
    ...completenessIndexes("events", table),
    uniqueIndex("events_number_unique").on(table.number),
    index("events_starts_at_idx").on(table.startsAt),
    index("events_city_idx").on(table.city),
  ],
);

export type EventRow = typeof events.$inferSelect;
