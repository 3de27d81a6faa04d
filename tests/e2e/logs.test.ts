import { describe, expect, it } from "vitest";
import {
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  OPERATOR,
  poll,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** Set by the first test: the product's filtered log and the entry of its change. */
let logUrl = "";
let entryUrl = "";

describe("logs in Chromium", () => {
  it("shows an administrator's product change, with its diff, from the product's page", async () => {
    const { page } = browser;
    await signIn();
    await page.getByRole("button", { name: /Amministratore/ }).click();
    await poll(() =>
      page.getByRole("menu").getByRole("link", { name: "Log", exact: true }).count(),
    ).toBe(1);
    await page.keyboard.press("Escape");

    await page.goto(`${base}/products/list`);
    const first = page.locator("tbody tr.ant-table-row").first().getByRole("link").first();
    await first.click();
    await page.waitForURL(/\/products\/view\//);
    const productUrl = page.url();
    await page.goto(productUrl.replace("/view/", "/edit/"));
    await page.getByRole("spinbutton", { name: "Prezzo" }).fill("4321");
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => page.getByText("Il prodotto è stato aggiornato con successo").count()).toBe(1);

    await page.goto(productUrl);
    await page.getByRole("link", { name: "Log di questo record" }).waitFor();
    await browser.screenshot("logs-product-view-it-1280");
    await page.getByRole("link", { name: "Log di questo record" }).click();
    await page.waitForURL(/\/logs\/index\?/);
    logUrl = page.url();
    expect(decodeURIComponent(logUrl)).toContain("[value][0]=product");
    // Newest first: the change just made, by the administrator, then the seed's creation.
    // The product's page stays rendered, hidden, in its tab: only the shown page's rows count.
    const rows = page.locator("tbody tr.ant-table-row").filter({ visible: true });
    await poll(() => rows.count()).toBe(2);
    await poll(async () => (await rows.first().textContent()) ?? "").toMatch(/Modificato.*Prezzo/);
    await browser.screenshot("logs-list-it-1280");

    await rows.first().getByRole("link").first().click();
    await page.waitForURL(/\/logs\/view\//);
    entryUrl = page.url();
    const price = page.getByRole("row", { name: /Prezzo/ });
    await poll(() => price.textContent()).toMatch(/4321,00\s€/);
    expect(await price.textContent()).toContain("Modificato");
    await browser.screenshot("logs-view-it-1280");
  });

  it("sends an operator to the 401 page", async () => {
    const { page } = browser;
    await signIn(OPERATOR, page, "/logs/index");
    await page.waitForURL(`${base}/401`);
  });

  it("reads in both languages, on a desktop and on a phone", async () => {
    // Italian at 1280 is the first test's; one sign-in, language and width switched in place.
    const { page, context } = await signInAt("en", 1280);
    for (const [language, width] of LANGUAGES_AND_WIDTHS) {
      await context.addCookies([{ name: "language", value: language, url: base }]);
      await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
      await page.goto(logUrl);
      await poll(() => page.locator("tbody tr.ant-table-row").count()).toBe(2);
      await browser.screenshot(`logs-list-${language}-${width}`);
      await page.goto(entryUrl);
      await poll(() => page.getByRole("row", { name: /Prezzo|Price/ }).count()).toBe(1);
      await browser.screenshot(`logs-view-${language}-${width}`);
    }
  });
});
