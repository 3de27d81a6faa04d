import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import type { OrderRequest } from "../../domain/requests.schema.ts";
import { axeViolations } from "./axe.ts";
import { afterEffects } from "./browser.ts";
import {
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  OPERATOR,
  openedDialog,
  poll,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** What the marketplace's customer apps send: the public intake, with the application key. */
const intake = async <T>(path: string, body?: object): Promise<T> => {
  const response = await fetch(`${base}/admin/api/intake/${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** Three new order requests: the newest rows of the order requests list. */
const askForThreeQuotes = async () => {
  const [product] = await intake<{ _id: string }[]>("products?limit=1");
  if (!product) throw new Error("no product on sale");
  for (const name of ["Ada Byron", "Ben Crane", "Cleo Dunn"]) {
    await intake<OrderRequest>("order-requests", {
      customerName: name,
      customerEmail: `${name.toLowerCase().replace(" ", ".")}@example.com`,
      customerLanguage: "en",
      productId: product._id,
      quantity: 1,
      message: "Gift wrap, please.",
    });
  }
};

/** The ids of the shown list's rows, top to bottom: kept pages' tables (the dashboard's) are hidden. */
const rowIds = (page: Page) =>
  page
    .locator(".ant-table-tbody > tr[data-row-key]:visible")
    .evaluateAll((rows) => rows.map((row) => row.getAttribute("data-row-key") ?? ""));

/** The row that has the keyboard's focus, by its record id. */
const focusedRow = (page: Page) =>
  page.evaluate(() => document.activeElement?.closest("tr")?.getAttribute("data-row-key"));

/** What the shortcuts' live regions say now. */
const said = (page: Page) =>
  page
    .locator("[aria-live='polite']")
    .evaluateAll((regions) => regions.map((region) => region.textContent ?? "").join(" | "));

const recordPage = (id: string) => `${base}/orders/request/view-order/${id}`;

/** Each row's record number as its first column links it (`#42`), by record id. */
const rowNumbers = (page: Page) =>
  page
    .locator(".ant-table-tbody > tr[data-row-key]:visible")
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((row) => [row.getAttribute("data-row-key"), row.querySelector("a")?.textContent]),
      ),
    );

/**
 * The record's page is the one shown: its address, then its own title in view. The address
 * changes before the page cache swaps the pages, and a key pressed in between still reaches the
 * page being left. A page's keys are listened to from its effects, which run after it shows.
 */
const opened = async (
  page: Page,
  id: string,
  numbers: Record<string, string | null | undefined>,
) => {
  await page.waitForURL(recordPage(id));
  await page
    .getByRole("heading", { level: 1, name: `Order request ${numbers[id]}`, exact: true })
    .waitFor();
  await afterEffects(page);
};

/** Tabs forward to the button named `name` (at most 12 presses), keyboard only. */
const tabTo = async (page: Page, name: string) => {
  for (let presses = 0; presses < 12; presses += 1) {
    const text = await page.evaluate(() => document.activeElement?.textContent?.trim());
    if (text === name) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`no "${name}" button within 12 tabs`);
};

/** The record's status as its details show it (the Status row). */
const statusIs = (page: Page, label: string) =>
  expect
    .poll(
      () =>
        page
          .locator("th.ant-descriptions-item-label")
          .filter({ hasText: /^Status$/ })
          .locator("xpath=following-sibling::td[1]")
          .getByText(label, { exact: true })
          .count(),
      { timeout: 30_000 },
    )
    .toBe(1);

describe("keyboard-first triage in Chromium", () => {
  it("lets an operator work the order requests with the keyboard alone", async () => {
    await askForThreeQuotes();
    const { page } = await signInAt("en", 1280, OPERATOR);

    // g then r: the order requests list, from the dashboard.
    await page.keyboard.press("g");
    await page.keyboard.press("r");
    // The address changes before the page is swapped: the list's own heading says it is shown.
    await page.waitForURL(/\/orders\/request\/list/);
    await page.getByRole("heading", { level: 1, name: "Order requests", exact: true }).waitFor();
    let ids: string[] = [];
    await poll(async () => {
      ids = await rowIds(page);
      return ids.length;
    }).toBeGreaterThan(3);
    const [first, second, third] = ids;
    if (!first || !second || !third) throw new Error("fewer than three rows");
    const numbers = await rowNumbers(page);

    await page.keyboard.press("j");
    await poll(() => focusedRow(page)).toBe(first);
    await page.keyboard.press("j");
    await poll(() => focusedRow(page)).toBe(second);
    await poll(() => said(page)).toMatch(/Row 2 of \d+: Order request #\d+/);
    await browser.screenshot("keyboard-list-focused-en-1280");

    await page.keyboard.press("Enter");
    await opened(page, second, numbers);

    // Back, then the next row, kept where it was.
    await page.goBack();
    await page.waitForURL(/\/orders\/request\/list/);
    await page.getByRole("heading", { level: 1, name: "Order requests", exact: true }).waitFor();
    // Shown again, the kept list listens to keys once its effects have run again.
    await afterEffects(page);
    await page.keyboard.press("j");
    await poll(() => focusedRow(page)).toBe(third);
    await page.keyboard.press("Enter");
    await opened(page, third, numbers);

    // [ and ]: the neighbours in the list it was opened from.
    await page.keyboard.press("[");
    await opened(page, second, numbers);
    await page.keyboard.press("]");
    await opened(page, third, numbers);

    // The first allowed move is key 1, shown on its button.
    const take = page.getByRole("button", { name: "Take in charge" });
    await take.waitFor();
    expect(await take.getAttribute("aria-keyshortcuts")).toBe("1");
    expect(await take.locator("kbd").textContent()).toBe("1");
    await browser.screenshot("keyboard-record-moves-en-1280");
    // The moves' keys are listened to from an effect: it runs after the render that drew them.
    await afterEffects(page);
    await page.keyboard.press("1");
    const dialog = await openedDialog(page, "Take in charge");
    // Typed in the note, keys are text, not shortcuts.
    await page.keyboard.press("Tab");
    await tabTo(page, "Take in charge");
    await page.keyboard.press("Enter");
    await poll(() => dialog.isVisible()).toBe(false);
    await statusIs(page, "Request in progress");
    const deny = page.getByRole("button", { name: "Deny request" });
    await poll(() => deny.getAttribute("aria-keyshortcuts")).toBe("1");
  });

  it("lists every shortcut with ? in the user's language, and marks the focused row and the moves' keys", async () => {
    for (const [language, width] of [...LANGUAGES_AND_WIDTHS, ["it", 1280] as const]) {
      const italian = language === "it";
      const { page } = await signInAt(language, width, OPERATOR);
      await page.keyboard.press("?");
      const overlay = await openedDialog(
        page,
        italian ? "Scorciatoie da tastiera" : "Keyboard shortcuts",
      );
      const requests = italian ? "Richieste d'ordine" : "Order requests";
      await overlay.getByText(requests).waitFor();
      // An operator may not open the users: no shortcut offers them.
      expect(await overlay.getByText(italian ? "Utenti" : "Users").count()).toBe(0);
      if (width === 1280) expect(await axeViolations(page)).toEqual([]);
      await browser.screenshot(`keyboard-help-${language}-${width}`);
      await page.keyboard.press("Escape");
      // At once, as keyboard-first staff do: the overlay is closed for the keys (issue 47).
      await page.keyboard.press("g");
      await page.keyboard.press("r");
      await page.getByRole("heading", { level: 1, name: requests, exact: true }).waitFor();
      await poll(async () => (await rowIds(page)).length).toBeGreaterThan(0);
      await page.keyboard.press("j");
      await poll(() => said(page)).toMatch(italian ? /Riga 1 di \d+/ : /Row 1 of \d+/);
      await browser.screenshot(`keyboard-list-${language}-${width}`);
      await page.keyboard.press("Enter");
      await page.getByRole("heading", { level: 1, name: /#\d+$/ }).waitFor();
      await browser.screenshot(`keyboard-record-${language}-${width}`);
    }
  });
});
