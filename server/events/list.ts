import { sql } from "drizzle-orm";
import { z } from "zod";
import type { Event } from "../../domain/events.schema.ts";
import { confirmedGuests } from "../../domain/events.ts";
import { completenessFilter } from "../completeness/filter.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "../eventRequests/schema.ts";
import {
  containing,
  custom,
  defineList,
  idIn,
  type RequestContext,
  range,
  timeRange,
} from "../lists/index.ts";
import { type EventRow, events } from "./schema.ts";

type Requested = { status: string; guests: number };

/** Each event's requests (status and guests only), one query for a page of events. */
const requestsOf = async (db: Database, eventIds: string[]) => {
  const byEvent = new Map<string, Requested[]>();
  if (eventIds.length === 0) return byEvent;
  const rows = await db
    .select({
      eventId: eventRequests.eventId,
      status: eventRequests.status,
      guests: eventRequests.guests,
    })
    .from(eventRequests)
    .where(idIn(eventRequests.eventId, eventIds));
  for (const { eventId, ...request } of rows) {
    if (eventId) byEvent.set(eventId, [...(byEvent.get(eventId) ?? []), request]);
  }
  return byEvent;
};

/** Rows → answers, with the guests their requests ask for and have confirmed. */
export const toEvents = async (rows: EventRow[], db: Database): Promise<Event[]> => {
  const requests = await requestsOf(
    db,
    rows.map((row) => row.id),
  );
  return rows.map(({ id, startsAt, endsAt, createdAt, updatedAt, ...row }) => {
    const asked = requests.get(id) ?? [];
    return {
      _id: id,
      ...row,
      startsAt: startsAt.toISOString(),
      endsAt: endsAt.toISOString(),
      requestCount: asked.length,
      guestsRequested: asked.reduce((sum, request) => sum + request.guests, 0),
      guestsConfirmed: confirmedGuests(asked),
      createdAt: createdAt.toISOString(),
      updatedAt: updatedAt.toISOString(),
    };
  });
};

const localName = (event: Event, context: RequestContext) =>
  context.language === "it" ? event.nameIt : event.nameEn;

/** Events for staff: published, city, startsAtMin/Max (UTC days), capacityMin/Max. */
export const eventList = defineList({
  name: "events",
  table: events,
  sortable: {
    number: events.number,
    nameEn: events.nameEn,
    nameIt: events.nameIt,
    startsAt: events.startsAt,
    endsAt: events.endsAt,
    venue: events.venue,
    city: events.city,
    capacity: events.capacity,
    priceCents: events.priceCents,
    published: events.published,
    createdAt: events.createdAt,
    updatedAt: events.updatedAt,
  },
  defaultSort: "startsAt",
  searchable: [events.nameEn, events.nameIt, events.number, events.venue, events.city],
  filters: {
    published: custom(
      z.enum(["true", "false"], { error: "invalid" }),
      (value) => sql`${events.published} = ${value === "true"}`,
    ),
    city: containing(events.city),
    startsAt: timeRange(events.startsAt),
    capacity: range(events.capacity, z.coerce.number({ error: "onlyNumber" }).int()),
    completeness: completenessFilter(events),
  },
  toItems: (rows, context) => toEvents(rows, context.db),
  columns: [
    { header: "events:export.number", value: (item) => item.number, format: "number", width: 8 },
    { header: "events:export.name", value: localName, width: 36 },
    {
      header: "events:export.startsAt",
      value: (item) => item.startsAt,
      format: "datetime",
      width: 20,
    },
    { header: "events:export.endsAt", value: (item) => item.endsAt, format: "datetime", width: 20 },
    { header: "events:export.venue", value: (item) => item.venue, width: 30 },
    { header: "events:export.city", value: (item) => item.city, width: 18 },
    { header: "events:export.capacity", value: (item) => item.capacity, format: "number" },
    {
      header: "events:export.guestsConfirmed",
      value: (item) => item.guestsConfirmed,
      format: "number",
    },
    {
      header: "events:export.guestsRequested",
      value: (item) => item.guestsRequested,
      format: "number",
    },
    { header: "events:export.price", value: (item) => item.priceCents, format: "money", width: 14 },
    { header: "events:export.published", value: (item) => item.published, format: "boolean" },
  ],
});

export const findEvent = eventList.find;
