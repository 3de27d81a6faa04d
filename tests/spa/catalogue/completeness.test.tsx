import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { describe, expect, it } from "vitest";
import { listRequests, property } from "../lists/fixtures";
import { api, server } from "../msw";
import { renderScreen } from "../renderScreen";

const ok = (data: unknown) => HttpResponse.json({ message: "OK", data });

const ITALIAN_MISSING = "Manca l'italiano: il testo è vuoto o uguale a quello inglese.";

/** The form item that holds the control labelled `label`. */
const itemOf = (label: string) =>
  screen.getByLabelText(label).closest(".ant-form-item") as HTMLElement;

describe("bilingual completeness in the SPA", { timeout: 60_000 }, () => {
  it("lists what the completeness filter in the address asks for, with the Translation column", async () => {
    const seen = listRequests("/properties", () => ({
      items: [property(1, { nameIt: "Material 1", missingIt: true })],
      total: 1,
    }));
    renderScreen(
      "/property/list?filters[0][field]=completeness&filters[0][operator]=eq&filters[0][value]=missingIt",
    );
    expect(await screen.findByRole("columnheader", { name: /Traduzione/ })).toBeTruthy();
    expect(seen[0]?.get("completeness")).toBe("missingIt");
    const row = (await screen.findByText("Pelle 1")).closest("tr") as HTMLElement;
    expect(within(row).getByText("Manca l'italiano")).toBeTruthy();
  });

  it("warns on a loaded record's copied Italian, and saves all the same", async () => {
    const stored = property(3, { nameEn: "Material", nameIt: "Material", missingIt: true });
    const sent: unknown[] = [];
    server.use(
      http.get(api("/property/:id"), () => ok(stored)),
      http.put(api("/property/:id"), async ({ request }) => {
        sent.push(await request.json());
        return ok({ ...stored, version: 2 });
      }),
      http.get(api("/properties"), () => ok({ items: [], total: 0 })),
    );
    renderScreen(`/property/edit/${stored._id}`);
    const warning = await screen.findByText(ITALIAN_MISSING);
    expect(warning.closest(".ant-form-item")).toBe(itemOf("Nome proprietà (IT)"));
    expect(itemOf("Nome proprietà (IT)").className).toContain("ant-form-item-has-warning");
    expect(within(itemOf("Nome proprietà (EN)")).queryByText(ITALIAN_MISSING)).toBeNull();

    fireEvent.click(screen.getByRole("button", { name: "Salva" }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ nameEn: "Material", nameIt: "Material", version: 1 });
  });

  it("warns as the Italian becomes a copy of the English and clears once it differs", async () => {
    renderScreen("/property/create");
    await screen.findByText("Aggiungi proprietà prodotto");
    fireEvent.change(screen.getByLabelText("Nome proprietà (EN)"), { target: { value: "Size" } });
    // The Italian not reached yet: neither a warning nor a required error while the English is typed.
    await waitFor(() =>
      expect(itemOf("Nome proprietà (EN)").className).not.toContain("validating"),
    );
    expect(itemOf("Nome proprietà (IT)").className).not.toMatch(/has-(warning|error)/);

    fireEvent.change(screen.getByLabelText("Nome proprietà (IT)"), { target: { value: "Size" } });
    expect(await screen.findByText(ITALIAN_MISSING)).toBeTruthy();
    fireEvent.change(screen.getByLabelText("Nome proprietà (IT)"), { target: { value: "Taglia" } });
    await waitFor(() => expect(screen.queryByText(ITALIAN_MISSING)).toBeNull());

    // A copy made from the English side is caught too.
    fireEvent.change(screen.getByLabelText("Nome proprietà (EN)"), { target: { value: "Taglia" } });
    expect(await screen.findByText(ITALIAN_MISSING)).toBeTruthy();
  });
});
