import { describe, expect, it } from "vitest";
import { afterEffects } from "./browser.ts";
import {
  ADMIN,
  base,
  browser,
  poll,
  signIn,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

const path = () => new URL(browser.page.url()).pathname;
const confirmation = () => browser.page.locator(".ant-modal-confirm");
const tabTitles = () =>
  browser.page.getByRole("tab").evaluateAll((tabs) => tabs.map((tab) => tab.textContent ?? ""));

/** The browser's own prompts (window.confirm, beforeunload), by type; all dismissed. */
const nativePrompts = () => {
  const seen: string[] = [];
  browser.page.on("dialog", (dialog) => {
    seen.push(dialog.type());
    void dialog.dismiss();
  });
  return seen;
};

describe("unsaved changes with the page cache, in Chromium", () => {
  it("keeps a half-typed form across tabs, and asks before its tab closes", async () => {
    const { page } = browser;
    const prompts = nativePrompts();
    await signIn(ADMIN, page, "/products/create");
    const name = page.getByLabel("Nome prodotto (EN)");
    await name.fill("Mezza bozza");

    await page.getByRole("tab", { name: "Dashboard" }).click();
    await poll(path).toBe("/");
    // The address changes before the dashboard shows: until it does, the form was never hidden.
    await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    await page.getByRole("tab", { name: "Aggiungi prodotto" }).click();
    await poll(path).toBe("/products/create");
    await poll(() => name.isVisible()).toBe(true);
    // A shown page's effects run again (Refine's form reset among them): the input must outlast them.
    await afterEffects(page);
    expect(await name.inputValue()).toBe("Mezza bozza");
    expect(await confirmation().count()).toBe(0);

    await page.getByTitle("Chiudi Aggiungi prodotto", { exact: true }).click();
    await poll(() => confirmation().locator(".ant-modal-confirm-title").textContent()).toBe(
      "Modifiche non salvate",
    );
    expect(await confirmation().textContent()).toContain(
      "Vuoi davvero uscire? Le modifiche non salvate andranno perse.",
    );
    await browser.screenshot("unsaved-close-tab-it-1280");
    await page.getByRole("button", { name: "Continua a modificare" }).click();
    await poll(() => confirmation().count()).toBe(0);
    expect(await tabTitles()).toContain("Aggiungi prodotto");
    expect(await name.inputValue()).toBe("Mezza bozza");

    await page.getByTitle("Chiudi Aggiungi prodotto", { exact: true }).click();
    await page.getByRole("button", { name: "Scarta le modifiche" }).click();
    await poll(path).toBe("/");
    await poll(tabTitles).toEqual(["Dashboard"]);
    expect(prompts).toEqual([]);
  });

  it("asks before Refresh, Close all and logout drop a dirty page; a clean one goes at once", async () => {
    const { page } = browser;
    const prompts = nativePrompts();
    await signIn(ADMIN, page, "/property/create");
    const value = page.getByLabel("Valore proprietà EN");

    // Nothing typed: Refresh asks nothing.
    await page.getByRole("tab", { name: "Aggiungi proprietà prodotto" }).click({ button: "right" });
    await page.getByRole("menuitem", { name: "Aggiorna" }).click();
    await poll(path).toBe("/property/create");
    expect(await confirmation().count()).toBe(0);

    await value.fill("Oro");
    await page.getByRole("tab", { name: "Aggiungi proprietà prodotto" }).click({ button: "right" });
    await page.getByRole("menuitem", { name: "Aggiorna" }).click();
    await poll(() => confirmation().count()).toBe(1);
    await page.getByRole("button", { name: "Scarta le modifiche" }).click();
    await poll(() => value.inputValue()).toBe("");

    await value.fill("Argento");
    await page.getByRole("tab", { name: "Dashboard" }).click({ button: "right" });
    await page.getByRole("menuitem", { name: "Chiudi tutte" }).click();
    await poll(() => confirmation().count()).toBe(1);
    await page.getByRole("button", { name: "Continua a modificare" }).click();
    await poll(() => confirmation().count()).toBe(0);
    expect(path()).toBe("/property/create");
    expect(await value.inputValue()).toBe("Argento");

    await page.getByRole("button", { name: /Amministratore/ }).click();
    await page.getByRole("menuitem", { name: "Esci" }).click();
    await poll(() => confirmation().count()).toBe(1);
    await page.getByRole("button", { name: "Continua a modificare" }).click();
    await poll(() => confirmation().count()).toBe(0);
    expect(await value.inputValue()).toBe("Argento");
    await page.getByRole("button", { name: /Amministratore/ }).click();
    await page.getByRole("menuitem", { name: "Esci" }).click();
    await page.getByRole("button", { name: "Scarta le modifiche" }).click();
    await poll(path).toBe("/login");
    expect(prompts).toEqual([]);
  });

  it("lets the browser ask before a reload loses typed input", async () => {
    const { page } = browser;
    await signIn(ADMIN, page, "/products/create");
    await page.getByLabel("Nome prodotto (EN)").fill("Mezza bozza");
    await page.getByRole("tab", { name: "Dashboard" }).click();
    const asked: string[] = [];
    page.once("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.reload();
    expect(asked).toEqual(["beforeunload"]);
    await page.getByRole("tab", { name: "Aggiungi prodotto" }).click();
    await poll(() => page.getByLabel("Nome prodotto (EN)").inputValue()).toBe("");
  });

  it("asks in English too, before Close others drops a dirty page", async () => {
    const { page, context } = browser;
    await context.addCookies([{ name: "language", value: "en", url: base }]);
    await signIn(ADMIN, page, "/property/create");
    await page.getByLabel("Property value EN").fill("Gold");
    await page.getByRole("tab", { name: "Dashboard" }).click({ button: "right" });
    await page.getByRole("menuitem", { name: "Close others" }).click();
    await poll(() => confirmation().locator(".ant-modal-confirm-title").textContent()).toBe(
      "Unsaved changes",
    );
    expect(await confirmation().textContent()).toContain(
      "Are you sure you want to leave? You have unsaved changes.",
    );
    await browser.screenshot("unsaved-close-others-en-1280");
    await page.getByRole("button", { name: "Discard changes" }).click();
    await poll(path).toBe("/");
    await poll(tabTitles).toEqual(["Dashboard"]);
  });
});
