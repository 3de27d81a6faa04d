import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { AccountHoldings } from "../../../domain/users.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { api, server } from "../msw";
import { currentUrl, loadScreens, renderScreen } from "../renderScreen";
import { customerRecord, sellerRecord, serveUsers } from "./fixtures";

const nothing: AccountHoldings = {
  orders: 0,
  orderRequests: 0,
  openRequests: 0,
  products: 0,
  coupons: 0,
  auditEntries: 0,
  shop: null,
  outcome: "remove",
};

/** Serves what each account holds, and records the deletions asked for. */
const serveDeletion = (holdings: Record<string, AccountHoldings>) => {
  const deleted: string[] = [];
  server.use(
    http.get(api("/user/:id/holdings"), ({ params }) =>
      HttpResponse.json({ message: "OK", data: holdings[String(params.id)] }),
    ),
    http.delete(api("/user/:id"), ({ params }) => {
      deleted.push(String(params.id));
      const outcome = holdings[String(params.id)]?.outcome;
      return HttpResponse.json({
        message: "User has been deleted successfully",
        data: { outcome },
      });
    }),
  );
  return deleted;
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("deleting a user", { timeout: 20_000 }, () => {
  // The screens compile here, not inside the first test's waits (renderScreen.tsx loadScreens).
  beforeAll(() => loadScreens("/user/view/u3", "/user/index"));
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("says an account that holds nothing is removed, and goes back to the list", async () => {
    await changeLanguage("en");
    serveUsers();
    const deleted = serveDeletion({ u3: nothing });
    renderScreen("/user/view/u3");

    fireEvent.click(await screen.findByRole("button", { name: /Delete user/ }));
    const dialog = await screen.findByRole("dialog", { name: "Delete Aurora Greco?" });
    expect(
      await within(dialog).findByText("This account holds nothing: it will be removed for good."),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/anonymised/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Delete" }));

    await waitFor(() => expect(deleted).toEqual(["u3"]));
    expect(await screen.findByText("User has been deleted successfully")).toBeTruthy();
    await waitFor(() => expect(currentUrl()).toMatch(/^\/user\/index/));
  });

  it("says an account with orders and a shop is anonymised, naming what it holds", async () => {
    serveUsers([sellerRecord, customerRecord]);
    const deleted = serveDeletion({
      u5: {
        ...nothing,
        orders: 12,
        orderRequests: 4,
        openRequests: 1,
        shop: { _id: "s5", name: "Bellini Atelier" },
        outcome: "anonymise",
      },
    });
    renderScreen("/user/view/u5");

    fireEvent.click(await screen.findByRole("button", { name: /Elimina utente/ }));
    const dialog = await screen.findByRole("dialog", { name: "Eliminare Lorenzo Bellini?" });
    expect(await within(dialog).findByText(/verrà anonimizzato/)).toBeTruthy();
    expect(
      within(dialog).getByText(
        /12 ordini · 4 richieste d'ordine · 1 aperta · Negozio Bellini Atelier/,
      ),
    ).toBeTruthy();
    expect(within(dialog).queryByText(/rimosso definitivamente/)).toBeNull();
    fireEvent.click(within(dialog).getByRole("button", { name: "Elimina" }));
    await waitFor(() => expect(deleted).toEqual(["u5"]));
    // An anonymised account stays: the page stays on it.
    expect(currentUrl()).toBe("/user/view/u5");
  });

  it("names an anonymised account 'Deleted user' and offers nothing to do on it", async () => {
    serveUsers([{ ...customerRecord, anonymisedAt: "2026-11-01T10:00:00.000Z" }]);
    renderScreen("/user/view/u3");
    expect(await screen.findByText("Anonimizzato")).toBeTruthy();
    const tag = screen.getByText("Anonimizzato");
    expect(tag.parentElement?.textContent).toContain("Utente eliminato");
    expect(screen.queryByText(/Aurora Greco/)).toBeNull();
    expect(screen.queryByRole("button", { name: /Elimina utente/ })).toBeNull();
  });
});
