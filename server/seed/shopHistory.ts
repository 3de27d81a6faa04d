import { randomUUID } from "node:crypto";
import type { OrderRequestStatus, OrderStatus } from "../../domain/orders.ts";
import { computeQuote, defaultValidUntil } from "../../domain/quote.ts";
import type { NewHistoryEntry } from "../history/schema.ts";
import type { orderRequestQuotes } from "../orderRequests/schema.ts";
import { between, pick, type Random } from "./intakeSamples.ts";

/**
 * The demo's worked records (docs/data.md): the steps that brought each order request or order to
 * its status, with who, when and the notes a team writes, and the quotes sent on the way.
 */

type NewQuote = typeof orderRequestQuotes.$inferInsert;

/** Who works on a record: staff on every one, the owning seller on its own. */
export interface Workers {
  staff: readonly string[];
  sellerId: string | null;
}

const HOUR_MS = 60 * 60 * 1000;

const DENIAL_REASONS = [
  "Il laboratorio non può realizzare la personalizzazione richiesta.",
  "The requested leather is no longer available from our tannery.",
  "Tempi di consegna incompatibili con la data dell'evento.",
] as const;
const CANCEL_REASONS = [
  "Il cliente ha chiesto l'annullamento prima della spedizione.",
  "Payment was reversed by the customer's bank.",
] as const;
const RETURN_REASONS = [
  "La taglia non è quella giusta.",
  "The colour differs from the pictures.",
  "Arrived with a scratch on the clasp.",
] as const;
const REJECT_REASONS = [
  "Return window of 14 days has passed.",
  "Il prodotto personalizzato non può essere reso.",
] as const;
const NOTES = [
  "Cliente abituale: confezione regalo inclusa.",
  "Called the customer to confirm the engraving text.",
  "Verificare disponibilità con il fornitore.",
  "Customer prefers contact by WhatsApp.",
] as const;
const SHIPPING = [0, 2500, 4900, 15_000] as const;
const CUSTOMIZATION = [0, 12_000, 35_000, 80_000] as const;
const VAT = [22, 22, 20, 0] as const;
const SPLIT = [80, 85, 90] as const;

/** Steps a few hours apart after the record arrived, never later than now. */
const clock = (random: Random, createdAt: Date, now: Date) => {
  let at = createdAt.getTime();
  return () => {
    at = Math.min(at + between(random, 1, 30) * HOUR_MS, now.getTime() - 1000);
    return new Date(Math.max(at, createdAt.getTime() + 1000));
  };
};

export interface Walk {
  history: NewHistoryEntry[];
  quotes: NewQuote[];
  /** 1 + the writes of the record (moves and quotes; notes are not writes of it). */
  version: number;
  updatedAt: Date;
}

/** Walks one record's history step by step; the rent line's walks (rentHistory.ts) use it too. */
export const walker = (
  random: Random,
  record: { id: string; createdAt: Date },
  now: Date,
  workers: Workers,
  resource: "orderRequests" | "orders" | "rentRequests" | "eventRequests",
) => {
  const next = clock(random, record.createdAt, now);
  const walk: Walk = { history: [], quotes: [], version: 1, updatedAt: record.createdAt };
  const worker = () =>
    workers.sellerId && random() < 0.4 ? workers.sellerId : pick(random, workers.staff);
  const add = (
    entry: Omit<NewHistoryEntry, "resource" | "recordId" | "at" | "byUserId">,
    by: string | null = worker(),
  ) => {
    const at = next();
    walk.history.push({ resource, recordId: record.id, at, byUserId: by, ...entry });
    if (entry.kind !== "note") {
      walk.version += 1;
      walk.updatedAt = at;
    }
    return at;
  };
  return { walk, add, worker };
};

const quoteTerms = (random: Random) => ({
  shippingCents: pick(random, SHIPPING),
  customizationCents: pick(random, CUSTOMIZATION),
  vatPercent: pick(random, VAT),
  splitPercent: pick(random, SPLIT),
});

