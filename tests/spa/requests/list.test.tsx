import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { changeLanguage } from "../../../src/providers/i18n";
import { currentUrl, linkedSeller, loadScreens, renderScreen } from "../renderScreen";
import { orderRequestRecord, rentRequestRecord, serveRequests } from "./fixtures";

const lastQuery = (seen: Record<string, URLSearchParams[]>, path: string) => seen[path]?.at(-1);

const headers = () => screen.getAllByRole("columnheader").map((cell) => cell.textContent);

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("request and order lists", { timeout: 20_000 }, () => {
  // The lists compile once here, not inside the first test's wait (renderScreen.tsx).
  beforeAll(() => loadScreens("/orders/list", "/orders/request/list"), 60_000);
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("lists orders with customer, product, seller, total, status and dates, newest first", async () => {
    const seen = serveRequests();
    renderScreen("/orders/list");

    const link = await screen.findByRole("link", { name: "#2001" });
    expect(link.getAttribute("href")).toBe("/orders/view-order/o1");
    const row = within(link.closest("tr") as HTMLElement);
    for (const text of [
      "Alessandra Conti",
      "alessandra@example.com",
      "Borsa da weekend in pelle",
      "Bottega Ferri",
      "Ordine confermato",
      "20 mar, 2026",
    ]) {
      expect(row.getByText(text)).toBeTruthy();
    }
    expect(row.getByText(/^2400,00\s€$/)).toBeTruthy();
    expect(row.getByText(/^06\/03\/2026 \d\d:45 (AM|PM)$/)).toBeTruthy();
    expect(headers()).toEqual(
      expect.arrayContaining(["Venditore", "Totale", "Data di acquisto", "Data di consegna"]),
    );
    // No delete: orders are never deleted from the back-office.
    expect(row.queryByRole("button", { name: /Elimina/ })).toBeNull();
    expect(lastQuery(seen, "/orders")?.get("sort")).toBe("-createdAt");
    expect(lastQuery(seen, "/orders")?.get("limit")).toBe("10");
  });

  it("sends the purchase (instants, whole UTC days) and delivery (days) ranges from the URL", async () => {
    const seen = serveRequests();
    const filters = [
      ["purchaseDate", "gte", "2026-03-01T00:00:00.000Z"],
      ["purchaseDate", "lte", "2026-03-31T23:59:59.999Z"],
      ["deliveryDate", "gte", "2026-03-15"],
      ["deliveryDate", "lte", "2026-03-20"],
      ["status", "eq", "orderConfirmed"],
    ]
      .map(
        ([field, operator, value], i) =>
          `filters[${i}][field]=${field}&filters[${i}][operator]=${operator}&filters[${i}][value]=${encodeURIComponent(value ?? "")}`,
      )
      .join("&");
    renderScreen(`/orders/list?${filters}`);

    await screen.findByRole("link", { name: "#2001" });
    const query = lastQuery(seen, "/orders");
    expect(query?.get("purchaseDateMin")).toBe("2026-03-01T00:00:00.000Z");
    expect(query?.get("purchaseDateMax")).toBe("2026-03-31T23:59:59.999Z");
    expect(query?.get("deliveryDateMin")).toBe("2026-03-15");
    expect(query?.get("deliveryDateMax")).toBe("2026-03-20");
    expect(query?.get("status")).toBe("orderConfirmed");
  });

  it("filters order requests by status and searches them, through the URL and the request", async () => {
    const seen = serveRequests();
    renderScreen("/orders/request/list");
    await screen.findByRole("link", { name: "#1042" });

    const statusHeader = screen.getByRole("columnheader", { name: /^Stato(?! del)/ });
    fireEvent.click(within(statusHeader).getByRole("button"));
    const select = await screen.findByRole("combobox", { name: "Stato" });
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByTitle("Preventivo inviato"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));

    await waitFor(() =>
      expect(lastQuery(seen, "/order/request")?.get("status")).toBe("quotationSent"),
    );
    expect(currentUrl()).toContain("filters[0][field]=status");
    expect(currentUrl()).toContain("filters[0][value]=quotationSent");

    const search = screen.getByRole("searchbox", { name: "Cerca" });
    fireEvent.change(search, { target: { value: "Conti" } });
    fireEvent.keyDown(search, { key: "Enter", code: "Enter", keyCode: 13 });
    await waitFor(() => expect(lastQuery(seen, "/order/request")?.get("q")).toBe("Conti"));
    expect(currentUrl()).toContain("[value]=Conti");
    expect(lastQuery(seen, "/order/request")?.get("status")).toBe("quotationSent");
  });

  it("shows each order request's payment state and filters by it", async () => {
    const seen = serveRequests({
      orderRequests: [
        {
          ...orderRequestRecord,
          payment: { state: "partlyRefunded", paidCents: 51_850, refundedCents: 10_000 },
        },
      ],
    });
    renderScreen("/orders/request/list");
    const row = within(
      (await screen.findByRole("link", { name: "#1042" })).closest("tr") as HTMLElement,
    );
    expect(row.getByText("Rimborsato in parte")).toBeTruthy();

    const header = screen.getByRole("columnheader", { name: /Stato del pagamento/ });
    fireEvent.click(within(header).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Stato del pagamento" }));
    fireEvent.click(await screen.findByTitle("Pagato"));
    fireEvent.click(await screen.findByTitle("Rimborsato"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() =>
      expect(lastQuery(seen, "/order/request")?.get("paymentState")).toBe("paid,refunded"),
    );
  });

  it("filters orders by seller for staff", async () => {
    const seen = serveRequests();
    renderScreen("/orders/list");
    await screen.findByRole("link", { name: "#2001" });

    const sellerHeader = screen.getByRole("columnheader", { name: /Venditore/ });
    fireEvent.click(within(sellerHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Venditore" }));
    fireEvent.click(await screen.findByTitle("Bottega Ferri · bottega@example.com"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));

    await waitFor(() => expect(lastQuery(seen, "/orders")?.get("sellerId")).toBe("s1"));
    expect(currentUrl()).toContain("[field]=sellerId");

    // The platform's own products have no seller: "Piattaforma" asks for sellerId=none.
    fireEvent.click(within(sellerHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Venditore" }));
    fireEvent.click(await screen.findByTitle("Piattaforma"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(lastQuery(seen, "/orders")?.get("sellerId")).toBe("none"));
  });

  it("shows a seller its order requests and orders without the seller column", async () => {
    serveRequests();
    const { unmount } = renderScreen("/orders/request/list", linkedSeller);
    await screen.findByRole("link", { name: "#1042" });
    expect(headers()).not.toContain("Venditore");
    expect(screen.queryByText("Bottega Ferri")).toBeNull();
    unmount();

    renderScreen("/orders/list", linkedSeller);
    await screen.findByRole("link", { name: "#2001" });
    expect(headers()).not.toContain("Venditore");
  });

  it("lists received messages and event requests in English", async () => {
    await changeLanguage("en");
    serveRequests({
      rentRequests: [
        { ...rentRequestRecord, payment: { state: "paid", paidCents: 900_000, refundedCents: 0 } },
      ],
    });
    const { unmount } = renderScreen("/requests/index");
    expect(await screen.findByRole("heading", { name: "Received messages" })).toBeTruthy();
    const rent = within(
      (await screen.findByRole("link", { name: "#301" })).closest("tr") as HTMLElement,
    );
    expect(rent.getByText("Riva Aquarama")).toBeTruthy();
    expect(rent.getByText("Portofino → Capri")).toBeTruthy();
    expect(rent.getByText("New")).toBeTruthy();
    expect(rent.getByText("Paid")).toBeTruthy();
    unmount();

    renderScreen("/event-requests/index");
    const event = within(
      (await screen.findByRole("link", { name: "#401" })).closest("tr") as HTMLElement,
    );
    expect(event.getByText("Gala at Villa Erba")).toBeTruthy();
    expect(event.getByText("12 Sep, 2026")).toBeTruthy();
    expect(event.getByText("In progress")).toBeTruthy();
    expect(event.getByText("Anna Admin")).toBeTruthy();
  });
});
