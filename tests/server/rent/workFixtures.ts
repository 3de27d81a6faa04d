import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Language } from "../../../domain/languages.ts";
import type { RequestStatus } from "../../../domain/rentWork.ts";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { events } from "../../../server/events/schema.ts";
import { historyEntries } from "../../../server/history/schema.ts";
import { rentModels } from "../../../server/rentModels/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { type RentWorkResource, requestOffers } from "../../../server/rentWork/schema.ts";
import type { TestServer } from "../harness.ts";

export { call } from "../orders/fixtures.ts";

export const REASON = "The boat is in the yard that week";

/** A day `days` from today (UTC), as `YYYY-MM-DD`. */
export const dayFromToday = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** An offer body valid today. */
export const offerBody = (version: number, fields: Record<string, unknown> = {}) => ({
  version,
  priceCents: 1_250_000,
  conditions: "Fuel and crew included; 30 % deposit on confirmation.",
  validUntil: dayFromToday(7),
  ...fields,
});

const tag = () => randomBytes(4).toString("hex");

const customer = (language: Language) => ({
  customerName: language === "it" ? "Giulia Conti" : "Emma Hart",
  customerEmail: `renter-${tag()}@example.com`,
  customerLanguage: language,
});

/** An active yacht of its own, so no other test's bookings reach its calendar. */
export const insertModel = async (server: TestServer) => {
  const name = `Riva ${tag()}`;
  const [row] = await server.app.db
    .insert(rentModels)
    .values({
      nameEn: name,
      nameIt: `${name} (it)`,
      descriptionEn: "A test yacht",
      descriptionIt: "Uno yacht di prova",
      kind: "yacht",
      passengers: 10,
      cabins: 4,
      location: "Portofino",
      pricePerDayCents: 900_000,
    })
    .returning();
  if (!row) throw new Error("no model");
  return row;
};

/** A rent request straight in the database, in any status, for a stay of whole days. */
export const insertRentRequest = async (
  server: TestServer,
  modelId: string | null,
  fields: { status?: RequestStatus; from?: string; to?: string; language?: Language } = {},
) => {
  const [row] = await server.app.db
    .insert(rentRequests)
    .values({
      ...customer(fields.language ?? "en"),
      rentModelId: modelId,
      modelName: "Test yacht",
      passengers: 6,
      cabins: 3,
      guests: 6,
      startLocation: "Portofino",
      destination: "Capri",
      departureAt: new Date(`${fields.from ?? "2031-07-01"}T10:00:00Z`),
      returnAt: new Date(`${fields.to ?? "2031-07-08"}T10:00:00Z`),
      status: fields.status ?? "new",
    })
    .returning();
  if (!row) throw new Error("no rent request");
  return row;
};

export const insertEvent = async (server: TestServer, capacity: number) => {
  const name = `Gala ${tag()}`;
  const [row] = await server.app.db
    .insert(events)
    .values({
      nameEn: name,
      nameIt: `${name} (it)`,
      descriptionEn: "A test gala",
      descriptionIt: "Un gala di prova",
      startsAt: new Date("2031-09-12T19:00:00Z"),
      endsAt: new Date("2031-09-12T23:30:00Z"),
      venue: "Palazzo Ducale",
      city: "Venezia",
      capacity,
      priceCents: 50_000,
      published: true,
    })
    .returning();
  if (!row) throw new Error("no event");
  return row;
};

export const insertEventRequest = async (
  server: TestServer,
  event: { id: string; nameEn: string } | null,
  fields: { status?: RequestStatus; guests?: number; language?: Language } = {},
) => {
  const [row] = await server.app.db
    .insert(eventRequests)
    .values({
      ...customer(fields.language ?? "en"),
      eventId: event?.id ?? null,
      eventName: event?.nameEn ?? "Old gala",
      guests: fields.guests ?? 2,
      eventDate: "2031-09-12",
      status: fields.status ?? "new",
    })
    .returning();
  if (!row) throw new Error("no event request");
  return row;
};

/** The record's status, version and number of history lines, read from the database. */
export const stateOf = async (
  server: TestServer,
  table: typeof rentRequests | typeof eventRequests,
  id: string,
) => {
  const [row] = await server.app.db
    .select({ status: table.status, version: table.version })
    .from(table)
    .where(eq(table.id, id));
  if (!row) throw new Error(`no request ${id}`);
  const history = await server.app.db
    .select({ id: historyEntries.id })
    .from(historyEntries)
    .where(eq(historyEntries.recordId, id));
  return { ...row, history: history.length };
};

/** An offer version straight in the database: one already expired, or an earlier version. */
export const insertOffer = async (
  server: TestServer,
  resource: RentWorkResource,
  requestId: string,
  validUntil: string,
  version = 1,
) => {
  await server.app.db.insert(requestOffers).values({
    resource,
    requestId,
    version,
    priceCents: 1_250_000,
    conditions: "Fuel and crew included.",
    validUntil,
  });
};
