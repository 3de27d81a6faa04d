import { describe, expect, it } from "vitest";
import { isLate, nextActions, queueResourcesFor } from "../../../domain/queue.ts";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { workingHoursBetween } from "../../../domain/workingHours.ts";

/** Instants written in Rome's time (CET +01:00 in winter, CEST +02:00 in summer). */
const rome = (local: string) => new Date(local);

describe("working hours (Mon–Fri 9–18, Europe/Rome)", () => {
  it("counts only the time inside the working day", () => {
    // Wednesday 25 November 2026.
    expect(
      workingHoursBetween(rome("2026-11-25T10:00+01:00"), rome("2026-11-25T14:30+01:00")),
    ).toBe(4.5);
    expect(
      workingHoursBetween(rome("2026-11-25T07:00+01:00"), rome("2026-11-25T20:00+01:00")),
    ).toBe(9);
    expect(
      workingHoursBetween(rome("2026-11-25T18:30+01:00"), rome("2026-11-26T08:59+01:00")),
    ).toBe(0);
  });

  it("skips the night and the weekend", () => {
    // Friday 17:00 → Monday 10:00: one hour on Friday, one on Monday.
    expect(
      workingHoursBetween(rome("2026-11-27T17:00+01:00"), rome("2026-11-30T10:00+01:00")),
    ).toBe(2);
    // Saturday to Sunday: nothing.
    expect(
      workingHoursBetween(rome("2026-11-28T09:00+01:00"), rome("2026-11-29T18:00+01:00")),
    ).toBe(0);
    // A whole working week.
    expect(
      workingHoursBetween(rome("2026-11-23T00:00+01:00"), rome("2026-11-30T00:00+01:00")),
    ).toBe(45);
  });

  it("follows Rome's clock across the daylight-saving change", () => {
    // Summer time begins on Sunday 29 March 2026: Friday 17:00 CET → Monday 10:00 CEST is 2 h.
    expect(
      workingHoursBetween(rome("2026-03-27T17:00+01:00"), rome("2026-03-30T10:00+02:00")),
    ).toBe(2);
    // A summer day is 9 hours from 9:00 CEST (07:00 UTC).
    expect(workingHoursBetween(new Date("2026-07-01T07:00Z"), new Date("2026-07-01T16:00Z"))).toBe(
      9,
    );
    expect(workingHoursBetween(new Date("2026-07-01T06:00Z"), new Date("2026-07-01T07:00Z"))).toBe(
      0,
    );
  });

  it("skips Italy's public holidays, Easter Monday included", () => {
    // Thursday 24 December 17:00 → Monday 28 December 10:00: Christmas and Santo Stefano are off.
    expect(
      workingHoursBetween(rome("2026-12-24T17:00+01:00"), rome("2026-12-28T10:00+01:00")),
    ).toBe(2);
    // Easter 2026 falls on 5 April: the week from Easter Monday has four working days.
    expect(
      workingHoursBetween(rome("2026-04-06T00:00+02:00"), rome("2026-04-13T00:00+02:00")),
    ).toBe(36);
    // Easter 2027 falls on 28 March, the night clocks go forward: Friday 17:00 → Tuesday 10:00.
    expect(
      workingHoursBetween(rome("2027-03-26T17:00+01:00"), rome("2027-03-30T10:00+02:00")),
    ).toBe(2);
    // Labour Day on a Friday, Liberation Day on a Saturday: a plain week less one day.
    expect(
      workingHoursBetween(rome("2026-04-27T00:00+02:00"), rome("2026-05-04T00:00+02:00")),
    ).toBe(36);
  });

  it("stops counting once past a cap, so a request waiting for years is read in a few days", () => {
    const since = rome("2016-11-25T10:00+01:00");
    const now = rome("2026-11-25T10:00+01:00");
    const capped = workingHoursBetween(since, now, 4);
    expect(capped).toBeGreaterThan(4);
    expect(capped).toBeLessThanOrEqual(4 + 9);
    expect(workingHoursBetween(since, now)).toBeGreaterThan(20_000);
    // Under the cap the count is exact.
    expect(
      workingHoursBetween(rome("2026-11-25T10:00+01:00"), rome("2026-11-25T12:00+01:00"), 4),
    ).toBe(2);
  });

  it("answers 0 when the end is not after the start", () => {
    const at = rome("2026-11-25T10:00+01:00");
    expect(workingHoursBetween(at, at)).toBe(0);
    expect(workingHoursBetween(at, rome("2026-11-25T09:30+01:00"))).toBe(0);
  });
});

describe("the queue's rules", () => {
  it("makes a new request late after 4 working hours, not 4 hours", () => {
    const arrived = rome("2026-11-27T16:00+01:00"); // Friday 16:00
    expect(isLate("orderRequests", "new", arrived, rome("2026-11-30T09:59+01:00"))).toBe(false);
    expect(isLate("orderRequests", "new", arrived, rome("2026-11-30T11:01+01:00"))).toBe(true);
    expect(isLate("rentRequests", "inProgress", arrived, rome("2026-11-30T11:01+01:00"))).toBe(
      false,
    );
  });

  it("makes a deletion request late two days before its 30-day deadline", () => {
    const asked = new Date("2026-10-01T12:00Z");
    expect(isLate("deletionRequests", "pending", asked, new Date("2026-10-29T11:00Z"))).toBe(false);
    expect(isLate("deletionRequests", "pending", asked, new Date("2026-10-29T13:00Z"))).toBe(true);
  });

  it("offers the machines' moves, quotes and offers included", () => {
    expect(nextActions("orderRequests", "new")).toEqual(["requestInProgress", "requestDenied"]);
    expect(nextActions("orderRequests", "requestInProgress")).toEqual([
      "quotationSent",
      "requestDenied",
    ]);
    expect(nextActions("orders", "returnRequest")).toEqual([
      "returnApproved",
      "returnRequestRejected",
    ]);
    expect(nextActions("eventRequests", "inProgress")).toEqual(["offerSent", "declined"]);
    expect(nextActions("deletionRequests", "pending")).toEqual(["approved", "rejected"]);
  });

  it("gives each user type the resources it works with", () => {
    expect(queueResourcesFor(USER_TYPE.administrator)).toHaveLength(5);
    expect(queueResourcesFor(USER_TYPE.operator)).not.toContain("deletionRequests");
    expect(queueResourcesFor(USER_TYPE.seller)).toEqual(["orderRequests", "orders"]);
  });
});
