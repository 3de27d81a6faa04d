import { bigint, boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { RENT_MODEL_KINDS } from "../../domain/rentModels.ts";
import { completenessColumns, completenessIndexes } from "../completeness/columns.ts";
import { timestamps, version } from "../db/columns.ts";

/** What the rent line lets out: yachts, jets, villas and cars (docs/data.md#rent-models). */
export const rentModels = pgTable(
  "rent_models",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    nameEn: text("name_en").notNull(),
    nameIt: text("name_it").notNull(),
    descriptionEn: text("description_en").notNull(),
    descriptionIt: text("description_it").notNull(),
    /** domain/rentModels.ts RENT_MODEL_KINDS. */
    kind: text("kind", { enum: RENT_MODEL_KINDS }).notNull(),
    // Null where the kind states no such capacity (domain/rentModels.ts CAPACITY_BY_KIND).
    passengers: integer("passengers"),
    cabins: integer("cabins"),
    guests: integer("guests"),
    location: text("location").notNull(),
    pricePerDayCents: bigint("price_per_day_cents", { mode: "number" }).notNull(),
    /** Inactive models stay on their requests but the customer apps can no longer ask for them. */
    active: boolean("active").notNull().default(true),
    /** Stored file names, in display order. */
    images: text("images").array().notNull().default([]),
    video: text("video"),
    ...completenessColumns("rentModels"),
    ...version,
    ...timestamps,
  },
  (table) => [
    ...completenessIndexes("rent_models", table),
    index("rent_models_kind_idx").on(table.kind),
    index("rent_models_created_at_idx").on(table.createdAt),
  ],
);

export type RentModelRow = typeof rentModels.$inferSelect;
