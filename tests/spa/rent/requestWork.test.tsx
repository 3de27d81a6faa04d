import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { REQUEST_MOVES, REQUEST_STATUSES } from "../../../domain/rentWork";
import type { Booking, Offer } from "../../../domain/rentWork.schema";
import type { RentRequest } from "../../../domain/requests.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import {
  eventRequestRecord,
  ok,
  RENT_REQUEST_COUNTS,
  rentRequestRecord,
  serveRequests,
} from "../requests/fixtures";
import { anna, conflict, historyEntry, recordWrites } from "../requests/shopWork";

const MOVE_LABELS = { inProgress: "Take in charge", confirmed: "Confirm", declined: "Decline" };

/** The move buttons the page offers, by the status each leads to. */
const offered = () =>
  Object.entries(MOVE_LABELS)
    .filter(([, label]) => screen.queryByRole("button", { name: label }))
    .map(([status]) => status)
    .sort();

const MODEL = {
  _id: "m1",
  nameEn: "Riva Aquarama",
  nameIt: "Riva Aquarama",
  kind: "yacht" as const,
};
const inProgress: RentRequest = {
  ...rentRequestRecord,
  status: "inProgress",
  rentModel: MODEL,
  assignee: anna,
  version: 3,
};
const currentOffer: Offer = {
  version: 1,
  priceCents: 1_250_000,
  conditions: "Fuel included. 30% deposit.",
  validUntil: "2099-12-31",
  sentAt: "2026-03-09T10:00:00.000Z",
  sentBy: anna,
};
const booking = (number: number, status: Booking["status"]): Booking => ({
  requestId: `rr${number}`,
  number,
  customerName: `Customer ${number}`,
  status,
  departureAt: "2026-07-05T09:00:00.000Z",
  returnAt: "2026-07-10T17:00:00.000Z",
  validUntil: status === "offerSent" ? "2099-12-31" : null,
  held: status === "offerSent",
});

