import { and, asc, eq, or, type SQL, sql } from "drizzle-orm";
import type { z } from "zod";
import type { EventRef } from "../../domain/events.schema.ts";
import type { EventRequest, eventRequestIntake } from "../../domain/requests.schema.ts";
import { customerIdOf } from "../customers/key.ts";
import type { Database } from "../db/client.ts";
import { events } from "../events/schema.ts";
import { idIn, invalidFields } from "../lists/index.ts";
import { requestWorkOf } from "../rentWork/items.ts";
import { eventRequests } from "./schema.ts";

export type EventRequestRow = typeof eventRequests.$inferSelect;

const eventRefColumns = {
  _id: events.id,
  nameEn: events.nameEn,
  nameIt: events.nameIt,
  startsAt: events.startsAt,
  published: events.published,
};
type EventRefRow = { _id: string; nameEn: string; nameIt: string; startsAt: Date };

const toEventRef = ({ _id, nameEn, nameIt, startsAt }: EventRefRow): EventRef => ({
  _id,
  nameEn,
  nameIt,
  startsAt: startsAt.toISOString(),
});

type RequestWork = Pick<
  EventRequest,
  "customerLanguage" | "assignee" | "offer" | "version" | "updatedAt"
>;

const toEventRequest = (
  row: EventRequestRow,
  event: EventRefRow | undefined,
  work: RequestWork,
): EventRequest => ({
  ...work,
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerId: customerIdOf(row.customerEmail),
  customerPhone: row.customerPhone,
  eventId: row.eventId,
  event: event ? toEventRef(event) : null,
  eventName: row.eventName,
  guests: row.guests,
  eventDate: row.eventDate,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

/** Rows → answers, reading the events they refer to in one query per page. */
export const toEventRequests = async (
  rows: EventRequestRow[],
  db: Database,
): Promise<EventRequest[]> => {
  const ids = [...new Set(rows.flatMap((row) => (row.eventId ? [row.eventId] : [])))];
  const found = ids.length
    ? await db.select(eventRefColumns).from(events).where(idIn(events.id, ids))
    : [];
  const byId = new Map(found.map((event) => [event._id, event]));
  const workOf = await requestWorkOf(db, "eventRequests", rows);
  return rows.map((row) =>
    toEventRequest(row, row.eventId ? byId.get(row.eventId) : undefined, workOf(row)),
  );
};

/**
 * A free-text event name matches an event named so in English or Italian, ignoring case and
 * surrounding spaces: the rule the migration linked old requests by (migrations/0006_events.sql).
 */
const namedSo = (name: string): SQL | undefined =>
  or(
    sql`lower(trim(${events.nameEn})) = lower(trim(${name}))`,
    sql`lower(trim(${events.nameIt})) = lower(trim(${name}))`,
  );

/** The published event an intake names, by id (400 on eventId otherwise) or by its name. */
const eventAskedFor = async (
  db: Database,
  { eventId, eventName }: Pick<EventRequestIntake, "eventId" | "eventName">,
) => {
  if (eventId) {
    const [event] = await db.select(eventRefColumns).from(events).where(eq(events.id, eventId));
    if (!event) throw invalidFields({ eventId: "eventNotFound" });
    if (!event.published) throw invalidFields({ eventId: "eventNotPublished" });
    return event;
  }
  if (!eventName) return undefined;
  const [event] = await db
    .select(eventRefColumns)
    .from(events)
    .where(and(eq(events.published, true), namedSo(eventName)))
    .orderBy(asc(events.number))
    .limit(1);
  return event;
};

type EventRequestIntake = z.output<typeof eventRequestIntake>;

/** A customer's request: linked to its event, named and dated after it where the app did not. */
export const createEventRequest = async (
  db: Database,
  { eventId, eventName, eventDate, ...input }: EventRequestIntake,
): Promise<EventRequest> => {
  const event = await eventAskedFor(db, { eventId, eventName });
  const day = eventDate ?? event?.startsAt.toISOString().slice(0, 10);
  if (!day) throw invalidFields({ eventDate: "required" });
  const [row] = await db
    .insert(eventRequests)
    .values({
      ...input,
      eventId: event?._id ?? null,
      // The schema asks for an id or a name, so one of the two is here.
      eventName: eventName ?? event?.nameEn ?? "",
      eventDate: day,
    })
    .returning();
  if (!row) throw new Error("event request not stored");
  return (await toEventRequests([row], db))[0] as EventRequest;
};
