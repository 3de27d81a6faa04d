import { and, asc, eq, gt } from "drizzle-orm";
import { z } from "zod";
import type { Database } from "../db/client.ts";
import { events } from "../events/schema.ts";

/** What a customer app may know of an event: its public face, nothing about requests. */
export const eventOnOffer = z.object({
  _id: z.string(),
  number: z.number().int(),
  nameEn: z.string(),
  nameIt: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  venue: z.string(),
  city: z.string(),
  priceCents: z.number().int(),
});
export type EventOnOffer = z.infer<typeof eventOnOffer>;

export const eventsOnOfferQuery = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
});

/** Published events not over yet, soonest first: what a customer app offers to ask for. */
export const listEventsOnOffer = async (
  db: Database,
  limit: number,
  now: Date,
): Promise<EventOnOffer[]> => {
  const rows = await db
    .select({
      _id: events.id,
      number: events.number,
      nameEn: events.nameEn,
      nameIt: events.nameIt,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      venue: events.venue,
      city: events.city,
      priceCents: events.priceCents,
    })
    .from(events)
    .where(and(eq(events.published, true), gt(events.endsAt, now)))
    .orderBy(asc(events.startsAt), asc(events.number))
    .limit(limit);
  return rows.map((row) => ({
    ...row,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  }));
};
