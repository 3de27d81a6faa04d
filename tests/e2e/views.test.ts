import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { openBrowser } from "./browser.ts";
import {
  ADMIN,
  base,
  browser,
  OPERATOR,
  openedDialog,
  poll,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** Orders sorted by total, twenty a page: what the administrator shares. */
const SHARED_LIST = `/orders/list?pageSize=20&sorters[0][field]=totalCents&sorters[0][order]=desc`;
const VIEW_NAME = "Returns this week";

const savedViews = (page: Page, name: RegExp) => page.getByRole("navigation", { name });

/** The tab of the view, once it shows the list as the view keeps it. */
const currentTab = (page: Page, name: string) =>
  poll(() =>
    savedViews(page, /Saved views|Viste salvate/)
      .getByRole("link", { name, exact: true })
      // Read without waiting: a tab not drawn yet reads as no tab, not as a call timing out.
      .evaluateAll((links) => links.map((link) => link.getAttribute("aria-current"))),
  ).toEqual(["page"]);

describe("saved views shared by role", () => {
  it("a view an administrator shares with operators shows for an operator and opens from Cmd-K", async () => {
    const { page } = await signInAt("en", 1280, ADMIN, `${SHARED_LIST}`);
    await poll(() => page.getByRole("heading", { name: "Orders", level: 1 }).count()).toBe(1);

    await page.getByRole("button", { name: "Save view" }).click();
    const dialog = await openedDialog(page, "Save this list as a view");
    await dialog.getByLabel("Name").fill(VIEW_NAME);
    await dialog.getByRole("radio", { name: "Every operator" }).check();
    expect(await axeViolations(page)).toEqual([]);
    await browser.screenshot("views-save-dialog-en-1280");
    await dialog.getByRole("button", { name: "Save" }).click();
    await currentTab(page, VIEW_NAME);
    await browser.screenshot("views-admin-list-en-1280");

    // The operator, in a browser of their own, in Italian.
    const operator = await openBrowser({ locale: "it-IT" });
    try {
      await operator.context.addCookies([{ name: "language", value: "it", url: base }]);
      await signIn(OPERATOR, operator.page);
      const op = operator.page;
      await op.goto(`${base}/orders/list`);
      const tab = savedViews(op, /Viste salvate/).getByRole("link", { name: VIEW_NAME });
      await poll(() => tab.count()).toBe(1);
      expect(await tab.getAttribute("title")).toMatch(/^Condivisa da /);
      expect(await tab.getAttribute("aria-current")).toBeNull();
      expect(await axeViolations(op)).toEqual([]);
      await operator.screenshot("views-operator-list-it-1280");

      // From the dashboard, keyboard only: Ctrl-K, the view's name, Enter.
      await op.goto(`${base}/`);
      await poll(() => op.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
      await op.keyboard.press("Control+k");
      const search = op.getByRole("combobox", { name: "Cerca schermate e record" });
      await poll(() => search.isVisible()).toBe(true);
      await search.pressSequentially("Vista: Returns", { delay: 20 });
      const option = op.getByRole("option", { name: new RegExp(`Vista: ${VIEW_NAME}`) });
      await poll(() => option.count()).toBe(1);
      // Enter opens the active option: hits of a shorter search typed on the way may come first.
      await poll(() => option.getAttribute("aria-selected")).toBe("true");
      await operator.screenshot("views-operator-palette-it-1280");
      await op.keyboard.press("Enter");
      await op.waitForURL(/\/orders\/list\?/);
      const opened = new URL(op.url()).searchParams;
      expect(opened.get("pageSize")).toBe("20");
      expect(opened.get("sorters[0][field]")).toBe("totalCents");
      await currentTab(op, VIEW_NAME);
      // Not the operator's view: it can save a new one, not change this one.
      await op.getByRole("button", { name: "Salva vista" }).click();
      await openedDialog(op, "Salva questo elenco come vista");
      expect(operator.pageErrors).toEqual([]);
    } finally {
      await operator.close();
    }
  });

  it("fits the tabs and the dialog on a phone, in both languages", async () => {
    // Each on a list no view shows yet: the control then saves a new view at once.
    for (const [language, name, pageSize] of [
      ["it", "Viste salvate", 50],
      ["en", "Saved views", 100],
    ] as const) {
      const { page } = await signInAt(language, 390, ADMIN, `/orders/list?pageSize=${pageSize}`);
      const save = page.getByRole("button", {
        name: language === "it" ? "Salva vista" : "Save view",
      });
      await save.click();
      const dialog = await openedDialog(page);
      await dialog.getByRole("textbox").fill(`${language} — ${VIEW_NAME}`);
      await browser.screenshot(`views-save-dialog-${language}-390`);
      await dialog.getByRole("button", { name: language === "it" ? "Salva" : "Save" }).click();
      await currentTab(page, `${language} — ${VIEW_NAME}`);
      const nav = savedViews(page, new RegExp(name));
      const overflows = () => nav.evaluate((element) => element.scrollWidth > element.clientWidth);
      await poll(overflows).toBe(false);
      expect(await axeViolations(page)).toEqual([]);
      await browser.screenshot(`views-list-${language}-390`);
    }
  });
});
