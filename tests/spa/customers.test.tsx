import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { CustomerDetail, CustomerSummary } from "../../domain/customers.schema";
import { changeLanguage } from "../../src/providers/i18n";
import { endpoints, resources } from "../../src/resources";
import { api, server } from "./msw";
import { loadScreens, renderScreen } from "./renderScreen";
import { ok, orderRecord, serveRequests } from "./requests/fixtures";

const ID = "0123456789abcdef0123456789abcdef";

const summary: CustomerSummary = {
  _id: ID,
  names: ["Vera Rossi", "V. Rossi"],
  email: "vera.rossi@example.com",
  language: "it",
  phone: "+39 333 1234567",
  firstContact: "2026-10-01T09:00:00.000Z",
  lastContact: "2026-11-20T15:45:00.000Z",
  spend: { shop: 25_000, rent: 900_000 },
  counts: { orders: 1, orderRequests: 1, rentRequests: 1, eventRequests: 0 },
  anonymised: false,
};

const detail: CustomerDetail = {
  ...summary,
  account: { _id: "u1", type: 3, emailVerified: true },
  statusCounts: [
    { resource: "orders", status: "orderConfirmed", count: 1 },
    { resource: "orderRequests", status: "new", count: 1 },
    { resource: "rentRequests", status: "confirmed", count: 1 },
  ],
  openWork: [
    {
      resource: "orderRequests",
      recordId: "r1",
      number: 31,
      status: "new",
      waitingSince: "2026-11-20T15:45:00.000Z",
      late: true,
    },
  ],
  timeline: [
    {
      _id: "orderRequest:r1",
      kind: "orderRequest",
      line: "shop",
      resource: "orderRequests",
      recordId: "r1",
      number: 31,
      title: "Kelly bag",
      status: "new",
      amountCents: null,
      at: "2026-11-20T15:45:00.000Z",
    },
    {
      _id: "payment:w1",
      kind: "payment",
      line: "rent",
      resource: "rentRequests",
      recordId: "y1",
      number: 7,
      title: "Riva 88",
      status: "paid",
      amountCents: 900_000,
      at: "2026-11-10T10:00:00.000Z",
    },
    {
      _id: "rentRequest:y1",
      kind: "rentRequest",
      line: "rent",
      resource: "rentRequests",
      recordId: "y1",
      number: 7,
      title: "Riva 88",
      status: "confirmed",
      amountCents: null,
      at: "2026-11-01T10:00:00.000Z",
    },
    {
      _id: "order:o1",
      kind: "order",
      line: "shop",
      resource: "orders",
      recordId: "o1",
      number: 2001,
      title: "Silk scarf",
      status: "orderConfirmed",
      amountCents: null,
      at: "2026-10-01T09:00:00.000Z",
    },
  ],
};

function serveCustomers() {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(api("/customers"), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return ok({ items: [summary], total: 1 });
    }),
    http.get(api("/customers/:id"), ({ params }) =>
      params.id === ID
        ? ok(detail)
        : HttpResponse.json({ code: "notFound", message: "Not found" }, { status: 404 }),
    ),
  );
  return seen;
}

const timeline = () => within(screen.getByRole("region", { name: "Timeline" }));

const chooseLine = (name: string) =>
  fireEvent.click(within(timeline().getByRole("radiogroup", { name: "Line" })).getByText(name));

const shownLinks = () =>
  timeline()
    .queryAllByRole("link")
    .map((link) => [link.textContent, link.getAttribute("href")]);

describe("the customers resource", () => {
  it("is every back-office user's entry at its paths", () => {
    expect(resources.find(({ name }) => name === "customers")).toMatchObject({
      list: "/customers/list",
      show: "/customers/view/:id",
      meta: { userTypes: [1, 2, 5] },
    });
    expect(endpoints.customers).toEqual({ list: "/customers", one: "/customers/:id" });
  });
});

