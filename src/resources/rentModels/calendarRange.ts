import type { Dayjs } from "dayjs";
import { bookingsOverlap } from "../../../domain/rentWork";
import type { Booking } from "../../../domain/rentWork.schema";

/** How the calendar shows a period: a month grid, a week of seven columns, or a list of stays. */
export type CalendarView = "month" | "week" | "list";
export const CALENDAR_VIEWS: readonly CalendarView[] = ["month", "week", "list"];

/**
 * The instants whose stays the view shows around `anchor`, in the browser's zone. A month grid
 * also shows the days of the weeks around it, whichever day the locale starts a week on.
 */
export const rangeOf = (view: CalendarView, anchor: Dayjs): { from: Dayjs; to: Dayjs } => {
  if (view === "week") {
    const from = anchor.startOf("week");
    return { from, to: from.add(1, "week") };
  }
  if (view === "list") {
    return { from: anchor.startOf("month"), to: anchor.startOf("month").add(1, "month") };
  }
  return {
    from: anchor.startOf("month").subtract(1, "week"),
    to: anchor.startOf("month").add(1, "month").add(2, "week"),
  };
};

/** The step the previous and next buttons take in this view. */
export const stepOf = (view: CalendarView) => (view === "week" ? "week" : "month");

/** The stays on a calendar day (in the browser's zone), earliest first. */
export const staysOn = (day: Dayjs, bookings: readonly Booking[]) =>
  staysIn(day.startOf("day"), day.startOf("day").add(1, "day"), bookings);

/** The stays overlapping `from`–`to`, earliest departure first. */
export const staysIn = (from: Dayjs, to: Dayjs, bookings: readonly Booking[]) =>
  bookings
    .filter((booking) =>
      bookingsOverlap(booking, { departureAt: from.toDate(), returnAt: to.toDate() }),
    )
    .sort((a, b) => a.departureAt.localeCompare(b.departureAt));
