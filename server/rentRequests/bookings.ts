import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Booking, HoldOverride } from "../../domain/rentWork.schema.ts";
import { BOOKING_STATUSES } from "../../domain/rentWork.ts";
import type { Database } from "../db/client.ts";
import type { RequestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentModels } from "../rentModels/schema.ts";
import { formatDay } from "../rentWork/days.ts";
import { holdsOn, isCurrentOffer, passHolds, stillHolds } from "../rentWork/holds.ts";
import { requestOffers } from "../rentWork/schema.ts";
import type { InUnit } from "../writes/unitOfWork.ts";
import { rentRequests } from "./schema.ts";

interface Stay {
  _id: string;
  number: number;
  rentModel: { _id: string } | null;
  departureAt: string;
  returnAt: string;
}

/** Stays of a model overlapping [from, to), in the given statuses (domain/rentWork.ts bookingsOverlap). */
const overlapping = (modelId: string, from: Date, to: Date) =>
  and(
    eq(rentRequests.rentModelId, modelId),
    lt(rentRequests.departureAt, to),
    gt(rentRequests.returnAt, from),
  );

/**
 * Checks a stay about to be offered or confirmed against its model's calendar, in the write's
 * transaction (docs/statuses.md#bookings, docs/statuses.md#offer-holds). The model's row is locked
 * first (SELECT … FOR UPDATE): every offer and confirmation of one model takes that lock before
 * reading the model's stays, so they run one after the other and each reads what the one before it
 * committed (PostgreSQL's READ COMMITTED gives each statement a fresh snapshot, taken once the lock
 * is ours). Without it, two offers at once would each see no hold and both pass; with it, of two
 * overlapping ones exactly one does. A request naming no catalogue model has no calendar to clash
 * with.
 *
 * - A confirmed stay overlapping it: 409 bookingClash, naming the clash; no override.
 * - Another request's stay held by its current, unexpired offer: 409 bookingHeld naming the
 *   holder, unless the user overrides with a reason, recorded in both requests' histories.
 */
export const checkStay = async (
  scope: InUnit<RequestContext>,
  stay: Stay,
  override: HoldOverride | undefined,
) => {
  const modelId = stay.rentModel?._id;
  if (!modelId) return;
  await scope.db
    .select({ id: rentModels.id })
    .from(rentModels)
    .where(eq(rentModels.id, modelId))
    .for("update");
  const others = and(
    overlapping(modelId, new Date(stay.departureAt), new Date(stay.returnAt)),
    ne(rentRequests.id, stay._id),
  );
  const [clash] = await scope.db
    .select({
      number: rentRequests.number,
      departureAt: rentRequests.departureAt,
      returnAt: rentRequests.returnAt,
    })
    .from(rentRequests)
    .where(and(others, eq(rentRequests.status, "confirmed")))
    .orderBy(asc(rentRequests.departureAt))
    .limit(1);
  if (clash) {
    throw new HttpProblem(409, "errors:bookingClash", {
      number: clash.number,
      from: formatDay(clash.departureAt, scope.language),
      to: formatDay(clash.returnAt, scope.language),
    });
  }
  const holders = await scope.db
    .select({
      _id: rentRequests.id,
      number: rentRequests.number,
      validUntil: requestOffers.validUntil,
    })
    .from(rentRequests)
    .innerJoin(requestOffers, isCurrentOffer("rentRequests", rentRequests.id))
    .where(and(others, eq(rentRequests.status, "offerSent"), holdsOn(scope.now)))
    .orderBy(asc(rentRequests.departureAt), asc(rentRequests.number));
  passHolds(scope, "rentRequests", stay, holders, override);
};

/**
 * A model's offered and confirmed stays overlapping [from, to), by departure: its calendar. An
 * offered stay carries its current offer's last day and whether it still holds on `now`'s day.
 */
export const bookingsOf = async (
  db: Database,
  modelId: string,
  range: { from: Date; to: Date },
  now: Date,
): Promise<Booking[]> => {
  const rows = await db
    .select({
      requestId: rentRequests.id,
      number: rentRequests.number,
      customerName: rentRequests.customerName,
      status: rentRequests.status,
      departureAt: rentRequests.departureAt,
      returnAt: rentRequests.returnAt,
      validUntil: requestOffers.validUntil,
    })
    .from(rentRequests)
    .leftJoin(requestOffers, isCurrentOffer("rentRequests", rentRequests.id))
    .where(
      and(
        overlapping(modelId, range.from, range.to),
        inArray(rentRequests.status, [...BOOKING_STATUSES]),
      ),
    )
    .orderBy(asc(rentRequests.departureAt), asc(rentRequests.number));
  return rows.map((row) => ({
    ...row,
    status: row.status as Booking["status"],
    validUntil: row.status === "offerSent" ? row.validUntil : null,
    held: row.status === "offerSent" && row.validUntil !== null && stillHolds(row.validUntil, now),
    departureAt: row.departureAt.toISOString(),
    returnAt: row.returnAt.toISOString(),
  }));
};
