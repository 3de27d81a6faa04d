import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { beforeAll, describe, expect, it } from "vitest";
import type { DryRunAnswer, ImportState } from "../../../domain/imports.schema";
import { listRequests } from "../lists/fixtures";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";

const IMPORT_ID = "22222222-2222-4222-8222-222222222222";
const uploaded: ImportState = {
  _id: IMPORT_ID,
  fileName: "borse.csv",
  status: "uploaded",
  headers: ["Nome (IT)", "Prezzo", "Note interne"],
  mapping: ["nameIt", "price", null],
  total: 3,
  done: 0,
  counts: null,
  changesetId: null,
  createdAt: "2026-12-04T10:00:00.000Z",
};
const preview: DryRunAnswer = {
  counts: { create: 1, update: 1, unchanged: 0, error: 1 },
  rows: [
    { row: 1, outcome: "create", productId: null, changes: [], errors: {} },
    { row: 2, outcome: "update", productId: "p2", changes: ["priceCents"], errors: {} },
    {
      row: 3,
      outcome: "error",
      productId: null,
      changes: [],
      errors: { Prezzo: "Inserisci solo numeri" },
    },
  ],
};

describe("the products import's mapping and preview (docs/imports.md)", { timeout: 60_000 }, () => {
  beforeAll(() => loadScreens("/products/list"), 60_000);

  it("proposes a field per column, sends the mapping to the dry run and shows its counts and errors", async () => {
    listRequests("/products", () => ({ items: [], total: 0 }));
    const checked: unknown[] = [];
    server.use(
      http.post(api("/imports/products"), () =>
        HttpResponse.json({ message: "File letto", data: uploaded }, { status: 201 }),
      ),
      http.post(api(`/imports/${IMPORT_ID}/dry-run`), async ({ request }) => {
        checked.push(await request.json());
        return HttpResponse.json({ message: "Righe controllate", data: preview });
      }),
    );
    renderScreen("/products/list");
    fireEvent.click(await screen.findByRole("button", { name: "Importa" }));
    const dialog = await screen.findByRole("dialog", { name: "Importa prodotti" });
    const input = dialog.querySelector("input[type=file]") as HTMLInputElement;
    fireEvent.change(input, {
      target: { files: [new File(["Nome (IT),Prezzo,Note interne\n"], "borse.csv")] },
    });

    const nameField = await within(dialog).findByRole("combobox", {
      name: "Campo per la colonna Nome (IT)",
    });
    expect(nameField.closest(".ant-select")?.textContent).toContain("Nome (IT)");
    const priceField = within(dialog).getByRole("combobox", {
      name: "Campo per la colonna Prezzo",
    });
    expect(priceField.closest(".ant-select")?.textContent).toContain("Prezzo");
    const notes = within(dialog).getByRole("combobox", {
      name: "Campo per la colonna Note interne",
    });
    expect(notes.closest(".ant-select")?.textContent).toContain("Non importare");

    fireEvent.click(within(dialog).getByRole("button", { name: "Controlla le righe" }));
    await waitFor(() => expect(checked).toEqual([{ mapping: ["nameIt", "price", null] }]));
    expect(await within(dialog).findByText("1 da creare")).toBeTruthy();
    expect(within(dialog).getByText("1 da aggiornare")).toBeTruthy();
    expect(within(dialog).getByText("0 invariate")).toBeTruthy();
    expect(within(dialog).getByText("1 con errori")).toBeTruthy();
    const errorRow = within(dialog)
      .getByText(/Inserisci solo numeri/)
      .closest("tr") as HTMLElement;
    expect(within(errorRow).getByText("3")).toBeTruthy();
    expect(within(errorRow).getByText("Prezzo")).toBeTruthy();
    expect(within(dialog).getByRole("button", { name: "Importa 2 righe" })).toBeTruthy();
  });
});
