import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RentRequest } from "../../../domain/requests.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import { eventRequestRecord, ok, rentRequestRecord, serveRequests } from "../requests/fixtures";
import { anna, historyEntry, recordWrites, type SeenWrite } from "../requests/shopWork";

const PAGE = "/requests/view/rr1";
const EVENT_PAGE = "/event-requests/view/er1";
const PATH = "/request/rr1";
const HOLDER = { _id: "rr377", number: 377, validUntil: "2099-12-31" };

const inProgress: RentRequest = {
  ...rentRequestRecord,
  status: "inProgress",
  rentModel: { _id: "m1", nameEn: "Riva Aquarama", nameIt: "Riva Aquarama", kind: "yacht" },
  assignee: anna,
  version: 3,
};

/** 409 bookingHeld naming request #377, as the server says it, until the write overrides. */
const heldUnlessOverridden =
  (message: string) =>
  ({ body }: SeenWrite) =>
    body.overrideHold
      ? undefined
      : HttpResponse.json({ code: "bookingHeld", message, holder: HOLDER }, { status: 409 });

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const pickDay = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter", keyCode: 13 });
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("offers that hold dates or seats", { timeout: 30_000 }, () => {
  beforeAll(() => loadScreens(PAGE, EVENT_PAGE), 60_000);
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("names the holder of a refused offer and sends it again over the hold with a reason", async () => {
    serveRequests({ rentRequests: [inProgress] });
    server.use(http.get(api("/rent-model/:id/bookings"), () => ok([])));
    const message =
      "These dates are held by request no. 377, whose offer is valid until Dec 31, 2099.";
    const writes = recordWrites(PATH, inProgress, heldUnlessOverridden(message));
    renderScreen(PAGE);
    await screen.findByLabelText("Price");

    type("Price", "9000");
    type("Conditions", "Fuel included.");
    pickDay("Valid until", "31 Dec, 2099");
    fireEvent.click(screen.getByRole("button", { name: /Send offer/ }));

    const alert = await screen.findByText(message);
    const box = alert.closest(".ant-alert") as HTMLElement;
    expect(within(box).getByRole("link", { name: "request #377" }).getAttribute("href")).toBe(
      "/requests/view/rr377",
    );
    expect(within(box).getByText(/offer valid until 31 Dec, 2099/)).toBeTruthy();

    fireEvent.click(within(box).getByRole("button", { name: "Override the hold" }));
    const send = within(box).getByRole("button", { name: "Override the hold and send" });
    fireEvent.click(send);
    expect(await within(box).findByText("Please give a reason")).toBeTruthy();
    expect(writes).toHaveLength(1);

    fireEvent.change(within(box).getByLabelText("Reason for overriding the hold"), {
      target: { value: "  The owner wants both offered.  " },
    });
    fireEvent.click(send);
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.body).toEqual({
      ...writes[0]?.body,
      overrideHold: { reason: "The owner wants both offered." },
    });
    expect(await screen.findByText("Offer sent to the customer")).toBeTruthy();
  });

  it("confirms over an event's held seats in Italian, the note kept with the override", async () => {
    await changeLanguage("it");
    const record = { ...eventRequestRecord, status: "offerSent" as const, version: 2 };
    serveRequests({ eventRequests: [record] });
    const message = "I posti rimasti sono riservati alla richiesta n. 377.";
    const writes = recordWrites("/event/request/er1", record, heldUnlessOverridden(message));
    renderScreen(EVENT_PAGE);

    fireEvent.click(await screen.findByRole("button", { name: /Conferma/ }));
    const dialog = await screen.findByRole("dialog", { name: "Conferma" });
    fireEvent.change(within(dialog).getByLabelText("Nota (facoltativa)"), {
      target: { value: "Tavolo d'onore" },
    });
    fireEvent.click(within(dialog).getByRole("button", { name: "Conferma" }));

    const alert = await within(dialog).findByText(message);
    const box = alert.closest(".ant-alert") as HTMLElement;
    expect(within(box).getByRole("link", { name: "richiesta n. 377" }).getAttribute("href")).toBe(
      "/event-requests/view/rr377",
    );
    fireEvent.click(within(box).getByRole("button", { name: "Supera la riserva" }));
    fireEvent.change(within(box).getByLabelText("Motivo per superare la riserva"), {
      target: { value: "Cliente storico" },
    });
    fireEvent.click(within(box).getByRole("button", { name: "Conferma superando la riserva" }));

    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.body).toEqual({
      version: 2,
      status: "confirmed",
      note: "Tavolo d'onore",
      overrideHold: { reason: "Cliente storico" },
    });
  });

  it("shows an override in the history, linking the other request", async () => {
    serveRequests({ rentRequests: [inProgress] });
    server.use(
      http.get(api("/rent-model/:id/bookings"), () => ok([])),
      http.get(api("/request/:id/history"), () =>
        ok([
          historyEntry({
            _id: "h1",
            kind: "holdOverride",
            by: anna,
            note: "The owner wants both offered.",
            related: { _id: "rr377", number: 377 },
          }),
          historyEntry({
            _id: "h2",
            kind: "holdOverridden",
            by: anna,
            note: "Returning client.",
            related: { _id: "rr380", number: 380 },
          }),
        ]),
      ),
    );
    renderScreen(PAGE);
    const went = await screen.findByText(/Went ahead over the hold of/);
    expect(within(went).getByRole("link", { name: "request #377" }).getAttribute("href")).toBe(
      "/requests/view/rr377",
    );
    expect(screen.getByText("The owner wants both offered.")).toBeTruthy();
    const overridden = screen.getByText(/Hold overridden by/);
    expect(within(overridden).getByRole("link", { name: "request #380" })).toBeTruthy();
  });
});
