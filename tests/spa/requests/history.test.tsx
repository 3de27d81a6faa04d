import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { http } from "msw";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { formatMoney } from "../../../domain/money";
import type { HistoryEntry } from "../../../domain/orderWork.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { renderScreen } from "../renderScreen";
import { ok, orderRecord, orderRequestRecord, serveRequests } from "./fixtures";
import { anna, historyEntry, quoteOf, recordWrites } from "./shopWork";

const seller = { _id: "s1", fullName: "Bottega Ferri" };
const first = quoteOf(1, {
  shippingCents: 2500,
  customizationCents: 0,
  vatPercent: 22,
  splitPercent: 80,
});
const second = quoteOf(
  2,
  { shippingCents: 3000, customizationCents: 1500, vatPercent: 22, splitPercent: 80 },
  { sentAt: "2026-03-07T11:00:00.000Z", sentBy: seller, adminNote: "Gold thread included." },
);

const HISTORY: HistoryEntry[] = [
  historyEntry({ _id: "h1", kind: "status", toStatus: "new" }),
  historyEntry({
    _id: "h2",
    kind: "status",
    at: "2026-03-05T10:00:00.000Z",
    by: anna,
    fromStatus: "new",
    toStatus: "requestInProgress",
    note: "Asking the workshop about the thread.",
  }),
  historyEntry({ _id: "h3", kind: "quote", at: first.sentAt, by: anna, quote: first }),
  historyEntry({
    _id: "h4",
    kind: "note",
    at: "2026-03-06T12:00:00.000Z",
    by: seller,
    note: "Customer phoned: wants it before Easter.",
  }),
  historyEntry({ _id: "h5", kind: "quote", at: second.sentAt, by: seller, quote: second }),
];

const serveHistory = (path: string, answers: HistoryEntry[][]) => {
  let reads = 0;
  server.use(
    http.get(api(`${path}/history`), () => ok(answers[Math.min(reads++, answers.length - 1)])),
  );
};