/** The way New leads to `status` (docs/statuses.md): quotes on the way, a second one at times. */
export const walkOrderRequest = (
  random: Random,
  record: {
    id: string;
    createdAt: Date;
    status: OrderRequestStatus;
    unitPriceCents: number;
    quantity: number;
  },
  now: Date,
  workers: Workers,
): Walk => {
  const { walk, add, worker } = walker(random, record, now, workers, "orderRequests");
  const { status } = record;
  if (status === "new") return walk;
  let current: OrderRequestStatus = "requestInProgress";
  add({ kind: "status", fromStatus: "new", toStatus: current, note: null });
  const move = (to: OrderRequestStatus, note: string | null = null) => {
    add({ kind: "status", fromStatus: current, toStatus: to, note });
    current = to;
  };
  const denied = status === "requestDenied";
  const quoted = status !== "requestInProgress" && !(denied && random() < 0.5);
  if (quoted) {
    const versions = random() < 0.35 ? 2 : 1;
    for (let version = 1; version <= versions; version += 1) {
      const terms = quoteTerms(random);
      const by = worker();
      const id = randomUUID();
      const note = version === 2 ? "Sconto sulla personalizzazione concordato al telefono." : null;
      const sentAt = add(
        { kind: "quote", fromStatus: current, toStatus: "quotationSent", note, quoteId: id },
        by,
      );
      walk.quotes.push({
        id,
        orderRequestId: record.id,
        version,
        unitPriceCents: record.unitPriceCents,
        quantity: record.quantity,
        shippingCents: terms.shippingCents,
        customizationCents: terms.customizationCents,
        vatBasisPoints: terms.vatPercent * 100,
        splitBasisPoints: terms.splitPercent * 100,
        adminNote: note,
        ...computeQuote({
          unitPriceCents: record.unitPriceCents,
          quantity: record.quantity,
          ...terms,
        }),
        sentAt,
        sentBy: by,
        // The demo's quotes hold nothing: their pieces were counted without them.
        validUntil: defaultValidUntil(sentAt),
      });
      current = "quotationSent";
    }
  }
  if (random() < 0.3) add({ kind: "note", note: pick(random, NOTES) });
  if (denied) {
    move("requestDenied", pick(random, DENIAL_REASONS));
    return walk;
  }
  for (const step of ["workingInProcess", "shipped", "completed"] as const) {
    if (current === status) break;
    move(step);
  }
  return walk;
};

/** The way Order confirmed leads to `status`; the customer raises the return (nobody signed in). */
export const walkOrder = (
  random: Random,
  record: { id: string; createdAt: Date; status: OrderStatus },
  now: Date,
  workers: Workers,
): Walk => {
  const { walk, add } = walker(random, record, now, workers, "orders");
  const { status } = record;
  if (random() < 0.2) add({ kind: "note", note: pick(random, NOTES) });
  if (status === "orderConfirmed") return walk;
  if (status === "cancelledOrder") {
    add({
      kind: "status",
      fromStatus: "orderConfirmed",
      toStatus: status,
      note: pick(random, CANCEL_REASONS),
    });
    return walk;
  }
  add({ kind: "status", fromStatus: "orderConfirmed", toStatus: "workingInProgress", note: null });
  if (status === "workingInProgress") return walk;
  add(
    {
      kind: "status",
      fromStatus: "workingInProgress",
      toStatus: "returnRequest",
      note: pick(random, RETURN_REASONS),
    },
    null,
  );
  if (status === "returnApproved") {
    add({ kind: "status", fromStatus: "returnRequest", toStatus: status, note: null });
  } else if (status === "returnRequestRejected") {
    add({
      kind: "status",
      fromStatus: "returnRequest",
      toStatus: status,
      note: pick(random, REJECT_REASONS),
    });
  }
  return walk;
};
