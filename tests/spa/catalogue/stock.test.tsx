import { fireEvent, screen, waitFor } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../../domain/products.schema";
import type { StockMovement } from "../../../domain/stock.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const BAGS = { _id: uuid(1), nameEn: "Bags", nameIt: "Borse" };
const TOTES = { _id: uuid(11), nameEn: "Totes", nameIt: "Tote" };

/** Five pieces on hand, two of them held by a quote: three available. */
const stocked: Product = {
  _id: uuid(30),
  number: 1001,
  nameEn: "Kelly bag",
  nameIt: "Borsa Kelly",
  descriptionEn: "Hand-stitched calfskin",
  descriptionIt: "Vitello cucito a mano",
  categoryId: BAGS._id,
  subcategoryId: TOTES._id,
  category: BAGS,
  subcategory: TOTES,
  priceCents: 120_000,
  quantity: 5,
  held: 2,
  available: 3,
  lowStockThreshold: 1,
  materials: null,
  colour: "Black",
  size: null,
  images: [`${uuid(90)}.jpg`],
  video: null,
  propertyIds: [],
  properties: [],
  sellerId: null,
  seller: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 3,
  missingIt: false,
  missingEn: false,
};

const movement = (fields: Partial<StockMovement>): StockMovement => ({
  _id: uuid(50),
  productId: stocked._id,
  pieces: 0,
  heldPieces: 0,
  onHandAfter: 5,
  heldAfter: 0,
  reason: "adjustment",
  note: null,
  resource: "products",
  recordId: stocked._id,
  by: null,
  createdAt: "2026-03-01T10:00:00.000Z",
  ...fields,
});

const MOVEMENTS = [
  movement({
    _id: uuid(53),
    reason: "holdReleased",
    heldPieces: -2,
    heldAfter: 0,
    note: "quote expired",
    resource: "orderRequests",
    recordId: uuid(9),
    createdAt: "2026-03-09T00:00:30.000Z",
  }),
  movement({
    _id: uuid(52),
    reason: "quoteHold",
    heldPieces: 2,
    heldAfter: 2,
    by: { _id: uuid(7), fullName: "Olga Operator" },
  }),
  movement({ _id: uuid(51), reason: "adjustment", pieces: 5, note: "opening stock" }),
];

const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

/** The product's API; answers each update with the record it would store, and keeps the bodies. */
const stockApi = () => {
  const updates: Record<string, unknown>[] = [];
  server.use(
    http.get(api("/categories"), () => ok({ items: [BAGS], total: 1 })),
    http.get(api("/properties"), () => ok({ items: [], total: 0 })),
    http.get(api("/sellers"), () => ok({ items: [], total: 0 })),
    http.get(api("/products"), () => ok({ items: [stocked], total: 1 })),
    http.get(api("/product/:id"), () => ok(stocked)),
    http.get(api("/product/:id/stock-movements"), () => ok(MOVEMENTS)),
    http.put(api("/product/:id"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      updates.push(body);
      return ok({ ...stocked, ...body, version: stocked.version + 1 });
    }),
  );
  return updates;
};

const onHand = () => screen.getByLabelText("Pezzi in magazzino") as HTMLInputElement;

describe("stock on screen", { timeout: 60_000 }, () => {
  beforeAll(
    () =>
      loadScreens(
        `/products/view/${stocked._id}`,
        `/products/edit/${stocked._id}`,
        "/products/list",
      ),
    60_000,
  );

  it("shows the product's available, held and on hand, and its movements", async () => {
    stockApi();
    renderScreen(`/products/view/${stocked._id}`);
    expect(await screen.findByText("Disponibili")).toBeTruthy();
    expect(screen.getByText("Riservati dai preventivi")).toBeTruthy();
    expect(screen.getByText("Pezzi in magazzino")).toBeTruthy();
    expect(await screen.findByText("Riservato da un preventivo")).toBeTruthy();
    expect(screen.getByText("riservati +2")).toBeTruthy();
    expect(screen.getByText("Giacenza iniziale")).toBeTruthy();
    expect(screen.getByText("+5 pezzi")).toBeTruthy();
    expect(screen.getByText(/Olga Operator · In magazzino 5, riservati 2/)).toBeTruthy();
    // A hold the expiry job released: its reason, its note and who in the user's words.
    expect(screen.getByText("Riserva liberata")).toBeTruthy();
    expect(screen.getByText("riservati -2")).toBeTruthy();
    expect(screen.getByText("Il preventivo è scaduto")).toBeTruthy();
    expect(screen.getByText(/Automatico · In magazzino 5, riservati 0/)).toBeTruthy();
  });

  it("lists available and held beside on hand", async () => {
    stockApi();
    renderScreen("/products/list");
    expect(await screen.findByRole("columnheader", { name: /Disponibili/ })).toBeTruthy();
    expect(screen.getByRole("columnheader", { name: /Riservati dai preventivi/ })).toBeTruthy();
    const row = (await screen.findByText("Borsa Kelly")).closest("tr") as HTMLElement;
    expect(row.textContent).toMatch(/3.*2.*5/);
  });

  it("asks why on hand changes and saves nothing without a reason", async () => {
    const updates = stockApi();
    renderScreen(`/products/edit/${stocked._id}`);
    await waitFor(() => expect(onHand().value).toBe("5"));
    expect(screen.getByText("3 disponibili · 2 riservati")).toBeTruthy();
    expect(screen.queryByLabelText("Motivo della variazione di magazzino")).toBeNull();
    fireEvent.change(onHand(), { target: { value: "7" } });
    const reason = await screen.findByLabelText("Motivo della variazione di magazzino");
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    expect(await screen.findByText("Indica perché cambiano i pezzi in magazzino")).toBeTruthy();
    expect(updates).toHaveLength(0);
    fireEvent.change(reason, { target: { value: "Delivery from the workshop" } });
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(updates).toHaveLength(1));
    expect(updates[0]).toMatchObject({
      quantity: 7,
      stockReason: "Delivery from the workshop",
      version: 3,
    });
  });

  it("asks for the reason in English too", async () => {
    const updates = stockApi();
    await changeLanguage("en");
    try {
      renderScreen(`/products/edit/${stocked._id}`);
      const field = () => screen.getByLabelText("Pieces on hand") as HTMLInputElement;
      await waitFor(() => expect(field().value).toBe("5"));
      fireEvent.change(field(), { target: { value: "4" } });
      await screen.findByLabelText("Reason for the stock change");
      fireEvent.click(screen.getByRole("button", { name: "Save" }));
      expect(await screen.findByText("Say why the pieces on hand change")).toBeTruthy();
      expect(updates).toHaveLength(0);
    } finally {
      await changeLanguage("it");
    }
  });
});
