import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { formatMoney } from "../../../domain/money";
import type { OrderRequest } from "../../../domain/requests.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { QUOTE_CASES } from "../../shared/quoteCases";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import { orderRequestRecord, serveRequests } from "./fixtures";
import { conflict, quoteOf, recordWrites } from "./shopWork";

const PAGE = "/orders/request/view-order/or1";
const PATH = "/order/request/or1";

const TOTAL_LABELS = {
  subtotalCents: "Subtotal",
  taxableCents: "Taxable amount",
  vatCents: "VAT",
  totalCents: "Total",
  sellerShareCents: "Seller's share",
  platformFeeCents: "Platform fee",
} as const;

/** The value beside a label in a figures block (antd Descriptions: label cell, then value cell). */
const figure = (region: HTMLElement, label: string) =>
  within(region).getByText(label).closest("th")?.nextElementSibling?.textContent;

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

const euros = (cents: number) => (cents / 100).toFixed(2);

const fill = (values: {
  shippingCents: number;
  customizationCents: number;
  vatPercent: number;
  splitPercent: number;
}) => {
  type("Shipping amount", euros(values.shippingCents));
  type("Customization cost", euros(values.customizationCents));
  type("VAT %", String(values.vatPercent));
  type("Split %", String(values.splitPercent));
};

const serveRequest = (request: Partial<OrderRequest>) => {
  const record = { ...orderRequestRecord, status: "requestInProgress" as const, ...request };
  serveRequests({ orderRequests: [record] });
  return recordWrites(PATH, record);
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("the quote builder", { timeout: 30_000 }, () => {
  // The record's page compiles once here, not inside the first test's wait (renderScreen.tsx).
  beforeAll(() => loadScreens(PAGE), 60_000);
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it.each(QUOTE_CASES)(
    "shows the quote's totals live as the user types: $name",
    async ({ input, expected }) => {
      serveRequest({ unitPriceCents: input.unitPriceCents, quantity: input.quantity });
      renderScreen(PAGE);
      await screen.findByLabelText("Shipping amount");

      fill(input);

      const totals = screen.getByRole("region", { name: "Totals of the quote being written" });
      await waitFor(() =>
        expect(figure(totals, "Total")).toBe(formatMoney(expected.totalCents, "en")),
      );
      for (const [field, label] of Object.entries(TOTAL_LABELS)) {
        expect(figure(totals, label), label).toBe(
          formatMoney(expected[field as keyof typeof TOTAL_LABELS], "en"),
        );
      }
    },
  );

  it("refuses a VAT of 100 % with the seed's words and sends nothing", async () => {
    const writes = serveRequest({});
    renderScreen(PAGE);
    await screen.findByLabelText("Shipping amount");

    fill({ shippingCents: 2500, customizationCents: 0, vatPercent: 100, splitPercent: 80 });
    fireEvent.click(screen.getByRole("button", { name: /Send quote/ }));

    expect(await screen.findByText("Vat% must be less than 100")).toBeTruthy();
    expect(writes).toEqual([]);
  });

  it("sends a first quote with the version it was read at", async () => {
    const writes = serveRequest({ version: 4 });
    renderScreen(PAGE);
    await screen.findByLabelText("Shipping amount");

    fill({ shippingCents: 2500, customizationCents: 1234, vatPercent: 22, splitPercent: 80 });
    type("Admin note", "  Gold thread included.  ");
    fireEvent.click(screen.getByRole("button", { name: /Send quote/ }));

    expect(await screen.findByText("Quote sent to the customer")).toBeTruthy();
    expect(writes).toEqual([
      {
        method: "PUT",
        path: PATH,
        body: {
          version: 4,
          shippingCents: 2500,
          customizationCents: 1234,
          vatPercent: 22,
          splitPercent: 80,
          adminNote: "Gold thread included.",
          // Valid for a week unless the user picks another day (tests/spa/requests/quoteHolds).
          validUntil: dayjs().add(7, "day").format("YYYY-MM-DD"),
          replaceQuote: false,
        },
      },
    ]);
  });

  it("asks before replacing the current quote: cancelling sends nothing, confirming replaces it", async () => {
    const current = quoteOf(1, {
      shippingCents: 2500,
      customizationCents: 0,
      vatPercent: 22,
      splitPercent: 80,
    });
    const writes = serveRequest({ status: "quotationSent", quote: current, version: 2 });
    renderScreen(PAGE);

    // Prefilled from the current quote.
    const shipping = (await screen.findByLabelText("Shipping amount")) as HTMLInputElement;
    expect(shipping.value).toBe("25.00");
    type("Shipping amount", "30.00");

    fireEvent.click(screen.getByRole("button", { name: /Send new quote/ }));
    let dialog = await screen.findByRole("dialog", { name: "Replace the current quote?" });
    expect(
      within(dialog).getByText(/The earlier quote stays in the request's history/),
    ).toBeTruthy();
    expect(
      within(dialog).getByText(
        new RegExp(
          `version 1 \\(total ${formatMoney(current.totalCents, "en").replace(/[.$]/g, "\\$&")}\\)`,
        ),
      ),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    // Nothing leaves: the request waits on the user's word.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(writes).toEqual([]);

    const builder = screen.getByRole("region", { name: "New quote" });
    fireEvent.click(within(builder).getByRole("button", { name: /Send new quote/ }));
    dialog = await screen.findByRole("dialog", { name: "Replace the current quote?" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Send new quote/ }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ version: 2, shippingCents: 3000, replaceQuote: true });
    expect(await screen.findByText("Quote sent to the customer")).toBeTruthy();
  });

  it("asks when someone else sent a quote meanwhile (409 quoteExists), then replaces it", async () => {
    const record = { ...orderRequestRecord, status: "requestInProgress" as const };
    serveRequests({ orderRequests: [record] });
    const writes = recordWrites(PATH, record, ({ body }) =>
      body.replaceQuote ? undefined : conflict("quoteExists", "This request already has a quote."),
    );
    renderScreen(PAGE);
    await screen.findByLabelText("Shipping amount");

    fill({ shippingCents: 0, customizationCents: 0, vatPercent: 22, splitPercent: 50 });
    fireEvent.click(screen.getByRole("button", { name: /Send quote/ }));
    const dialog = await screen.findByRole("dialog", { name: "Replace the current quote?" });
    fireEvent.click(within(dialog).getByRole("button", { name: /Send new quote/ }));

    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map(({ body }) => body.replaceQuote)).toEqual([false, true]);
  });

  it("frees its button once the server answers, while the history is still being read again", async () => {
    const current = quoteOf(1, {
      shippingCents: 2500,
      customizationCents: 0,
      vatPercent: 22,
      splitPercent: 80,
    });
    const writes = serveRequest({ status: "quotationSent", quote: current, version: 2 });
    renderScreen(PAGE);
    await screen.findByLabelText("Shipping amount");
    // From now on the history never answers: the CI flake of stop 21, made certain.
    server.use(http.get(api("/order/request/:id/history"), () => new Promise<never>(() => {})));

    const builder = screen.getByRole("region", { name: "New quote" });
    const send = () => {
      fireEvent.click(within(builder).getByRole("button", { name: /Send new quote/ }));
      return screen.findByRole("dialog", { name: "Replace the current quote?" });
    };
    fireEvent.click(within(await send()).getByRole("button", { name: /Send new quote/ }));
    await waitFor(() => expect(writes).toHaveLength(1));
    await screen.findByText("Quote sent to the customer");

    type("Shipping amount", "40.00");
    expect(await send()).toBeTruthy();
  });
});
