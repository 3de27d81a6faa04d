import { describe, expect, it } from "vitest";
import { waitForMail } from "./mailbox.ts";
import {
  ADMIN,
  app,
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  OPERATOR,
  openedDialog,
  poll,
  searchFor,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** The demo's oldest pending deletion request (server/seed/deletionRequests.ts): past the deadline. */
const OVERDUE_REQUESTER = "vittoria.lombardi@example.it";

describe("people: deleting users and deletion requests in Chromium", () => {
  it("lets an administrator anonymise a seller with orders, and approve a deletion request", async () => {
    const { page } = browser;
    await signIn(ADMIN, page, "/user/index");
    await poll(() =>
      page.getByRole("link", { name: "Alessandra Conti", exact: true }).count(),
    ).toBe(1);
    await browser.screenshot("people-users-it-1280");
    await searchFor(page, "Cerca", "Bellini");
    await page.getByRole("link", { name: "Lorenzo Bellini", exact: true }).click();
    await page.waitForURL(/\/user\/view\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Elimina utente" }).click();
    const dialog = await openedDialog(page, "Eliminare Lorenzo Bellini?");
    await poll(() => dialog.getByText(/verrà anonimizzato/).count()).toBe(1);
    await poll(() => dialog.getByText(/ordini/).count()).toBeGreaterThan(0);
    await browser.screenshot("people-delete-confirm-it-1280");
    await dialog.getByRole("button", { name: "Elimina", exact: true }).click();
    await poll(() => page.getByText("Utente eliminato con successo").count()).toBeGreaterThan(0);
    await poll(() => page.getByText("Anonimizzato", { exact: true }).count()).toBeGreaterThan(0);
    await browser.screenshot("people-user-anonymised-it-1280");

    // The seller's orders are all still there, naming the anonymised account.
    await page.goto(`${base}/orders/list`);
    await poll(() => page.getByText("Deleted user", { exact: true }).count()).toBeGreaterThan(0);
    await browser.screenshot("people-orders-anonymised-it-1280");

    await page.goto(`${base}/accountdeleterequests/index`);
    await poll(() =>
      page.getByRole("heading", { name: "Richieste di cancellazione account" }).count(),
    ).toBe(1);
    await poll(() => page.getByText(/Oltre 30 giorni/).count()).toBe(2);
    await browser.screenshot("people-deletion-requests-it-1280");
    const row = page.getByRole("row").filter({ hasText: OVERDUE_REQUESTER });
    await row.getByRole("link").first().click();
    await page.waitForURL(/\/accountdeleterequests\/view\/[0-9a-f-]{36}$/);
    await page.getByRole("button", { name: "Approva ed elimina l'account" }).click();
    const move = await openedDialog(page, "Approva ed elimina l'account");
    await move.getByRole("button", { name: "Approva ed elimina l'account" }).click();
    // The list, kept hidden in its tab, shows the seed's approved request: the shown page only.
    await poll(() =>
      page.getByText("Approvata", { exact: true }).filter({ visible: true }).count(),
    ).toBeGreaterThan(0);
    const mail = await waitForMail(app.dataDir, OVERDUE_REQUESTER);
    expect(mail.subject).toMatch(/richiesta di cancellazione account n\. \d+/);
    await browser.screenshot("people-deletion-request-approved-it-1280");
  });

  it("sends an operator who opens the deletion requests to the 401 page", async () => {
    const { page } = browser;
    await signIn(OPERATOR, page, "/accountdeleterequests/index");
    await page.waitForURL(`${base}/401`);
  });

  it("reads in both languages, on a desktop and on a phone", async () => {
    for (const [language, width] of LANGUAGES_AND_WIDTHS) {
      const { page } = await signInAt(language, width, ADMIN, "/accountdeleterequests/index");
      const overdue = language === "it" ? /Oltre 30 giorni/ : /Over 30 days/;
      await poll(() => page.getByText(overdue).count()).toBeGreaterThan(0);
      await browser.screenshot(`people-deletion-requests-${language}-${width}`);
      await page
        .getByRole("row")
        .filter({ hasText: "charlotte.whitfield" })
        .getByRole("link")
        .first()
        .click();
      await page.waitForURL(/\/accountdeleterequests\/view\//);
      // The list stays rendered, hidden, in its tab: only the shown page counts.
      await poll(() =>
        page.getByText("charlotte.whitfield@example.co.uk").filter({ visible: true }).count(),
      ).toBeGreaterThan(0);
      await browser.screenshot(`people-deletion-request-${language}-${width}`);
      await page.goto(`${base}/user/index`);
      await searchFor(page, language === "it" ? "Cerca" : "Search", "Giulia Marchetti");
      await page.getByRole("link", { name: "Giulia Marchetti", exact: true }).click();
      await page.waitForURL(/\/user\/view\//);
      await page
        .getByRole("button", { name: language === "it" ? "Elimina utente" : "Delete user" })
        .click();
      await poll(() =>
        page
          .getByRole("dialog")
          .getByText(/anonymis|anonimizz/)
          .count(),
      ).toBeGreaterThan(0);
      await browser.screenshot(`people-delete-confirm-${language}-${width}`);
    }
  });
});
