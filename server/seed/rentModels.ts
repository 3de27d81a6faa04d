import { centsFromEuros } from "../../domain/money.ts";
import { fittedCapacity } from "../../domain/rentModels.ts";
import { rentModels } from "../rentModels/schema.ts";
import { audited, PHOTO, storePicture } from "./catalogue.ts";
import { DEMO_RENT_MODELS } from "./rentModelsData.ts";
import type { Seeder } from "./seeder.ts";

/** Pictures per model: two or three, so every gallery has something to browse. */
const PICTURES = 3;

export const rentModelsSeeder: Seeder = {
  name: "rent models",
  run: async (context) => {
    const values = await Promise.all(
      DEMO_RENT_MODELS.map(async (demo, index) => ({
        nameEn: demo.en,
        nameIt: demo.it,
        descriptionEn: demo.descriptionEn,
        descriptionIt: demo.descriptionIt,
        kind: demo.kind,
        ...fittedCapacity(demo.kind, {
          passengers: demo.passengers ?? null,
          cabins: demo.cabins ?? null,
          guests: demo.guests ?? null,
        }),
        location: demo.location,
        pricePerDayCents: centsFromEuros(demo.euros),
        active: demo.active ?? true,
        images: await Promise.all(
          Array.from({ length: 2 + (index % 2) }, (_, picture) =>
            storePicture(context, PHOTO, index * PICTURES + picture + 5),
          ),
        ),
      })),
    );
    const rows = await context.db.insert(rentModels).values(values).returning();
    await audited(context, "rentModel", rows);
    return rows.length;
  },
};