describe("customers screens", { timeout: 40_000 }, () => {
  beforeAll(
    () => loadScreens("/customers/list", `/customers/view/${ID}`, "/orders/view-order/o1"),
    60_000,
  );
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("lists customers by last contact, then by spend", async () => {
    const seen = serveCustomers();
    renderScreen("/customers/list");
    const row = within(
      (await screen.findByRole("link", { name: "Vera Rossi" })).closest("tr") as HTMLElement,
    );
    expect(row.getByText("vera.rossi@example.com")).toBeTruthy();
    expect(seen.at(-1)?.get("sort")).toBe("-lastContact");
    fireEvent.click(screen.getByRole("columnheader", { name: /Speso/ }));
    await waitFor(() => expect(seen.at(-1)?.get("sort")).toMatch(/^-?spend$/));
  });

  it("filters the timeline by line and by status, each item linking to its record", async () => {
    await changeLanguage("en");
    serveCustomers();
    renderScreen(`/customers/view/${ID}`);

    await screen.findByRole("region", { name: "Timeline" });
    // An administrator opens the account from here.
    expect(screen.getByRole("link", { name: "Customer" }).getAttribute("href")).toBe(
      "/user/view/u1",
    );
    expect(screen.getByText("Verified")).toBeTruthy();
    expect(shownLinks()).toEqual([
      ["Order request #31", "/orders/request/view-order/r1"],
      ["Payment #7", "/requests/view/y1"],
      ["Rent request #7", "/requests/view/y1"],
      ["Order #2001", "/orders/view-order/o1"],
    ]);

    chooseLine("Rent");
    await waitFor(() => expect(shownLinks()).toHaveLength(2));
    expect(shownLinks().map(([text]) => text)).toEqual(["Payment #7", "Rent request #7"]);

    fireEvent.mouseDown(timeline().getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByTitle("Confirmed"));
    await waitFor(() => expect(shownLinks().map(([text]) => text)).toEqual(["Rent request #7"]));

    chooseLine("Shop");
    await waitFor(() =>
      expect(shownLinks().map(([text]) => text)).toEqual(["Order request #31", "Order #2001"]),
    );
    fireEvent.mouseDown(timeline().getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByTitle("Order confirmed"));
    await waitFor(() => expect(shownLinks().map(([text]) => text)).toEqual(["Order #2001"]));
  });

  it("exports the timeline with the line and status the filters chose", async () => {
    await changeLanguage("en");
    serveCustomers();
    const exports: URL[] = [];
    server.use(
      http.get(api("/customers/:id/export/:format"), ({ request }) => {
        exports.push(new URL(request.url));
        return new HttpResponse("Time\n", {
          headers: {
            "content-type": "text/csv",
            "content-disposition": 'attachment; filename="customer.csv"',
          },
        });
      }),
    );
    renderScreen(`/customers/view/${ID}`);
    await screen.findByRole("region", { name: "Timeline" });

    fireEvent.click(timeline().getByRole("button", { name: "Export" }));
    fireEvent.click((await screen.findAllByText("CSV"))[0] as HTMLElement);
    await waitFor(() => expect(exports).toHaveLength(1));
    expect(exports[0]?.pathname).toBe(`/admin/api/customers/${ID}/export/csv`);
    expect([...(exports[0]?.searchParams ?? [])]).toEqual([]);

    chooseLine("Rent");
    fireEvent.mouseDown(timeline().getByRole("combobox", { name: "Status" }));
    fireEvent.click(await screen.findByTitle("Confirmed"));
    await waitFor(() => expect(shownLinks().map(([text]) => text)).toEqual(["Rent request #7"]));
    fireEvent.click(timeline().getByRole("button", { name: "Export" }));
    fireEvent.click((await screen.findAllByText("Excel (XLSX)")).at(-1) as HTMLElement);
    await waitFor(() => expect(exports).toHaveLength(2));
    expect(exports[1]?.pathname).toBe(`/admin/api/customers/${ID}/export/xlsx`);
    expect(Object.fromEntries(exports[1]?.searchParams ?? [])).toEqual({
      line: "rent",
      status: "request:confirmed",
    });
  });

  it("names the customer on a record's page as a link to the customer page", async () => {
    serveRequests({ orders: [orderRecord] });
    server.use(http.get(api("/order/:id/history"), () => ok([])));
    renderScreen("/orders/view-order/o1");
    const link = await screen.findByRole("link", { name: orderRecord.customerName });
    expect(link.getAttribute("href")).toBe(`/customers/view/${orderRecord.customerId}`);
  });
});
