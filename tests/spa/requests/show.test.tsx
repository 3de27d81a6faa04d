import { screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../src/providers/i18n";
import { linkedSeller, renderScreen } from "../renderScreen";
import { serveRequests } from "./fixtures";

const section = async (name: string) =>
  within(
    (await screen.findByRole("heading", { name })).closest(".ant-descriptions") as HTMLElement,
  );

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("record pages", { timeout: 20_000 }, () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("shows every field of an order, with the dates and money of docs/formats.md", async () => {
    serveRequests();
    renderScreen("/orders/view-order/o1");

    expect(await screen.findByText("Ordine #2001")).toBeTruthy();
    const order = await section("Ordine");
    expect(order.getByText("Ordine confermato")).toBeTruthy();
    expect(order.getByText(/^06\/03\/2026 \d\d:45 (AM|PM)$/)).toBeTruthy();
    expect(order.getByText("20 mar, 2026")).toBeTruthy();
    expect(order.getByText("Via Montenapoleone 8, 20121 Milano")).toBeTruthy();
    expect(order.getByText("SPRING10")).toBeTruthy();

    const customer = await section("Cliente");
    expect(customer.getByText("Alessandra Conti")).toBeTruthy();
    expect(
      customer.getByRole("link", { name: "alessandra@example.com" }).getAttribute("href"),
    ).toBe("mailto:alessandra@example.com");
    expect(customer.getByRole("link", { name: "+39 333 123 4567" }).getAttribute("href")).toBe(
      "tel:+393331234567",
    );

    const product = await section("Prodotto");
    expect(product.getByText("Borsa da weekend in pelle")).toBeTruthy();
    expect(product.getByText("Bottega Ferri")).toBeTruthy();

    const amounts = await section("Importi");
    expect(amounts.getByText(/^1250,00\s€$/)).toBeTruthy();
    expect(amounts.getByText(/^100,00\s€$/)).toBeTruthy();
    expect(amounts.getByText(/^2400,00\s€$/)).toBeTruthy();
  });

  it("shows an order request in English, without the seller column for the seller itself", async () => {
    await changeLanguage("en");
    serveRequests();
    renderScreen("/orders/request/view-order/or1", linkedSeller);

    expect(await screen.findByText("Order request #1042")).toBeTruthy();
    const request = await section("Request");
    expect(request.getByText("New")).toBeTruthy();
    expect(request.getByText(/Initials on the strap, please\./)).toBeTruthy();
    const product = await section("Product");
    expect(product.getByText("Leather weekend bag")).toBeTruthy();
    expect(product.queryByText("Seller")).toBeNull();
    expect(product.getByText("2")).toBeTruthy();
  });

  it("shows a rent request's trip and an event request's event", async () => {
    serveRequests();
    const { unmount } = renderScreen("/requests/view/rr1");
    const trip = await section("Viaggio");
    for (const text of ["Riva Aquarama", "Portofino", "Capri", "A chef on board."]) {
      expect(trip.getByText(text)).toBeTruthy();
    }
    expect(trip.getByText(/^01\/07\/2026 \d\d:00 (AM|PM)$/)).toBeTruthy();
    unmount();

    renderScreen("/event-requests/view/er1");
    const event = await section("Evento");
    expect(event.getByText("Gala at Villa Erba")).toBeTruthy();
    expect(event.getByText("120")).toBeTruthy();
    expect(event.getByText("12 set, 2026")).toBeTruthy();
    expect(event.getByText("Nessun messaggio")).toBeTruthy();
    expect(screen.getByText("Richiesta evento #401")).toBeTruthy();
    expect(screen.getAllByText("In lavorazione").length).toBeGreaterThan(0);
  });

  it("says so when the record cannot be read", async () => {
    serveRequests({ orders: [] });
    renderScreen("/orders/view-order/other-sellers");
    expect(await screen.findByText(/non esiste o è stato eliminato/)).toBeTruthy();
  });
});
