import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { linkIn, mailsTo, waitForMail } from "./mailbox.ts";
import {
  ADMIN,
  app,
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  LINKED_SELLER,
  OPERATOR,
  poll,
  reopenBrowser,
  searchFor,
  settled,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

const SHOP = "Bottega Ferri e2e";
const OWNER = "giulia.ferri.e2e@example.com";
const SHOP_PAGE = /\/shopper\/view\/[0-9a-f-]{36}$/;

const menu = () => browser.page.getByRole("navigation", { name: /Menu principale|Main menu/ });

/** The mail `action` makes the server write to `address`. */
const mailAfter = async (address: string, action: () => Promise<void>) => {
  const before = mailsTo(app.dataDir, address).length;
  await action();
  return waitForMail(app.dataDir, address, before + 1);
};

/** The page's content (a cached tab's page stays in the document, hidden). */
const visible = (page: Page, text: string | RegExp) =>
  page.getByText(text, { exact: typeof text === "string" }).locator("visible=true");

/** A field of the form on screen (the list stays mounted, hidden, with the same words in its header). */
const field = (page: Page, label: string) =>
  page.locator("form:visible").getByLabel(label, { exact: true });

/** The shops list, whatever query it keeps: a cached list writes its own page, sort and search back. */
const onShopsList = (url: URL) => url.pathname === "/shopper/index";

const shot = (name: string) => browser.screenshot(`shops-${name}`);

/** A saved form returns to the shops list (a failure is reported by withBrowserPerTest). */
const backOnShopsList = (page: Page) => page.waitForURL(onShopsList);

describe("shops screens in Chromium", () => {
  it("lets an administrator add a shop with its seller, find it, edit it and open it with Ctrl-K", async () => {
    const { page } = browser;
    await signIn();
    await menu().getByRole("link", { name: "Negozi", exact: true }).click();
    await page.waitForURL(onShopsList);
    await poll(() => page.getByRole("heading", { name: "Negozi", exact: true }).count()).toBe(1);
    // Visible ones: the dashboard, kept hidden in the page cache, has a table too.
    await poll(() => page.locator(".ant-table-row:visible").count()).toBeGreaterThan(0);
    await shot("list-it-1280");

    await page.getByRole("link", { name: /Aggiungi$/ }).click();
    await page.waitForURL(`${base}/shopper/create`);
    await poll(() => page.getByRole("heading", { name: "Aggiungi negozio" }).count()).toBe(1);
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => visible(page, "Il nome del negozio è obbligatorio").count()).toBe(1);
    await poll(() => visible(page, "Il nome è obbligatorio").count()).toBe(1);
    await shot("form-errors-it-1280");

    await field(page, "Nome del negozio").fill(SHOP);
    await field(page, "Nome").fill("Giulia");
    await field(page, "Cognome").fill("Ferri");
    await field(page, "Email").fill(OWNER);
    await field(page, "Partita IVA").fill("IT 0123 4567 890");
    await field(page, "Indirizzo di spedizione").fill("Via Tornabuoni 3");
    await page.getByRole("checkbox", { name: "Uguale all'indirizzo di spedizione" }).check();
    await field(page, "Città").fill("Firenze");
    await shot("form-filled-it-1280");
    const invitation = await mailAfter(OWNER, () =>
      page.getByRole("button", { name: "Salva" }).click(),
    );
    expect(linkIn(invitation).origin).toBe(new URL(base).origin);
    await poll(() =>
      page.getByText(`Negozio creato: l'invito è stato inviato a ${OWNER}`).count(),
    ).toBe(1);
    await backOnShopsList(page);

    await searchFor(page, "Cerca", "ferri e2e");
    await page.getByRole("link", { name: SHOP, exact: true }).click();
    await page.waitForURL(SHOP_PAGE);
    const address = page.url();
    const details = page.locator(".ant-descriptions").locator("visible=true");
    for (const text of ["Non verificata", "Non collegato", "Italia", "IT01234567890", "Mai"]) {
      await poll(() => details.getByText(text, { exact: true }).count()).toBe(1);
    }
    await shot("view-it-1280");

    await mailAfter(OWNER, () =>
      page.getByRole("button", { name: "Invia di nuovo l'invito" }).click(),
    );
    await poll(() => page.getByText(`Invito inviato di nuovo a ${OWNER}`).count()).toBe(1);

    await page.getByRole("link", { name: "Modifica" }).locator("visible=true").click();
    await page.waitForURL(/\/shopper\/edit\//);
    await poll(() => field(page, "Nome del negozio").inputValue()).toBe(SHOP);
    await poll(() => visible(page, OWNER).count()).toBe(1);
    await field(page, "Telefono").fill("+39 055 123456");
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => page.getByText("Negozio aggiornato con successo").count()).toBe(1);
    await backOnShopsList(page);
    // The address changes before the list renders: Ctrl-K and its navigation wait for it.
    await poll(() => page.getByRole("heading", { name: "Negozi", exact: true }).count()).toBe(1);

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("combobox", { name: "Cerca schermate e record" });
    await poll(() => palette.isVisible()).toBe(true);
    await palette.pressSequentially(SHOP, { delay: 20 });
    const found = page.getByRole("option", { name: new RegExp(SHOP) });
    await poll(() => found.count()).toBe(1);
    // Enter opens the active option: hits of a shorter search typed on the way may still come first.
    await poll(() => found.getAttribute("aria-selected")).toBe("true");
    await shot("palette-it");
    await page.keyboard.press("Enter");
    await page.waitForURL(address);
    await poll(() => visible(page, "+39 055 123456").count()).toBe(1);

    const tabTitles = () =>
      page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.textContent ?? ""));
    expect(await tabTitles()).toContainEqual(expect.stringContaining(SHOP));

    // A shop with no products, orders or coupons goes, with its seller account.
    await page.getByRole("button", { name: "Elimina" }).locator("visible=true").click();
    await (await settled(page.locator(".ant-popconfirm:visible")))
      .getByRole("button", { name: "Elimina" })
      .click();
    await page.waitForURL(onShopsList);
    await poll(() =>
      page.getByText("Il negozio e l'account del venditore sono stati eliminati").count(),
    ).toBe(1);
    // Its view and edit tabs have nothing left to show: they are gone.
    await poll(tabTitles).not.toContainEqual(expect.stringContaining(SHOP));
    expect(await tabTitles()).toContainEqual(expect.stringContaining("Negozi"));
  });

  it("opens a shop's products: the products list filtered by its seller", async () => {
    const { page } = browser;
    await signIn(ADMIN, page, "/shopper/index");
    await page.getByRole("link", { name: "Bellini Atelier", exact: true }).click();
    await page.waitForURL(SHOP_PAGE);
    const link = page.getByRole("link", { name: "Prodotti di questo negozio" });
    const count = Number((await link.locator("xpath=..").textContent())?.match(/^\d+/)?.[0]);
    expect(count).toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(/\/products\/list\?/);
    expect(decodeURIComponent(page.url())).toContain("[field]=sellerId");
    await poll(() => page.getByText(`${count} elementi`).locator("visible=true").count()).toBe(1);
    await poll(() =>
      page.getByRole("button", { name: "Azzera i filtri" }).first().isVisible(),
    ).toBe(true);
  });

  it("offers Add shop in Ctrl-K to staff", async () => {
    const { page } = browser;
    await signIn(OPERATOR);
    await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    await page.keyboard.press("Control+k");
    const palette = page.getByRole("combobox", { name: "Cerca schermate e record" });
    await palette.fill("Aggiungi negozio");
    const add = page.getByRole("option", { name: "Aggiungi negozio" });
    await poll(() => add.count()).toBe(1);
    await add.click();
    await page.waitForURL(`${base}/shopper/create`);
  });

  it("shows Shops to operators, never to sellers", async () => {
    const { page } = browser;
    await signIn(OPERATOR);
    await menu().getByRole("link", { name: "Negozi", exact: true }).click();
    await page.waitForURL(onShopsList);
    await poll(() => page.locator(".ant-table-row:visible").count()).toBeGreaterThan(0);

    const { page: sellerPage } = await reopenBrowser({});
    await signIn(LINKED_SELLER);
    await poll(() => sellerPage.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    // The menu is empty until the permissions are read, and a closed group's entries are hidden.
    const entry = (name: string) =>
      menu().getByRole("link", { name, exact: true, includeHidden: true });
    await poll(() => entry("Prodotti").count()).toBeGreaterThan(0);
    expect(await entry("Negozi").count()).toBe(0);
    await sellerPage.goto(`${base}/shopper/index`);
    await sellerPage.waitForURL(`${base}/401`);
  });

  it("reads in both languages, on a desktop and on a phone", async () => {
    for (const [language, width] of LANGUAGES_AND_WIDTHS) {
      const { page } = await signInAt(language, width, ADMIN, "/shopper/index");
      const title = language === "it" ? "Negozi" : "Shops";
      await poll(() => page.getByRole("heading", { name: title, exact: true }).count()).toBe(1);
      await poll(() => page.locator(".ant-table-row").count()).toBeGreaterThan(0);
      await shot(`list-${language}-${width}`);

      await page.goto(`${base}/shopper/create`);
      const create = language === "it" ? "Aggiungi negozio" : "Add shop";
      await poll(() => page.getByRole("heading", { name: create }).count()).toBe(1);
      await shot(`form-${language}-${width}`);

      await page.goto(`${base}/shopper/index`);
      await page.locator(".ant-table-row a").locator("visible=true").first().click();
      await page.waitForURL(SHOP_PAGE);
      await poll(() => page.locator(".ant-descriptions").locator("visible=true").count()).toBe(1);
      await shot(`view-${language}-${width}`);
    }
  });
});
