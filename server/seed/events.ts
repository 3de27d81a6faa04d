import { centsFromEuros } from "../../domain/money.ts";
import { events } from "../events/schema.ts";
import { audited, BANNER, storePicture } from "./catalogue.ts";
import { DEMO_EVENTS, type DemoEvent } from "./eventsData.ts";
import type { Seeder } from "./seeder.ts";

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** When a demo event starts: days away from the seed's day, at its hour (UTC). */
const startOf = (demo: DemoEvent, now: Date) => {
  const start = new Date(now.getTime() + demo.inDays * DAY_MS);
  start.setUTCHours(demo.at[0], demo.at[1], 0, 0);
  return start;
};

/** Events with two pictures each, dated around the seed's day so some are past, most ahead. */
export const eventsSeeder: Seeder = {
  name: "events",
  run: async (context) => {
    const now = new Date();
    const values = await Promise.all(
      DEMO_EVENTS.map(async (demo, index) => {
        const startsAt = startOf(demo, now);
        return {
          nameEn: demo.en,
          nameIt: demo.it,
          descriptionEn: demo.descriptionEn,
          descriptionIt: demo.descriptionIt,
          startsAt,
          endsAt: new Date(startsAt.getTime() + demo.hours * HOUR_MS),
          venue: demo.venue,
          city: demo.city,
          capacity: demo.capacity,
          priceCents: centsFromEuros(demo.euros),
          images: await Promise.all(
            [0, 1].map((picture) => storePicture(context, BANNER, index * 2 + picture + 1)),
          ),
          published: demo.published,
        };
      }),
    );
    const rows = await context.db.insert(events).values(values).returning();
    await audited(context, "event", rows);
    return rows.length;
  },
};
