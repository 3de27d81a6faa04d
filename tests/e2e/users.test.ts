import { describe, expect, it } from "vitest";
import {
  ADMIN,
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  LINKED_SELLER,
  OPERATOR,
  poll,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

const menu = () => browser.page.getByRole("navigation", { name: /Menu principale|Main menu/ });

/** The list's rows are there (not the skeleton) once a user's name links to its page. */
const rowsShown = () =>
  poll(() =>
    browser.page.getByRole("link", { name: "Alessandra Conti", exact: true }).count(),
  ).toBe(1);

describe("users screens in Chromium", () => {
  it("lets an administrator open Users, filter the sellers and open one", async () => {
    const { page } = browser;
    await signIn();
    await menu().getByRole("link", { name: "Utenti", exact: true }).click();
    // The list writes its paging into the address as it shows: the bare one may be gone already.
    await page.waitForURL((url) => url.pathname === "/user/index");
    await poll(() => page.getByRole("heading", { name: "Utenti", exact: true }).count()).toBe(1);
    await rowsShown();
    await browser.screenshot("users-list-it-1280");

    await page.getByRole("columnheader", { name: /Tipo/ }).getByRole("button").click();
    await page.getByRole("combobox", { name: "Tipo" }).click();
    await page.getByTitle("Venditore", { exact: true }).click();
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: "Applica" }).click();
    await poll(() =>
      page.getByRole("link", { name: "Alessandra Conti", exact: true }).count(),
    ).toBe(0);
    await poll(() =>
      page.getByRole("link", { name: "Giulia Marchetti", exact: true }).count(),
    ).toBe(1);
    await poll(() => decodeURIComponent(page.url())).toContain("[field]=userType");
    await browser.screenshot("users-list-sellers-it-1280");

    await page.getByRole("link", { name: "Lorenzo Bellini", exact: true }).click();
    await page.waitForURL(/\/user\/view\/[0-9a-f-]{36}$/);
    const details = page.locator(".ant-descriptions");
    for (const text of [LINKED_SELLER.email, "Venditore", "Verificata", "Collegato"]) {
      await poll(() => details.getByText(text, { exact: true }).isVisible()).toBe(true);
    }
    // Tab and breadcrumb name the user.
    await poll(() => page.getByText("Utente - Lorenzo Bellini").count()).toBeGreaterThan(0);
    await browser.screenshot("users-view-seller-it-1280");
  });

  it("finds a user by email with Ctrl-K and opens the user's page", async () => {
    const { page } = browser;
    await signIn();
    await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    await page.keyboard.press("Control+k");
    const search = page.getByRole("combobox", { name: "Cerca schermate e record" });
    await poll(() => search.isVisible()).toBe(true);
    // One input event: key by key, a pause mid-word searches a prefix first ("seller" finds
    // every seller), and Enter could meet those results, or none while the full text's load.
    await search.fill(LINKED_SELLER.email);
    // Enter opens the active option: wait until it is the user.
    await poll(() =>
      page.getByRole("option", { name: /Lorenzo Bellini/, selected: true }).count(),
    ).toBe(1);
    await browser.screenshot("users-palette-it");
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/user\/view\/[0-9a-f-]{36}$/);
    await poll(() => page.getByText(LINKED_SELLER.email, { exact: true }).count()).toBeGreaterThan(
      0,
    );
    await poll(() => page.getByText("Lorenzo", { exact: true }).count()).toBeGreaterThan(0);
  });

  it("keeps operators out: no menu entry, and the address leads to 401", async () => {
    const { page } = browser;
    await signIn(OPERATOR);
    await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    expect(await menu().getByRole("link", { name: "Utenti", exact: true }).count()).toBe(0);
    await page.goto(`${base}/user/index`);
    await page.waitForURL(`${base}/401`);
  });

  it("reads in both languages, on a desktop and on a phone", async () => {
    for (const [language, width] of LANGUAGES_AND_WIDTHS) {
      const { page } = await signInAt(language, width, ADMIN, "/user/index");
      const title = language === "it" ? "Utenti" : "Users";
      await poll(() => page.getByRole("heading", { name: title, exact: true }).count()).toBe(1);
      await rowsShown();
      await browser.screenshot(`users-list-${language}-${width}`);
      await page.getByRole("link", { name: "Alessandra Conti", exact: true }).click();
      await page.waitForURL(/\/user\/view\//);
      // The list stays mounted (hidden) in its tab: look inside the record's own details.
      const details = page.locator(".ant-descriptions");
      await poll(() => details.getByText("admin@example.com", { exact: true }).isVisible()).toBe(
        true,
      );
      await browser.screenshot(`users-view-${language}-${width}`);
    }
  });
});
