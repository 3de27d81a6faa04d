import { integer, timestamp } from "drizzle-orm/pg-core";

/** created_at / updated_at, kept by the database and by Drizzle on every update. */
export const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * The version of an editable record (docs/api.md#concurrent-edits): 1 when created, one more on
 * every write, which must send back the version it read.
 */
export const version = {
  version: integer("version").notNull().default(1),
};
