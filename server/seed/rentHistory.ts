import { randomUUID } from "node:crypto";
import type { RequestStatus } from "../../domain/rentWork.ts";
import type { requestOffers } from "../rentWork/schema.ts";
import { pick, type Random } from "./intakeSamples.ts";
import { type Walk, walker } from "./shopHistory.ts";

/**
 * The demo's rent and event requests at work (docs/data.md): who took each in charge, the offers
 * sent (a second one at times), the confirmations and the declines with their reasons.
 */

type NewOffer = typeof requestOffers.$inferInsert;

const DAY_MS = 24 * 60 * 60 * 1000;

const DECLINE_REASONS = [
  "Il modello è in cantiere per manutenzione in quelle date.",
  "The customer found another solution.",
  "Nessuna risposta del cliente all'offerta entro la scadenza.",
  "The event is fully booked.",
] as const;
const CONDITIONS = [
  "Carburante ed equipaggio inclusi; acconto del 30 % alla conferma.",
  "Crew, fuel and port fees included; 30 % deposit on confirmation, balance 15 days before departure.",
  "Transfer privato incluso; cancellazione gratuita fino a 30 giorni prima.",
  "Welcome drinks and reserved seating included; non-refundable after confirmation.",
] as const;
const NOTES = [
  "Il cliente preferisce essere contattato su WhatsApp.",
  "Asked the captain about a stop in Ponza.",
  "Verificare disponibilità dello chef a bordo.",
] as const;

export interface RentWalk extends Walk {
  offers: NewOffer[];
  assigneeId: string | null;
}

/**
 * The way New leads to `status` (domain/rentWork.ts): taken in charge by one of the staff, then
 * one or two offers around `priceCents`, then the customer's answer; a decline may come at once.
 */
export const walkRentRequest = (
  random: Random,
  record: {
    id: string;
    createdAt: Date;
    status: RequestStatus;
    resource: "rentRequests" | "eventRequests";
    priceCents: number;
  },
  now: Date,
  staff: readonly string[],
): RentWalk => {
  const { walk, add } = walker(random, record, now, { staff, sellerId: null }, record.resource);
  const rent: RentWalk = { ...walk, offers: [], assigneeId: null };
  const done = () => Object.assign(rent, { version: walk.version, updatedAt: walk.updatedAt });
  const { status } = record;
  if (status === "new") return done();
  let current: RequestStatus = "new";
  const move = (to: RequestStatus, note: string | null = null, by?: string) => {
    add({ kind: "status", fromStatus: current, toStatus: to, note }, by);
    current = to;
  };
  if (status === "declined" && random() < 0.3) {
    move("declined", pick(random, DECLINE_REASONS));
    return done();
  }
  rent.assigneeId = pick(random, staff);
  move("inProgress", null, rent.assigneeId);
  if (random() < 0.3) add({ kind: "note", note: pick(random, NOTES) });
  if (status === "inProgress") return done();
  if (status === "declined" && random() < 0.4) {
    move("declined", pick(random, DECLINE_REASONS));
    return done();
  }
  const versions = random() < 0.35 ? 2 : 1;
  for (let version = 1; version <= versions; version += 1) {
    const id = randomUUID();
    const sentBy = rent.assigneeId;
    const sentAt = add(
      { kind: "offer", fromStatus: current, toStatus: "offerSent", note: null, offerId: id },
      sentBy,
    );
    rent.offers.push({
      id,
      resource: record.resource,
      requestId: record.id,
      version,
      // A second offer comes down a little, rounded to the hundred euros.
      priceCents: Math.round((record.priceCents * (version === 2 ? 0.92 : 1)) / 10_000) * 10_000,
      conditions: pick(random, CONDITIONS),
      validUntil: new Date(sentAt.getTime() + 14 * DAY_MS).toISOString().slice(0, 10),
      sentAt,
      sentBy,
    });
    current = "offerSent";
  }
  if (status === "confirmed") move("confirmed");
  if (status === "declined") move("declined", pick(random, DECLINE_REASONS));
  return done();
};
