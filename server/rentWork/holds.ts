import { and, eq, gte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { ErrorBody } from "../../domain/api.schema.ts";
import type { HoldOverride } from "../../domain/rentWork.schema.ts";
import { historyLine } from "../history/service.ts";
import type { RequestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { InUnit } from "../writes/unitOfWork.ts";
import { dayOf, formatDay } from "./days.ts";
import { type RentWorkResource, requestOffers } from "./schema.ts";

/**
 * A request whose offer holds dates or seats (docs/statuses.md#offer-holds), as the 409 and the
 * histories name it.
 */
export type Holder = NonNullable<ErrorBody["holder"]>;

/**
 * Joins `request_offers` as the request's current offer: the highest version only, so a replaced
 * offer holds nothing and its later-dated predecessor cannot keep a hold alive.
 */
export const isCurrentOffer = (resource: RentWorkResource, requestId: PgColumn): SQL | undefined =>
  and(
    eq(requestOffers.resource, resource),
    eq(requestOffers.requestId, requestId),
    sql`not exists (select 1 from ${requestOffers} as newer where newer.resource = ${requestOffers.resource} and newer.request_id = ${requestOffers.requestId} and newer.version > ${requestOffers.version})`,
  );

/**
 * The joined current offer still holds on `now`'s day: valid until that day inclusive
 * (docs/statuses.md#offer-holds). Expiry is derived here, never stored. The request's own status
 * (Offer sent) is the caller's.
 */
export const holdsOn = (now: Date) => gte(requestOffers.validUntil, dayOf(now));

/** The same rule as `holdsOn`, for an offer already read. */
export const stillHolds = (validUntil: string, now: Date) => validUntil >= dayOf(now);

/**
 * 409 `bookingHeld` naming the holder (number and id in the body for the screens' link): the
 * dates of a rent model, or with `seats` an event's seats.
 */
export const bookingHeld = (scope: RequestContext, holder: Holder, seats = false) => {
  const problem = new HttpProblem(409, "errors:bookingHeld", {
    number: holder.number,
    validUntil: formatDay(holder.validUntil, scope.language),
    ...(seats ? { context: "seats" } : {}),
  });
  problem.details = { holder };
  return problem;
};

/**
 * Goes ahead over the holders' holds: each override is a line in the request's history naming
 * the holder, and one in the holder's naming the request, both with the user's reason.
 */
export const recordHoldOverride = (
  scope: InUnit<RequestContext>,
  resource: RentWorkResource,
  request: { _id: string; number: number },
  holders: readonly Holder[],
  override: HoldOverride,
) => {
  for (const holder of holders) {
    const line = { resource, byUserId: scope.user.id, note: override.reason };
    scope.append(
      historyLine(scope.db, {
        ...line,
        recordId: request._id,
        kind: "holdOverride",
        relatedRecordId: holder._id,
        relatedNumber: holder.number,
      }),
    );
    scope.append(
      historyLine(scope.db, {
        ...line,
        recordId: holder._id,
        kind: "holdOverridden",
        relatedRecordId: request._id,
        relatedNumber: request.number,
      }),
    );
    scope.changed({ resource, type: "updated", id: holder._id });
  }
};

/** Refuses over a hold without an override; with one, records it. No holder: nothing to do. */
export const passHolds = (
  scope: InUnit<RequestContext>,
  resource: RentWorkResource,
  request: { _id: string; number: number },
  holders: readonly Holder[],
  override: HoldOverride | undefined,
  seats = false,
) => {
  const [first] = holders;
  if (!first) return;
  if (!override) throw bookingHeld(scope, first, seats);
  recordHoldOverride(scope, resource, request, holders, override);
};
