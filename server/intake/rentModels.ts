import { asc, eq } from "drizzle-orm";
import { z } from "zod";
import { RENT_MODEL_KINDS } from "../../domain/rentModels.ts";
import type { Database } from "../db/client.ts";
import { rentModels } from "../rentModels/schema.ts";

/** What a customer app may know of a rent model: what it offers, then sends its id back. */
export const rentModelOffered = z.object({
  _id: z.string(),
  nameEn: z.string(),
  nameIt: z.string(),
  kind: z.enum(RENT_MODEL_KINDS),
  passengers: z.number().int().nullable(),
  cabins: z.number().int().nullable(),
  guests: z.number().int().nullable(),
  location: z.string(),
  pricePerDayCents: z.number().int(),
});

/** The active models, by kind then name. */
export const listRentModelsOffered = (db: Database) =>
  db
    .select({
      _id: rentModels.id,
      nameEn: rentModels.nameEn,
      nameIt: rentModels.nameIt,
      kind: rentModels.kind,
      passengers: rentModels.passengers,
      cabins: rentModels.cabins,
      guests: rentModels.guests,
      location: rentModels.location,
      pricePerDayCents: rentModels.pricePerDayCents,
    })
    .from(rentModels)
    .where(eq(rentModels.active, true))
    .orderBy(asc(rentModels.kind), asc(rentModels.nameEn));
