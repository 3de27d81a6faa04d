import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import type { Category } from "../../../domain/categories.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { currentUrl, loadScreens, renderScreen } from "../renderScreen";
import { waitForTexts } from "../waits";

const uuid = (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, "0")}`;

const category = (
  n: number,
  nameEn: string,
  nameIt: string,
  parentId: string | null = null,
): Category => ({
  _id: uuid(n),
  nameEn,
  nameIt,
  icon: "",
  image: "",
  parentId,
  parent: null,
  productCount: 0,
  createdAt: "2026-03-01T10:00:00.000Z",
  updatedAt: "2026-03-01T10:00:00.000Z",
  version: 1,
  missingIt: false,
  missingEn: false,
});

const BAGS = category(1, "Bags", "Borse");
const SHOES = category(2, "Shoes", "Scarpe");
const TOTES = category(11, "Totes", "Tote", BAGS._id);
const CLUTCHES = category(12, "Clutches", "Pochette", BAGS._id);
const LOAFERS = category(21, "Loafers", "Mocassini", SHOES._id);

const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

/** The catalogue the product form reads; records which parent each category request asked for. */
const catalogueApi = () => {
  const parents: string[] = [];
  server.use(
    http.get(api("/categories"), ({ request }) => {
      const parent = new URL(request.url).searchParams.get("parentId") ?? "";
      parents.push(parent);
      const items =
        { none: [BAGS, SHOES], [BAGS._id]: [TOTES, CLUTCHES], [SHOES._id]: [LOAFERS] }[parent] ??
        [];
      return ok({ items, total: items.length });
    }),
    http.get(api("/properties"), () => ok({ items: [], total: 0 })),
    http.get(api("/sellers"), () => ok({ items: [], total: 0 })),
  );
  return parents;
};

/** Opens an antd select by its label and picks the option with this text. */
const pick = async (label: string, option: string) => {
  fireEvent.mouseDown(screen.getByLabelText(label));
  const choices = await screen.findAllByTitle(option);
  fireEvent.click(choices.at(-1) as HTMLElement);
};

/** The text an antd select shows as chosen, or null. */
const chosenIn = (label: string) =>
  screen.getByLabelText(label).closest(".ant-select")?.querySelector(".ant-select-selection-item")
    ?.textContent ?? null;

const submit = (name: string) => fireEvent.click(screen.getByRole("button", { name }));

describe("the form pattern", { timeout: 60_000 }, () => {
  // The product form compiles once here, not inside the first test\'s wait (renderScreen.tsx).
  beforeAll(() => loadScreens("/products/create"), 60_000);

  it("shows the seed's messages in Italian, from the shared schema", async () => {
    catalogueApi();
    renderScreen("/products/create");
    await screen.findByText("Aggiungi prodotto");

    submit("Salva");
    await waitForTexts({
      "La categoria è obbligatoria": 1,
      "La sottocategoria è obbligatoria": 1,
      "Il prezzo è obbligatorio": 1,
      "La quantità disponibile è obbligatoria": 1,
      "La descrizione è obbligatoria": 2,
      "L'immagine è obbligatoria": 1,
    });
  });

  it("shows them in English, exactly as the seed words them", async () => {
    catalogueApi();
    await changeLanguage("en");
    try {
      renderScreen("/products/create");
      await screen.findByText("Add product");
      submit("Save");
      await waitForTexts({
        "Category is required": 1,
        "Subcategory Is Required": 1,
        "Price is required": 1,
        "Quantity Available is required": 1,
        "Description is required": 2,
      });
    } finally {
      await changeLanguage("it");
    }
  });

  it("offers the subcategories of the chosen category, and clears the choice when it changes", async () => {
    const parents = catalogueApi();
    renderScreen("/products/create");
    await screen.findByText("Aggiungi prodotto");
    expect(screen.getByLabelText("Sottocategoria").closest(".ant-select-disabled")).toBeTruthy();

    await pick("Categoria", "Borse");
    await pick("Sottocategoria", "Pochette");
    expect(parents).toContain(BAGS._id);
    expect(chosenIn("Sottocategoria")).toBe("Pochette");

    await pick("Categoria", "Scarpe");
    expect(chosenIn("Categoria")).toBe("Scarpe");
    expect(chosenIn("Sottocategoria")).toBeNull();
    fireEvent.mouseDown(screen.getByLabelText("Sottocategoria"));
    expect(await screen.findByTitle("Mocassini")).toBeTruthy();
    expect(parents).toContain(SHOES._id);
    expect(screen.queryByTitle("Tote")).toBeNull();
  });

  it("puts the server's field errors under the fields", async () => {
    server.use(
      http.post(api("/property"), () =>
        HttpResponse.json(
          { message: "Alcuni campi non sono validi", errors: { nameEn: "Questo nome esiste già" } },
          { status: 400 },
        ),
      ),
    );
    renderScreen("/property/create");
    await screen.findByText("Aggiungi proprietà prodotto");
    for (const [label, value] of [
      ["Nome proprietà (EN)", "Material"],
      ["Nome proprietà (IT)", "Materiale"],
      ["Valore proprietà EN", "Leather"],
      ["Valore proprietà IT", "Pelle"],
    ] as const) {
      fireEvent.change(screen.getByLabelText(label), { target: { value } });
    }
    submit("Salva");

    const field = (await screen.findByText("Questo nome esiste già")).closest(".ant-form-item");
    expect(within(field as HTMLElement).getByLabelText("Nome proprietà (EN)")).toBeTruthy();
  });

  it("sends the schema's output, says it was created and returns to the list", async () => {
    const sent: unknown[] = [];
    server.use(
      http.post(api("/property"), async ({ request }) => {
        sent.push(await request.json());
        return ok({ _id: uuid(9) });
      }),
      http.get(api("/properties"), () => ok({ items: [], total: 0 })),
    );
    renderScreen("/property/create");
    await screen.findByText("Aggiungi proprietà prodotto");
    fireEvent.change(screen.getByLabelText("Nome proprietà (EN)"), {
      target: { value: "  Material " },
    });
    fireEvent.change(screen.getByLabelText("Nome proprietà (IT)"), {
      target: { value: "Materiale" },
    });
    fireEvent.change(screen.getByLabelText("Valore proprietà EN"), {
      target: { value: "Leather" },
    });
    fireEvent.change(screen.getByLabelText("Valore proprietà IT"), { target: { value: "Pelle" } });
    submit("Salva");

    expect(await screen.findByText("La proprietà è stata creata con successo")).toBeTruthy();
    expect(sent).toEqual([
      { nameEn: "Material", nameIt: "Materiale", valueEn: "Leather", valueIt: "Pelle" },
    ]);
    await waitFor(() => expect(currentUrl()).toBe("/property/list"));
  });

  it("checks rules that compare fields, on the field they name", async () => {
    const coupon = {
      _id: uuid(7),
      name: "WELCOME10",
      discountCents: 1000,
      perPersonUsage: 1,
      totalUsage: 100,
      expiresOn: "2027-03-01",
      status: "active",
      sellerId: null,
      seller: null,
      createdAt: "2026-03-01T10:00:00.000Z",
      updatedAt: "2026-03-01T10:00:00.000Z",
      version: 3,
    };
    const updates: unknown[] = [];
    server.use(
      http.get(api("/sellers"), () => ok({ items: [], total: 0 })),
      http.get(api("/coupon/:id"), () => ok(coupon)),
      http.put(api("/coupon/:id"), async ({ request }) => {
        updates.push(await request.json());
        return ok(coupon);
      }),
    );
    renderScreen(`/coupon/edit/${coupon._id}`);
    await waitFor(() =>
      expect((screen.getByLabelText("Nome coupon") as HTMLInputElement).value).toBe("WELCOME10"),
    );
    expect((screen.getByLabelText("Importo sconto") as HTMLInputElement).value).toBe("10,00");

    fireEvent.change(screen.getByLabelText("Utilizzi per persona"), { target: { value: "5" } });
    fireEvent.change(screen.getByLabelText("Utilizzi totali"), { target: { value: "2" } });
    submit("Salva");
    expect(
      await screen.findByText(
        "Gli utilizzi totali non possono essere meno degli utilizzi per persona",
      ),
    ).toBeTruthy();
    expect(updates).toEqual([]);

    fireEvent.change(screen.getByLabelText("Utilizzi totali"), { target: { value: "50" } });
    submit("Salva");
    expect(await screen.findByText("Il coupon è stato aggiornato con successo")).toBeTruthy();
    expect(updates).toEqual([
      {
        name: "WELCOME10",
        discountCents: 1000,
        perPersonUsage: 5,
        totalUsage: 50,
        expiresOn: "2027-03-01",
        // Staff see the seller field; left empty, the coupon stays the platform's.
        sellerId: null,
        // The version the form read, which the save is based on.
        version: 3,
      },
    ]);
  });
});