const PAGE = "/requests/view/rr1";
const EVENT_PAGE = "/event-requests/view/er1";
const PATH = "/request/rr1";

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types a day into an antd date picker as a user would, then presses Enter. */
const pickDay = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter", keyCode: 13 });
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("rent and event requests at work", { timeout: 30_000 }, () => {
  beforeAll(() => loadScreens(PAGE, EVENT_PAGE), 60_000);
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it.each(REQUEST_STATUSES)(
    "offers a rent request in %s only its allowed moves",
    async (status) => {
      serveRequests({ rentRequests: [{ ...rentRequestRecord, status }] });
      renderScreen(PAGE);
      await screen.findByText("Rent request #301");
      await screen.findByRole("heading", { name: "History" });

      expect(offered()).toEqual([...REQUEST_MOVES[status]].sort());
      // An offer only where the machine allows one.
      const form = screen.queryByRole("button", { name: /Send offer|Send new offer/ });
      expect(Boolean(form)).toBe(status === "inProgress" || status === "offerSent");
    },
  );

  it.each(REQUEST_STATUSES)(
    "offers an event request in %s only its allowed moves",
    async (status) => {
      serveRequests({ eventRequests: [{ ...eventRequestRecord, status }] });
      renderScreen(EVENT_PAGE);
      await screen.findByText("Event request #401");
      await screen.findByRole("heading", { name: "History" });

      expect(offered()).toEqual([...REQUEST_MOVES[status]].sort());
    },
  );

  it("shows who took the request in charge", async () => {
    serveRequests({ rentRequests: [inProgress] });
    renderScreen(PAGE);
    const panel = await screen.findByRole("region", { name: "Assignee:" });
    expect(await within(panel).findByText("Anna Admin")).toBeTruthy();
  });

  it("does not decline without a reason, then sends the reason with the version", async () => {
    serveRequests({ rentRequests: [inProgress] });
    const writes = recordWrites(PATH, inProgress);
    renderScreen(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Decline" }));
    const dialog = await screen.findByRole("dialog", { name: "Decline" });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));
    expect(await within(dialog).findByText("Please give a reason")).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText("Reason"), {
      target: { value: "The yacht is in the yard that week." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Decline" }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: "POST",
      path: "/request/rr1/status",
      body: { version: 3, status: "declined", note: "The yacht is in the yard that week." },
    });
  });

  it("shows the server's words when confirming clashes with a booking, the note kept", async () => {
    const offerSent = { ...inProgress, status: "offerSent" as const, offer: currentOffer };
    serveRequests({ rentRequests: [offerSent] });
    const clash = "Riva Aquarama is booked from 05 Jul to 10 Jul by rent request #377.";
    recordWrites(PATH, offerSent, () => conflict("bookingClash", clash));
    renderScreen(PAGE);

    fireEvent.click(await screen.findByRole("button", { name: "Confirm" }));
    const dialog = await screen.findByRole("dialog", { name: "Confirm" });
    fireEvent.change(within(dialog).getByLabelText("Note (optional)"), {
      target: { value: "Deposit received." },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Confirm" }));

    const alert = await within(dialog).findByRole("alert");
    expect(alert.textContent).toContain(clash);
    expect((within(dialog).getByLabelText("Note (optional)") as HTMLTextAreaElement).value).toBe(
      "Deposit received.",
    );
  });

  it("refuses an offer without price, conditions or day, and a day gone by", async () => {
    serveRequests({
      rentRequests: [
        {
          ...inProgress,
          status: "offerSent",
          offer: { ...currentOffer, validUntil: "2020-01-31" },
        },
      ],
    });
    const writes = recordWrites(PATH, inProgress);
    renderScreen(PAGE);
    await screen.findByLabelText("Price");

    fireEvent.click(screen.getByRole("button", { name: /Send new offer/ }));
    expect(await screen.findByText("Choose today or a later day")).toBeTruthy();

    type("Price", "");
    type("Conditions", "");
    fireEvent.click(screen.getByRole("button", { name: /Send new offer/ }));
    await waitFor(() => expect(screen.getAllByText("This field is required")).toHaveLength(2));
    expect(writes).toEqual([]);
  });

  it("says what a first offer lacks and sends nothing", async () => {
    serveRequests({ rentRequests: [inProgress] });
    const writes = recordWrites(PATH, inProgress);
    renderScreen(PAGE);
    await screen.findByLabelText("Price");

    fireEvent.click(screen.getByRole("button", { name: /Send offer/ }));
    await waitFor(() => expect(screen.getAllByText("This field is required")).toHaveLength(3));
    expect(writes).toEqual([]);
  });

  it("sends a first offer in cents with the version it was read at", async () => {
    serveRequests({ rentRequests: [inProgress] });
    const writes = recordWrites(PATH, inProgress);
    renderScreen(PAGE);
    await screen.findByLabelText("Price");

    type("Price", "12500.50");
    type("Conditions", "  Fuel included.  ");
    pickDay("Valid until", "31 Dec, 2099");
    fireEvent.click(screen.getByRole("button", { name: /Send offer/ }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: "PUT",
      path: "/request/rr1/offer",
      body: {
        version: 3,
        priceCents: 1_250_050,
        conditions: "Fuel included.",
        validUntil: "2099-12-31",
        replaceOffer: false,
      },
    });
    expect(await screen.findByText("Offer sent to the customer")).toBeTruthy();
  });

  it("asks before replacing the current offer: replaceOffer only after confirming", async () => {
    const offerSent = { ...inProgress, status: "offerSent" as const, offer: currentOffer };
    serveRequests({ rentRequests: [offerSent] });
    const writes = recordWrites(PATH, offerSent);
    renderScreen(PAGE);

    const price = (await screen.findByLabelText("Price")) as HTMLInputElement;
    expect(price.value).toBe("12500.00");
    type("Price", "11000");
    fireEvent.click(screen.getByRole("button", { name: /Send new offer/ }));
    let dialog = await screen.findByRole("dialog", { name: "Replace the current offer?" });
    expect(
      within(dialog).getByText(/version 1 \(€12,500\.00, valid until 31 Dec, 2099\)/),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writes).toEqual([]);

    const form = screen.getByRole("region", { name: "New offer" });
    fireEvent.click(within(form).getByRole("button", { name: /Send new offer/ }));
    dialog = await screen.findByRole("dialog", { name: "Replace the current offer?" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Send new offer/ }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({
      version: 3,
      priceCents: 1_100_000,
      replaceOffer: true,
    });
  });

  it("asks when someone sent an offer meanwhile (409 offerExists), then replaces it", async () => {
    const record = { ...eventRequestRecord, status: "inProgress" as const };
    serveRequests({ eventRequests: [record] });
    const writes = recordWrites("/event/request/er1", record, ({ body }) =>
      body.replaceOffer ? undefined : conflict("offerExists", "This request already has an offer."),
    );
    renderScreen(EVENT_PAGE);
    await screen.findByLabelText("Price");

    type("Price", "950");
    type("Conditions", "Dinner and show.");
    pickDay("Valid until", "31 Dec, 2099");
    fireEvent.click(screen.getByRole("button", { name: /Send offer/ }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the current offer?" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Send new offer/ }));

    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map(({ body }) => body.replaceOffer)).toEqual([false, true]);
  });

  it("shows a booking clash refusing the offer in an alert, what was typed kept", async () => {
    serveRequests({ rentRequests: [inProgress] });
    const clash = "Riva Aquarama is booked from 05 Jul to 10 Jul by rent request #377.";
    recordWrites(PATH, inProgress, () => conflict("bookingClash", clash));
    renderScreen(PAGE);
    await screen.findByLabelText("Price");

    type("Price", "9000");
    type("Conditions", "Fuel included.");
    pickDay("Valid until", "31 Dec, 2099");
    fireEvent.click(screen.getByRole("button", { name: /Send offer/ }));

    const alert = await screen.findByRole("alert");
    expect(alert.textContent).toContain(clash);
    expect((screen.getByLabelText("Conditions") as HTMLTextAreaElement).value).toBe(
      "Fuel included.",
    );
  });

  it("warns of another request's held stay overlapping this one, and errs on a confirmed one", async () => {
    serveRequests({ rentRequests: [inProgress] });
    const asked: URLSearchParams[] = [];
    server.use(
      http.get(api("/rent-model/:id/bookings"), ({ request, params }) => {
        asked.push(new URL(request.url).searchParams);
        expect(params.id).toBe("m1");
        return ok([booking(377, "offerSent"), booking(380, "confirmed")]);
      }),
    );
    renderScreen(PAGE);

    const warning = await screen.findByText(/overlaps dates another request's offer holds/);
    const offeredBox = warning.closest(".ant-alert") as HTMLElement;
    expect(within(offeredBox).getByRole("link", { name: "Rent request #377" })).toBeTruthy();
    const error = screen
      .getByText(/overlaps a confirmed booking/)
      .closest(".ant-alert") as HTMLElement;
    expect(
      within(error).getByRole("link", { name: "Rent request #380" }).getAttribute("href"),
    ).toBe("/requests/view/rr380");
    expect(asked[0]?.get("from")).toBe(inProgress.departureAt);
    expect(asked[0]?.get("to")).toBe(inProgress.returnAt);
  });

  it("shows an offer version in the history with its price and last day", async () => {
    serveRequests({ rentRequests: [{ ...inProgress, status: "offerSent", offer: currentOffer }] });
    server.use(
      http.get(api("/request/:id/history"), () =>
        ok([historyEntry({ _id: "h1", kind: "offer", by: anna, offer: currentOffer })]),
      ),
    );
    renderScreen(PAGE);
    expect(
      await screen.findByText("Offer version 1 sent: €12,500.00, valid until 31 Dec, 2099"),
    ).toBeTruthy();
  });

  it("shows each status's count in the list's tabs", async () => {
    serveRequests();
    renderScreen("/requests/index");
    const tabs = await screen.findByRole("tablist");
    const total = Object.values(RENT_REQUEST_COUNTS).reduce((sum, count) => sum + count, 0);
    expect(await within(tabs).findByText(`All (${total})`)).toBeTruthy();
    expect(within(tabs).getByText("New (4)")).toBeTruthy();
    expect(within(tabs).getByText("Offer sent (3)")).toBeTruthy();
    expect(within(tabs).getByText("Confirmed (1)")).toBeTruthy();
  });
});
