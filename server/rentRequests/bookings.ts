import { and, asc, eq, gt, inArray, lt, ne } from "drizzle-orm";
import type { Booking } from "../../domain/rentWork.schema.ts";
import { BOOKING_STATUSES } from "../../domain/rentWork.ts";
import type { Database } from "../db/client.ts";
import type { RequestContext } from "../lists/context.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { rentModels } from "../rentModels/schema.ts";
import { formatDay } from "../rentWork/days.ts";
import { rentRequests } from "./schema.ts";

interface Stay {
  _id: string;
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
 * Refuses (409 bookingClash, naming the clash) a stay that overlaps a confirmed stay of the same
 * model (D12). The model's row is locked first, so two transactions checking stays of one model
 * run one after the other and the second sees the first's confirmation: of two overlapping
 * confirmations at the same moment exactly one succeeds. A request naming no catalogue model has
 * no calendar to clash with.
 */
export const refuseBookingClash = async (scope: RequestContext, stay: Stay) => {
  const modelId = stay.rentModel?._id;
  if (!modelId) return;
  await scope.db
    .select({ id: rentModels.id })
    .from(rentModels)
    .where(eq(rentModels.id, modelId))
    .for("update");
  const [clash] = await scope.db
    .select({
      number: rentRequests.number,
      departureAt: rentRequests.departureAt,
      returnAt: rentRequests.returnAt,
    })
    .from(rentRequests)
    .where(
      and(
        overlapping(modelId, new Date(stay.departureAt), new Date(stay.returnAt)),
        eq(rentRequests.status, "confirmed"),
        ne(rentRequests.id, stay._id),
      ),
    )
    .orderBy(asc(rentRequests.departureAt))
    .limit(1);
  if (!clash) return;
  throw new HttpProblem(409, "errors:bookingClash", {
    number: clash.number,
    from: formatDay(clash.departureAt, scope.language),
    to: formatDay(clash.returnAt, scope.language),
  });
};

/** A model's offered and confirmed stays overlapping [from, to), by departure: its calendar. */
export const bookingsOf = async (
  db: Database,
  modelId: string,
  range: { from: Date; to: Date },
): Promise<Booking[]> => {
  const rows = await db
    .select({
      requestId: rentRequests.id,
      number: rentRequests.number,
      customerName: rentRequests.customerName,
      status: rentRequests.status,
      departureAt: rentRequests.departureAt,
      returnAt: rentRequests.returnAt,
    })
    .from(rentRequests)
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
    departureAt: row.departureAt.toISOString(),
    returnAt: row.returnAt.toISOString(),
  }));
};
