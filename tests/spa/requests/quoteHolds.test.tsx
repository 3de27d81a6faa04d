import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import dayjs from "dayjs";
import { HttpResponse } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { OrderRequest } from "../../../domain/requests.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { loadScreens, renderScreen } from "../renderScreen";
import { orderRequestRecord, serveRequests } from "./fixtures";
import { quoteOf, recordWrites } from "./shopWork";

const PAGE = "/orders/request/view-order/or1";
const PATH = "/order/request/or1";
const TERMS = { shippingCents: 2500, customizationCents: 0, vatPercent: 22, splitPercent: 80 };

const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

/** Types a day into an antd date picker as a user would, then presses Enter. */
const pickDay = (label: string, text: string) => {
  const input = screen.getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.change(input, { target: { value: text } });
  fireEvent.keyDown(input, { key: "Enter", keyCode: 13 });
};

const serveRequest = (
  request: Partial<OrderRequest>,
  answer?: Parameters<typeof recordWrites>[2],
) => {
  const record = { ...orderRequestRecord, status: "requestInProgress" as const, ...request };
  serveRequests({ orderRequests: [record] });
  return recordWrites(PATH, record, answer);
};

/** The server's refusal of a quote over the pieces available (docs/stock.md#quote-holds). */
const outOfStock = (available: number) =>
  HttpResponse.json(
    { code: "outOfStock", available, message: "Not enough pieces. Nothing was stored." },
    { status: 409 },
  );

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("quotes that hold their pieces", { timeout: 30_000 }, () => {
  beforeAll(() => loadScreens(PAGE), 60_000);
  beforeEach(async () => {
    await changeLanguage("en");
  });
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("sends the day picked as validUntil, a week from today unless changed, never a past day", async () => {
    const writes = serveRequest({});
    renderScreen(PAGE);
    const picker = (await screen.findByLabelText("Valid until")) as HTMLInputElement;
    expect(picker.value).toBe(dayjs().add(7, "day").format("DD MMM, YYYY"));
    expect(screen.getByText("The 2 pieces are held for the customer until then.")).toBeTruthy();
    // Typing a day opens its month: the days before today cannot be chosen, today can.
    const cellOf = (day: dayjs.Dayjs) =>
      document.querySelector(`td[title="${day.format("YYYY-MM-DD")}"]`)?.className ?? "";
    pickDay("Valid until", dayjs().subtract(1, "day").format("DD MMM, YYYY"));
    await waitFor(() => expect(cellOf(dayjs().subtract(1, "day"))).toContain("disabled"));
    expect(cellOf(dayjs())).not.toContain("disabled");

    type("Shipping amount", "25.00");
    type("Customization cost", "0");
    type("VAT %", "22");
    type("Split %", "80");
    pickDay("Valid until", "31 Dec, 2099");
    fireEvent.click(screen.getByRole("button", { name: /Send quote/ }));

    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.body).toMatchObject({ ...TERMS, validUntil: "2099-12-31" });
    expect(await screen.findByText("Quote sent to the customer")).toBeTruthy();
  });

  it("says on the form that the pieces are not available (409 outOfStock), in both languages", async () => {
    const writes = serveRequest({}, () => outOfStock(1));
    renderScreen(PAGE);
    await screen.findByLabelText("Shipping amount");
    type("Shipping amount", "25.00");
    type("Customization cost", "0");
    type("VAT %", "22");
    type("Split %", "80");
    fireEvent.click(screen.getByRole("button", { name: /Send quote/ }));
    const builder = screen.getByRole("region", { name: "Quote" });
    expect((await within(builder).findByRole("alert")).textContent).toBe(
      "Only 1 piece of this product is available: the quote was not sent.",
    );
    expect(writes).toHaveLength(1);

    await changeLanguage("it");
    fireEvent.click(screen.getByRole("button", { name: /Invia preventivo/ }));
    await waitFor(() => expect(writes).toHaveLength(2));
    await waitFor(() =>
      expect(
        within(screen.getByRole("region", { name: "Preventivo" })).getByRole("alert").textContent,
      ).toBe("Di questo prodotto è disponibile solo 1 pezzo: il preventivo non è stato inviato."),
    );
  });

  it("shows the quote's last day, Expired, the pieces it holds and a payment without stock", async () => {
    serveRequest({
      status: "quotationSent",
      version: 3,
      quote: quoteOf(1, TERMS, { validUntil: "2026-03-13", heldPieces: 0 }),
      quoteExpired: true,
      paidWithoutStockAt: "2026-03-15T10:00:00.000Z",
    });
    renderScreen(PAGE);
    const alert = await screen.findByRole("alert");
    expect(within(alert).getByText("Paid without stock")).toBeTruthy();
    expect(alert.textContent).toMatch(/restock the product/);
    expect(screen.getByText("Valid until 13 Mar, 2026")).toBeTruthy();
    expect(screen.getAllByText("Expired").length).toBeGreaterThan(0);
    expect(screen.getByText("Holds no pieces: its hold has ended")).toBeTruthy();

    await changeLanguage("it");
    expect(await screen.findByText("Pagato senza disponibilità")).toBeTruthy();
    expect(screen.getAllByText("Scaduto").length).toBeGreaterThan(0);
  });
});
