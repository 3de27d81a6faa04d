import { and, desc, eq, inArray, max } from "drizzle-orm";
import type { z } from "zod";
import type { Offer, offerInput } from "../../domain/rentWork.schema.ts";
import type { Database } from "../db/client.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { type RentWorkResource, requestOffers } from "./schema.ts";

type OfferRow = typeof requestOffers.$inferSelect;

const offerColumns = {
  row: requestOffers,
  sentBy: {
    _id: users.id,
    fullName: userFullName.as("sent_by_full_name"),
  },
};

const toOffer = ({
  row,
  sentBy,
}: {
  row: OfferRow;
  sentBy: { _id: string; fullName: string } | null;
}): Offer => ({
  version: row.version,
  priceCents: row.priceCents,
  conditions: row.conditions,
  validUntil: row.validUntil,
  sentAt: row.sentAt.toISOString(),
  sentBy: sentBy?._id ? sentBy : null,
});

/** The current (highest) offer of each request, one query for a whole page. */
export const currentOffers = async (
  db: Database,
  resource: RentWorkResource,
  requestIds: readonly string[],
): Promise<Map<string, Offer>> => {
  if (requestIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([requestOffers.requestId], offerColumns)
    .from(requestOffers)
    .leftJoin(users, eq(users.id, requestOffers.sentBy))
    .where(
      and(eq(requestOffers.resource, resource), inArray(requestOffers.requestId, [...requestIds])),
    )
    .orderBy(requestOffers.requestId, desc(requestOffers.version));
  return new Map(rows.map((row) => [row.row.requestId, toOffer(row)]));
};

/** Offer versions by their ids: what a history's offer entries carry. */
export const offersById = async (
  db: Database,
  ids: readonly string[],
): Promise<Map<string, Offer>> => {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select(offerColumns)
    .from(requestOffers)
    .leftJoin(users, eq(users.id, requestOffers.sentBy))
    .where(inArray(requestOffers.id, [...ids]));
  return new Map(rows.map((row) => [row.row.id, toOffer(row)]));
};

/** Stores the next version of a request's offer as typed; returns its id. */
export const storeOffer = async (
  db: Database,
  request: { resource: RentWorkResource; id: string },
  terms: Pick<z.output<typeof offerInput>, "priceCents" | "conditions" | "validUntil">,
  sentBy: string | null,
): Promise<string> => {
  const [latest] = await db
    .select({ version: max(requestOffers.version) })
    .from(requestOffers)
    .where(
      and(eq(requestOffers.resource, request.resource), eq(requestOffers.requestId, request.id)),
    );
  const [stored] = await db
    .insert(requestOffers)
    .values({
      resource: request.resource,
      requestId: request.id,
      version: (latest?.version ?? 0) + 1,
      priceCents: terms.priceCents,
      conditions: terms.conditions,
      validUntil: terms.validUntil,
      sentBy,
    })
    .returning({ id: requestOffers.id });
  if (!stored) throw new Error("offer not stored");
  return stored.id;
};
