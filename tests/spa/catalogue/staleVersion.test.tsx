import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import type { Product } from "../../../domain/products.schema";
import { formatMoney } from "../../../src/format";
import { api, server } from "../msw";
import { currentUrl, loadScreens, renderScreen } from "../renderScreen";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;
const BAGS = { _id: uuid(1), nameEn: "Bags", nameIt: "Borse" };
const TOTES = { _id: uuid(11), nameEn: "Totes", nameIt: "Tote" };

/** The product as this form loads it: version 1. */
const opened: Product = {
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
  quantity: 2,
  held: 0,
  available: 2,
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
  version: 1,
  missingIt: false,
  missingEn: false,
};

/** Someone else's save while the form was open: a new price and a new English name. */
const savedByOthers: Product = {
  ...opened,
  nameEn: "Kelly bag 25",
  priceCents: 135_000,
  version: 2,
};

const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

/**
 * The product API as the server keeps it: the form reads version 1, someone else's save (version
 * 2) lands just before the form's first one, and an update based on an older version is refused
 * with 409 staleVersion.
 */
const productApi = () => {
  let stored = opened;
  const updates: Record<string, unknown>[] = [];
  server.use(
    http.get(api("/categories"), () => ok({ items: [BAGS], total: 1 })),
    http.get(api("/properties"), () => ok({ items: [], total: 0 })),
    http.get(api("/sellers"), () => ok({ items: [], total: 0 })),
    http.get(api("/products"), () => ok({ items: [], total: 0 })),
    http.get(api("/product/:id"), () => ok(stored)),
    http.put(api("/product/:id"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      if (updates.length === 0) stored = savedByOthers;
      updates.push(body);
      if (body.version !== stored.version) {
        return HttpResponse.json(
          { code: "staleVersion", message: "Qualcun altro ha modificato questo record." },
          { status: 409 },
        );
      }
      stored = { ...stored, ...body, version: stored.version + 1 } as Product;
      return ok(stored);
    }),
  );
  return updates;
};

const nameEn = () => screen.getByLabelText("Nome prodotto (EN)") as HTMLInputElement;

/** Opens the product, renames it in English and saves: the save meets someone else's. */
const editAndSaveStale = async () => {
  renderScreen(`/products/edit/${opened._id}`);
  await waitFor(() => expect(nameEn().value).toBe("Kelly bag"));
  fireEvent.change(nameEn(), { target: { value: "Kelly bag black" } });
  fireEvent.click(screen.getByRole("button", { name: "Salva" }));
  return screen.findByRole("dialog", { name: "Qualcun altro ha modificato questo record" });
};

/** The dialog's row of a field: its cells' texts. */
const rowOf = async (dialog: HTMLElement, label: string) => {
  const cell = await within(dialog).findByRole("cell", { name: label });
  return within(cell.closest("tr") as HTMLElement)
    .getAllByRole("cell")
    .map((each) => each.textContent);
};

describe("a save someone else's save made stale", { timeout: 60_000 }, () => {
  // The product form compiles once here, not inside the first test\'s wait (renderScreen.tsx).
  beforeAll(() => loadScreens("/products/create"), 60_000);

  it("lists each changed field with the value loaded, the value stored and whether I changed it", async () => {
    const updates = productApi();
    const dialog = await editAndSaveStale();

    expect(updates).toEqual([expect.objectContaining({ nameEn: "Kelly bag black", version: 1 })]);
    expect(await rowOf(dialog, "Nome prodotto (EN)")).toEqual([
      "Nome prodotto (EN)",
      "Kelly bag",
      "Kelly bag 25",
      "Sì",
    ]);
    expect(await rowOf(dialog, "Prezzo")).toEqual([
      "Prezzo",
      formatMoney(120_000, "it"),
      formatMoney(135_000, "it"),
      "No",
    ]);
    expect(within(dialog).queryByRole("cell", { name: "Nome prodotto (IT)" })).toBeNull();
    // The first action has the focus: Enter applies, Escape goes back to editing.
    const apply = within(dialog).getByRole("button", { name: "Applica di nuovo le mie modifiche" });
    await waitFor(() => expect(document.activeElement).toBe(apply));
    // Nothing typed is lost while the dialog is open.
    expect(nameEn().value).toBe("Kelly bag black");
  });

  it("applies my changes again over the stored version, keeping the others' price", async () => {
    const updates = productApi();
    const dialog = await editAndSaveStale();
    await rowOf(dialog, "Prezzo");

    fireEvent.click(
      within(dialog).getByRole("button", { name: "Applica di nuovo le mie modifiche" }),
    );

    expect(await screen.findByText("Il prodotto è stato aggiornato con successo")).toBeTruthy();
    expect(updates).toHaveLength(2);
    expect(updates[1]).toMatchObject({
      nameEn: "Kelly bag black",
      priceCents: 135_000,
      version: 2,
    });
    await waitFor(() => expect(currentUrl()).toBe("/products/list"));
  });

  it("reloads the stored record, dropping my input, and saves on from it", async () => {
    const updates = productApi();
    const dialog = await editAndSaveStale();
    await rowOf(dialog, "Prezzo");

    fireEvent.click(
      within(dialog).getByRole("button", { name: "Ricarica (scarta le mie modifiche)" }),
    );

    await waitFor(() => expect(nameEn().value).toBe("Kelly bag 25"));
    expect((screen.getByLabelText("Prezzo") as HTMLInputElement).value).toBe("1350,00");
    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    expect(await screen.findByText("Il prodotto è stato aggiornato con successo")).toBeTruthy();
    expect(updates.at(-1)).toMatchObject({ nameEn: "Kelly bag 25", version: 2 });
  });

  it("keeps my input when I go back to editing", async () => {
    productApi();
    const dialog = await editAndSaveStale();
    await rowOf(dialog, "Prezzo");

    fireEvent.click(within(dialog).getByRole("button", { name: "Continua a modificare" }));

    // The dialog closes (jsdom never ends its closing animation, so it stays in the page).
    await waitFor(() => expect(dialog.className).toContain("ant-zoom-leave"));
    expect(nameEn().value).toBe("Kelly bag black");
  });
});
