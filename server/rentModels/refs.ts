import { and, eq } from "drizzle-orm";
import type { RentModelRef } from "../../domain/rentModels.schema.ts";
import type { Database } from "../db/client.ts";
import { idIn } from "../lists/index.ts";
import { rentModels } from "./schema.ts";

/** The models rent requests name, read once per batch: id → `{ _id, nameEn, nameIt, kind }`. */
export const rentModelRefs = async (db: Database, ids: readonly (string | null)[]) => {
  const wanted = [...new Set(ids.filter((id): id is string => id !== null))];
  if (wanted.length === 0) return new Map<string, RentModelRef>();
  const rows = await db
    .select({
      _id: rentModels.id,
      nameEn: rentModels.nameEn,
      nameIt: rentModels.nameIt,
      kind: rentModels.kind,
    })
    .from(rentModels)
    .where(idIn(rentModels.id, wanted));
  return new Map(rows.map((row) => [row._id, row]));
};

/** An active model by id, as the intake accepts it; undefined when unknown or inactive. */
export const activeRentModel = async (db: Database, id: string) => {
  const [found] = await db
    .select({
      _id: rentModels.id,
      nameEn: rentModels.nameEn,
      nameIt: rentModels.nameIt,
      kind: rentModels.kind,
    })
    .from(rentModels)
    .where(and(eq(rentModels.id, id), eq(rentModels.active, true)));
  return found;
};
