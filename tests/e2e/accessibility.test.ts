import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { EARLY_SIGN_IN } from "../../domain/earlySignIn.ts";
import { axeViolations, type Violation } from "./axe.ts";
import { afterEffects, type Browser, openBrowser } from "./browser.ts";
import {
  ADMIN,
  base,
  LINKED_SELLER,
  OPERATOR,
  poll,
  reportFailure,
  signIn,
  withAppPerFile,
} from "./session.ts";
import { structureProblems } from "./structure.ts";

withAppPerFile();

type Language = "it" | "en";
type Account = typeof ADMIN;

/** A list, and whether the record page its first row links to is checked too. */
type Screen = { path: string; record?: RegExp };

const list = (path: string, record?: RegExp): Screen => ({ path, record });

/** Every screen of the signed-in shell an administrator opens; the others see a subset. */
const ADMIN_SCREENS: Screen[] = [
  list("/"),
  list("/queue"),
  list("/user/index", /\/user\/view\//),
  list("/accountdeleterequests/index", /\/accountdeleterequests\/view\//),
  list("/shopper/index", /\/shopper\/view\//),
  list("/categories/index", /\/categories\/view\//),
  list("/products/list", /\/products\/view\//),
  list("/products/create"),
  list("/property/list", /\/property\/edit\//),
  list("/coupon/list", /\/coupon\/edit\//),
  list("/orders/request/list", /\/orders\/request\/view-order\//),
  list("/orders/list", /\/orders\/view-order\//),
  list("/models/list", /\/models\/view\//),
  list("/models/create"),
  list("/events/list", /\/events\/view\//),
  list("/requests/index", /\/requests\/view\//),
  list("/event-requests/index", /\/event-requests\/view\//),
  list("/webHook/index", /\/webHook\/view\//),
  list("/logs/index", /\/logs\/view\//),
  list("/profile/index"),
  list("/Change-Password/index"),
  list("/nowhere-at-all"),
  list("/401"),
];

const ADMIN_ONLY = ["/user/", "/accountdeleterequests/", "/webHook/", "/logs/"];
const isAdminOnly = ({ path }: Screen) => ADMIN_ONLY.some((prefix) => path.startsWith(prefix));
const ADMIN_ONLY_SCREENS = ADMIN_SCREENS.filter(isAdminOnly);
const OPERATOR_SCREENS = ADMIN_SCREENS.filter((screen) => !isAdminOnly(screen));
const SELLER_PATHS = [
  "/",
  "/queue",
  "/products/list",
  "/products/create",
  "/coupon/list",
  "/orders/request/list",
  "/orders/list",
  "/profile/index",
  "/Change-Password/index",
  "/401",
];
const SELLER_SCREENS = ADMIN_SCREENS.filter(({ path }) => SELLER_PATHS.includes(path));

/** The screens photographed at 1280 px (with SCREENSHOT_DIR) for a look at the layout. */
const PHOTOGRAPHED = ["/", "/orders/request/list", "/products/list", "/products/create"];

/** Goes to `path` inside the running SPA (no reload) and waits for its heading and data. */
const visit = async (page: Page, path: string) => {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return;
    // The page being left keeps its heading until the next one shows: mark it to wait past it.
    for (const heading of document.querySelectorAll("h1")) heading.dataset.left = "";
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await settle(page);
};

/**
 * Closes every cached page but the current one (the tab menu's Close others): axe reads the whole
 * document, and each page the shell keeps hidden would make every later run slower.
 */
const closeOthers = async (page: Page) => {
  const tabs = page.getByRole("tablist", { name: /^(Pagine aperte|Open pages)$/ });
  const active = tabs.getByRole("tab", { selected: true });
  if ((await tabs.getByRole("tab").count()) < 3 || (await active.count()) === 0) return;
  await active.click({ button: "right" });
  await page.getByRole("menuitem", { name: /^(Chiudi le altre|Close others)$/ }).click();
};

/** A visible heading, and nothing loading any more. */
const settle = async (page: Page) => {
  await page.locator("h1:not([data-left]):visible").first().waitFor({ timeout: 10_000 });
  const loading = page.locator(
    ".ant-spin-spinning:visible, .ant-spin-blur:visible, .ant-skeleton-active:visible, .ant-table-placeholder .ant-spin:visible",
  );
  await poll(() => loading.count()).toBe(0);
  // antd's Spin shows a load that starts now (a query enabled late, a search) a timer later, and
  // leaves a render after its rows come: asked again once the page has painted twice.
  await afterEffects(page);
  await poll(() => loading.count()).toBe(0);
};

const report = (where: string, violations: Violation[]) =>
  violations.map(
    ({ id, impact, help, targets, html }) =>
      `${where}: ${impact} ${id} (${help}) at ${targets.length} node(s): ${targets.slice(0, 4).join(" | ")} — ${html}`,
  );

/** The href of the first row of the list that matches `pattern`, if the list has rows. */
const firstRecord = (page: Page, pattern: RegExp) =>
  page
    .locator(".ant-table-tbody a[href]:visible")
    .evaluateAll(
      (links, source) =>
        links
          .map((link) => new URL((link as HTMLAnchorElement).href).pathname)
          .find((href) => new RegExp(source).test(href)),
      pattern.source,
    );

/**
 * Runs `work` in a fresh browser `width` pixels wide speaking `language`, then closes it; a
 * failure first prints where the page was and what it did (session.ts reportFailure).
 */
const inBrowser = async (
  language: Language,
  work: (browser: Browser) => Promise<void>,
  width = 1280,
) => {
  const opened = await openBrowser({
    width,
    height: width < 600 ? 844 : 800,
    locale: language === "it" ? "it-IT" : "en-US",
    bypassCSP: true,
  });
  try {
    await opened.context.addCookies([{ name: "language", value: language, url: base }]);
    await work(opened);
    expect(opened.pageErrors).toEqual([]);
  } catch (error) {
    await reportFailure(expect.getState().currentTestName ?? "accessibility", opened);
    throw error;
  } finally {
    await opened.close();
  }
};

/**
 * Signs in as `account` in `language` and runs axe on each screen and on the record page the
 * first row of each list links to; fails with every serious or critical violation, and where.
 */
const audit = (language: Language, account: Account, screens: Screen[]) =>
  inBrowser(language, async (browser) => {
    const { page } = browser;
    const problems: string[] = [];
    const check = async (where: string) => {
      const at = `${where} [${language}, ${account.email}]`;
      problems.push(...report(at, await axeViolations(page)));
      problems.push(...(await structureProblems(page)).map((problem) => `${at}: ${problem}`));
    };
    await signIn(account, page);
    for (const { path, record } of screens) {
      await visit(page, path);
      await check(path);
      await closeOthers(page);
      if (PHOTOGRAPHED.includes(path))
        await browser.screenshot(`a11y${path.replaceAll("/", "-")}-${language}-1280`);
      const recordPath = record && (await firstRecord(page, record));
      if (recordPath) {
        await visit(page, recordPath);
        await check(recordPath);
        await closeOthers(page);
      }
    }
    expect(problems).toEqual([]);
  });

describe("axe-core, and the checks of structure.ts, find no serious or critical problem", () => {
  it.each(["it", "en"] as const)("on the login page, signed out (%s)", (language) =>
    inBrowser(language, async ({ page }) => {
      await page.goto(`${base}/login`);
      // The app's page, once it has taken the place of the plain one (signIn.test.ts audits that).
      await page.locator(`#${EARLY_SIGN_IN.elementId}`).waitFor({ state: "detached" });
      await settle(page);
      expect(report(`/login [${language}]`, await axeViolations(page))).toEqual([]);
      expect(await structureProblems(page)).toEqual([]);
    }),
  );
  // A busy 2-core machine takes far longer than the quiet one (about 40 s a run there).
  it("on every screen of an administrator, in Italian", { timeout: 240_000 }, () =>
    audit("it", ADMIN, ADMIN_SCREENS),
  );
  // Every screen in English too: an operator opens all of the administrator's screens but these
  // four (auditing both in English audited most screens twice, a quarter of this file's time).
  it("on the administrator's own screens, in English", () =>
    audit("en", ADMIN, ADMIN_ONLY_SCREENS));
  it("on every screen of an operator, in English", () => audit("en", OPERATOR, OPERATOR_SCREENS));
  it("on every screen of a linked seller, in Italian", () =>
    audit("it", LINKED_SELLER, SELLER_SCREENS));
});

// Issue 47: the forms of a record's page (its note, its quote) named their fields' ids after the
// field alone, so two records kept open in tabs held the same ids.
it("holds no id twice with two records' pages open in tabs", () =>
  inBrowser("en", async ({ page }) => {
    await signIn(ADMIN, page);
    await visit(page, "/orders/request/list");
    const records = await page
      .locator(".ant-table-tbody a[href]:visible")
      .evaluateAll((links) =>
        [...new Set(links.map((link) => new URL((link as HTMLAnchorElement).href).pathname))]
          .filter((path) => /\/orders\/request\/view-order\//.test(path))
          .slice(0, 2),
      );
    expect(records).toHaveLength(2);
    for (const record of records) await visit(page, record);
    await poll(() => page.getByRole("tab").count()).toBe(4);
    expect(await page.locator("form").count()).toBeGreaterThanOrEqual(2);
    const twice = (await structureProblems(page)).filter((problem) => problem.startsWith("id "));
    expect(twice).toEqual([]);
  }));

describe("on a phone (390 px) no screen scrolls sideways", () => {
  it.each(["it", "en"] as const)("in %s", (language) =>
    inBrowser(
      language,
      async (browser) => {
        const { page } = browser;
        const wide: string[] = [];
        await signIn(ADMIN, page);
        for (const { path } of ADMIN_SCREENS) {
          await visit(page, path);
          const { scrollWidth, innerWidth } = await page.evaluate(() => ({
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
          }));
          if (scrollWidth > innerWidth) wide.push(`${path}: ${scrollWidth} px > ${innerWidth} px`);
          if (PHOTOGRAPHED.includes(path)) {
            await browser.screenshot(`a11y${path.replaceAll("/", "-")}-${language}-390`);
          }
        }
        expect(wide).toEqual([]);
      },
      390,
    ),
  );
});

/** Presses Tab until the focused element matches `selector` (at most `limit` times). */
const tabTo = async (page: Page, selector: string, limit = 80) => {
  for (let presses = 0; presses < limit; presses += 1) {
    await page.keyboard.press("Tab");
    if (await page.evaluate((css) => document.activeElement?.matches(css) ?? false, selector)) {
      return;
    }
  }
  throw new Error(`Tab never reached ${selector}`);
};

describe("the keyboard alone", () => {
  it("searches a list and opens a row", () =>
    inBrowser("en", async ({ page }) => {
      await signIn(ADMIN, page);
      await visit(page, "/products/list");
      const name = await page
        .locator(".ant-table-tbody tr[data-row-key] td a:visible")
        .first()
        .innerText();
      await page.locator("body").focus();
      await tabTo(page, 'input[aria-label="Search"]');
      await page.keyboard.type(name);
      await page.keyboard.press("Enter");
      await poll(() => decodeURIComponent(page.url())).toContain(`[value]=${name}`);
      await settle(page);
      await tabTo(page, '[aria-label^="View: "]');
      await page.keyboard.press("Enter");
      await page.waitForURL(/\/products\/view\//);
      await settle(page);
    }));

  // Issue 47: antd's pager put each control's <li> in the tab order as well as its link, and its
  // "•••" had no address and no name.
  it("moves through a list's pager one control per Tab, each named by its link", () =>
    inBrowser("en", async ({ page }) => {
      // 60 orders, 5 a page: twelve pages, the sixth shown, with both "•••" around it.
      await signIn(ADMIN, page, "/orders/list?pageSize=5&currentPage=6");
      await settle(page);
      const pager = page.locator(".ant-table-pagination:visible");
      await pager.getByRole("link", { name: "Previous page" }).focus();
      const stops: string[] = [];
      for (let presses = 0; presses < 20; presses += 1) {
        const stop = await page.evaluate(() => {
          const focused = document.activeElement;
          const control = focused?.closest(".ant-pagination > li");
          if (!focused || !control || control.matches(".ant-pagination-options")) return null;
          return focused.getAttribute("aria-label") ?? focused.textContent ?? "";
        });
        if (stop === null) break;
        stops.push(stop);
        await page.keyboard.press("Tab");
      }
      expect(stops).toEqual([
        "Previous page",
        "1",
        "5 pages back",
        "4",
        "5",
        "6",
        "7",
        "8",
        "5 pages forward",
        "12",
        "Next page",
      ]);
      expect(await structureProblems(page)).toEqual([]);
    }));

  it("fills a form with Tab and saves it with Enter", () =>
    inBrowser("en", async ({ page }) => {
      await signIn(ADMIN, page);
      await visit(page, "/property/create");
      await page.locator("body").focus();
      await tabTo(page, "form input");
      const words = ["Strap", "Cinturino", "Leather", "Pelle"];
      for (const [index, word] of words.entries()) {
        if (index > 0) await page.keyboard.press("Tab");
        await page.keyboard.type(word);
      }
      await page.keyboard.press("Enter");
      await page.waitForURL((url) => !url.pathname.endsWith("/property/create"));
    }));
});
