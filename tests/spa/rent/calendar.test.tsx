import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RentModel } from "../../../domain/rentModels.schema";
import type { Booking } from "../../../domain/rentWork.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import { ok, serveRequests } from "../requests/fixtures";

const YACHT: RentModel = {
  _id: "m1",
  nameEn: "Benetti Oasis 40M",
  nameIt: "Benetti Oasis 40M",
  descriptionEn: "A 40-metre superyacht.",
  descriptionIt: "Superyacht di 40 metri.",
  kind: "yacht",
  passengers: 12,
  cabins: 5,
  guests: null,
  location: "Porto Cervo",
  pricePerDayCents: 3_800_000,
  active: true,
  images: [],
  video: null,
  requestCount: 2,
  version: 1,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-02T10:00:00.000Z",
  missingIt: false,
  missingEn: false,
};

// Both stays take in today, so every view of the current period shows them.
const today = dayjs().startOf("day");
const CONFIRMED: Booking = {
  requestId: "rr301",
  number: 301,
  customerName: "Alessandra Conti",
  status: "confirmed",
  departureAt: today.subtract(1, "day").add(9, "hour").toISOString(),
  returnAt: today.add(1, "day").add(17, "hour").toISOString(),
  validUntil: null,
  held: false,
};
const OFFERED: Booking = {
  requestId: "rr302",
  number: 302,
  customerName: "James Pemberton",
  status: "offerSent",
  departureAt: today.add(1, "hour").toISOString(),
  returnAt: today.add(22, "hour").toISOString(),
  validUntil: today.add(3, "day").format("YYYY-MM-DD"),
  held: true,
};
// An offer that expired yesterday: on the calendar, holding nothing.
const EXPIRED: Booking = {
  ...OFFERED,
  requestId: "rr303",
  number: 303,
  customerName: "Chiara Neri",
  validUntil: today.subtract(1, "day").format("YYYY-MM-DD"),
  held: false,
};

/** The model's page with its bookings; the ranges the calendar asked for. */
const serveModel = () => {
  serveRequests({ rentRequests: [] });
  const ranges: { from: string; to: string }[] = [];
  server.use(
    http.get(api("/rent-model/:id"), () => ok(YACHT)),
    http.get(api("/rent-model/:id/bookings"), ({ request }) => {
      const query = new URL(request.url).searchParams;
      ranges.push({ from: query.get("from") ?? "", to: query.get("to") ?? "" });
      return ok([CONFIRMED, OFFERED, EXPIRED]);
    }),
  );
  return ranges;
};

const calendar = () => within(screen.getByRole("region", { name: "Availability" }));

/** The links of a stay, each pointing at its request and saying its status by name. */
const expectStays = async () => {
  const confirmed = await calendar().findAllByRole("link", {
    name: /^Confirmed #301 Alessandra Conti/,
  });
  expect(confirmed[0]?.getAttribute("href")).toBe("/requests/view/rr301");
  const offered = calendar().getAllByRole("link", {
    name: /^Held by an offer #302 James Pemberton · held until/,
  });
  expect(offered[0]?.getAttribute("href")).toBe("/requests/view/rr302");
  expect(offered[0]?.textContent).toContain(
    `held until ${today.add(3, "day").locale("en").format("DD MMM, YYYY")}`,
  );
  const expired = calendar().getAllByRole("link", { name: /^Offer expired #303 Chiara Neri/ });
  expect(expired[0]?.textContent).not.toContain("held until");
  return { confirmed, offered };
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("a rent model's availability calendar", { timeout: 30_000 }, () => {
  beforeAll(() => loadScreens("/models/view/m1"), 60_000);
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows confirmed and offered stays in the month grid, each linked to its request", async () => {
    const ranges = serveModel();
    renderScreen("/models/view/m1");
    await screen.findByRole("region", { name: "Availability" });

    fireEvent.click(calendar().getByText("Month"));
    const { confirmed, offered } = await expectStays();
    // The confirmed stay covers yesterday to tomorrow (yesterday may lie before the grid's first
    // day), the offered one today only.
    expect(confirmed.length).toBeGreaterThanOrEqual(2);
    expect(confirmed.length).toBeLessThanOrEqual(3);
    expect(offered).toHaveLength(1);
    const month = ranges.at(-1);
    expect(dayjs(month?.from).isBefore(today.startOf("month"))).toBe(true);
    expect(dayjs(month?.to).isAfter(today.endOf("month"))).toBe(true);
    // The legend names each look.
    const legend = calendar().getByRole("note", { name: "Legend" });
    expect(within(legend).getByText("Confirmed")).toBeTruthy();
    expect(within(legend).getByText("Held by an offer")).toBeTruthy();
    expect(within(legend).getByText("Offer expired")).toBeTruthy();
    expect(within(legend).getByRole("img", { name: "Held by an offer" })).toBeTruthy();
  });

  it("shows them in seven day columns in the week view, and moves a week on", async () => {
    const ranges = serveModel();
    renderScreen("/models/view/m1");
    await screen.findByRole("region", { name: "Availability" });

    fireEvent.click(calendar().getByText("Week"));
    await expectStays();
    // Made now, the day takes the UI language's first day of the week (Sunday in English).
    const week = dayjs().startOf("week");
    await waitFor(() => expect(dayjs(ranges.at(-1)?.from).valueOf()).toBe(week.valueOf()));
    expect(calendar().getAllByRole("listitem")).toHaveLength(7);

    fireEvent.click(calendar().getByRole("button", { name: "Next week" }));
    await waitFor(() =>
      expect(dayjs(ranges.at(-1)?.from).valueOf()).toBe(week.add(1, "week").valueOf()),
    );
  });

  it("names the held and expired looks in Italian too", async () => {
    await changeLanguage("it");
    serveModel();
    renderScreen("/models/view/m1");
    const region = await screen.findByRole("region", { name: "Disponibilità" });
    const legend = within(region).getByRole("note", { name: "Legenda" });
    expect(within(legend).getByText("Riservato da un'offerta")).toBeTruthy();
    expect(within(legend).getByText("Offerta scaduta")).toBeTruthy();
    const held = await within(region).findAllByRole("link", {
      name: /^Riservato da un'offerta #302 James Pemberton · riservato fino al/,
    });
    expect(held[0]?.getAttribute("href")).toBe("/requests/view/rr302");
  });

  it("lists the stays with their dates on a narrow screen", async () => {
    serveModel();
    renderScreen("/models/view/m1");
    await screen.findByRole("region", { name: "Availability" });

    // jsdom matches no media query: a phone's width, so the list is shown first.
    const { confirmed } = await expectStays();
    expect(confirmed).toHaveLength(1);
    expect(confirmed[0]?.textContent).toContain(
      `${CONFIRMED.customerName} · ${dayjs(CONFIRMED.departureAt).format("DD MMM, YYYY")}`,
    );
  });
});