const entryOf = (text: string | RegExp) =>
  within(screen.getByText(text).closest(".ant-timeline-item") as HTMLElement);

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("history and internal notes", { timeout: 30_000 }, () => {
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows status changes, quote versions and notes with who and when", async () => {
    serveRequests({
      orderRequests: [
        { ...orderRequestRecord, status: "quotationSent", quote: second, version: 4 },
      ],
    });
    serveHistory("/order/request/or1", [HISTORY]);
    renderScreen("/orders/request/view-order/or1");

    const arrived = await screen.findByText("Customer · 05/03/2026", { exact: false });
    expect(arrived.textContent).toMatch(/^Customer · 05\/03\/2026 \d\d:30 (AM|PM)$/);

    const moved = entryOf("Asking the workshop about the thread.");
    expect(moved.getByText("New")).toBeTruthy();
    expect(moved.getByText("Request in progress")).toBeTruthy();
    expect(moved.getByText(/^Anna Admin · 05\/03\/2026 \d\d:00 (AM|PM)$/)).toBeTruthy();

    const quoted = entryOf(`Quote version 1 sent, total ${formatMoney(first.totalCents, "en")}`);
    fireEvent.click(quoted.getByRole("button", { name: /Show the figures/ }));
    const figures = await quoted.findByRole("region", { name: "Figures of quote version 1" });
    expect(within(figures).getByText(formatMoney(2500, "en"))).toBeTruthy();
    expect(within(figures).getByText("22%")).toBeTruthy();

    const note = entryOf("Customer phoned: wants it before Easter.");
    expect(note.getByText("Internal note")).toBeTruthy();
    expect(note.getByText(/^Bottega Ferri · 06\/03\/2026/)).toBeTruthy();

    // The current quote, and what changed from version 1.
    const current = screen.getByRole("region", { name: "Current quote (version 2)" });
    expect(within(current).getByText(/^Sent by Bottega Ferri on 07\/03\/2026/)).toBeTruthy();
    const changes = within(current).getByRole("region", {
      name: "What changed from version 1 to version 2",
    });
    const lines = within(changes)
      .getAllByRole("listitem")
      .map((item) => item.textContent);
    expect(lines).toEqual(
      expect.arrayContaining([
        `Shipping amount: ${formatMoney(2500, "en")} → ${formatMoney(3000, "en")}`,
        `Customization cost: ${formatMoney(0, "en")} → ${formatMoney(1500, "en")}`,
        `Total: ${formatMoney(first.totalCents, "en")} → ${formatMoney(second.totalCents, "en")}`,
        "Admin note: none → Gold thread included.",
      ]),
    );
    expect(lines.some((line) => line?.startsWith("VAT %"))).toBe(false);
  });

  it("shows each refund with who asked, why, and where it stands", async () => {
    serveRequests({
      orderRequests: [
        { ...orderRequestRecord, status: "quotationSent", quote: second, version: 4 },
      ],
    });
    serveHistory("/order/request/or1", [
      [
        historyEntry({
          _id: "r1",
          kind: "refund",
          at: "2026-03-08T10:00:00.000Z",
          by: anna,
          note: "Scratched on arrival",
          refund: {
            _id: "r1",
            amountCents: 15_000,
            state: "refunded",
            providerMessage: null,
            settledAt: "2026-03-08T10:05:00.000Z",
          },
        }),
        historyEntry({
          _id: "r2",
          kind: "refund",
          at: "2026-03-09T10:00:00.000Z",
          by: null,
          note: "Goodwill",
          refund: {
            _id: "r2",
            amountCents: 500,
            state: "failed",
            providerMessage: "Charge ch_1 has been disputed",
            settledAt: "2026-03-09T10:01:00.000Z",
          },
        }),
      ],
    ]);
    renderScreen("/orders/request/view-order/or1");

    await screen.findByText("Scratched on arrival");
    const refunded = entryOf("Scratched on arrival");
    expect(refunded.getByText(`Refund of ${formatMoney(15_000, "en")} asked for`)).toBeTruthy();
    expect(refunded.getByText(/^Refunded on 08\/03\/2026/)).toBeTruthy();
    expect(refunded.getByText(/^Anna Admin · 08\/03\/2026/)).toBeTruthy();

    const refused = entryOf("Goodwill");
    expect(refused.getByText("Failed")).toBeTruthy();
    expect(
      refused.getByText("Payment provider's answer: Charge ch_1 has been disputed"),
    ).toBeTruthy();
    // An administrator whose account is gone is no customer.
    expect(refused.getByText(/^Back-office · 09\/03\/2026/)).toBeTruthy();
  });

  it("adds an internal note to an order and shows it in the history", async () => {
    serveRequests();
    const note = historyEntry({
      _id: "h9",
      kind: "note",
      at: "2026-03-07T09:00:00.000Z",
      by: anna,
      note: "Courier booked for Friday.",
    });
    serveHistory("/order/o1", [[], [note]]);
    const writes = recordWrites("/order/o1", orderRecord);
    renderScreen("/orders/view-order/o1");

    expect(await screen.findByText("Nothing has happened to this record yet.")).toBeTruthy();
    expect(screen.getByText(/never sent to the customer/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Add internal note/ }));
    expect(await screen.findByText("This field is required")).toBeTruthy();
    expect(writes).toEqual([]);

    fireEvent.change(screen.getByLabelText("Internal note"), {
      target: { value: "Courier booked for Friday." },
    });
    fireEvent.click(screen.getByRole("button", { name: /Add internal note/ }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]).toEqual({
      method: "POST",
      path: "/order/o1/notes",
      body: { text: "Courier booked for Friday.", mentions: [] },
    });
    const added = await screen.findByText("Courier booked for Friday.", {
      selector: ".ant-timeline-item *",
    });
    expect(added).toBeTruthy();
    expect(entryOf(/^Anna Admin · 07\/03\/2026/).getByText("Internal note")).toBeTruthy();
  });
});
