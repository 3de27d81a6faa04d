import { join } from "node:path";
import type { Locator, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect, inject } from "vitest";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { TOKEN_COOKIE } from "../../domain/auth.ts";
import { EARLY_SIGN_IN } from "../../domain/earlySignIn.ts";
import { type RunningApp, startApp } from "../system/runningApp.ts";
import { type Browser, openBrowser } from "./browser.ts";

// Live bindings: a test file imports these and sees the values its hooks set.
export let app: RunningApp;
/**
 * The app's own origin as the server names it in mailed links (PUBLIC_URL, localhost): the
 * session cookie the browser keeps is then the one those links and the sandbox come back to.
 */
export let base: string;
export let browser: Browser;

/** A screen may wait for its code and the server at once: more than expect.poll's default second. */
export const poll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 10_000 });

/**
 * The popup (modal, popconfirm, dropdown) once it has finished opening. antd lays it out at full
 * size but transparent for a frame, then zooms it in from nothing: a click aimed in that frame
 * lands on what is beneath, a modal's mask closing the modal (the cancellation flake of stop 19).
 */
export const settled = async (popup: Locator) => {
  await poll(() =>
    popup.evaluate(
      (element) => {
        const animated = element.closest(".ant-modal, .ant-popover, .ant-dropdown") ?? element;
        return (
          !/-(enter|appear)(-|\s|$)/.test(animated.className) &&
          animated.getAnimations().length === 0
        );
      },
      undefined,
      { timeout: 1_000 },
    ),
  ).toBe(true);
  return popup;
};

/** The dialog named `name`, once open: see settled. */
export const openedDialog = (page: Page, name?: string | RegExp) =>
  settled(page.getByRole("dialog", name === undefined ? {} : { name }));

/**
 * Searches the shown list and waits for its answer, every row naming `text` (any case): until
 * then the rows on screen are the earlier page's, about to be replaced, and a click on one of
 * them lands on whatever takes its place (the people e2e failure of this stop).
 */
export const searchFor = async (page: Page, label: string, text: string) => {
  // A list kept in another tab has its own search box, hidden.
  const search = page.getByRole("searchbox", { name: label }).filter({ visible: true });
  await search.fill(text);
  await search.press("Enter");
  const rows = page.locator(".ant-table-tbody tr.ant-table-row").filter({ visible: true });
  await poll(async () => {
    const shown = await rows.allInnerTexts();
    const wanted = text.toLowerCase();
    return shown.length > 0 && shown.every((row) => row.toLowerCase().includes(wanted));
  }).toBe(true);
};

/** The demo sign-in accounts (docs/data.md). */
export const ADMIN = { email: "admin@example.com", password: "Admin#2026" };
export const OPERATOR = { email: "operator@example.com", password: "Operator#2026" };
export const SELLER = { email: "seller@example.com", password: "Seller#2026" };
export const LINKED_SELLER = { email: "seller.linked@example.com", password: "Seller#2026" };

/** The languages and widths every screen is read at: a desktop in English, a phone in both. */
export const LANGUAGES_AND_WIDTHS = [
  ["en", 1280],
  ["en", 390],
  ["it", 390],
] as const;

/** The dashboard's greeting, in either language: the signed-in shell is on screen. */
const welcomed = (page: Page) =>
  // A fresh page load (the app's code, translations, profile, dashboard) on a busy machine may
  // take longer than poll's 10 s: the wait is for what the user sees, with more patience.
  expect
    .poll(() => page.getByRole("heading", { name: /Benvenuto|Welcome/ }).count(), {
      timeout: 30_000,
    })
    .toBe(1);

/**
 * Waits until the app's sign-in form has replaced the plain page served before the script
 * (EARLY_SIGN_IN). Typing while one replaces the other can land in the wrong field: Playwright
 * checks a field of the plain page, the app removes that page, and the text goes to the app's
 * focused field (an access.test failure: the password typed after the email, in the email
 * field). Typing into the plain page is signIn.test's subject; other tests type into the app.
 */
export const appSignInForm = (page: Page) =>
  page.locator(`#${EARLY_SIGN_IN.elementId}`).waitFor({ state: "detached" });

/** Types `account` into the app's sign-in form, in either language, and presses its button. */
export const submitSignInForm = async (
  page: Page,
  account: { email: string; password: string },
) => {
  await appSignInForm(page);
  await page.getByRole("textbox", { name: "Email", exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: /^(Accedi|Sign in)$/ }).click();
};

/**
 * Signs in through the login form, in whichever language the page speaks, and waits for the
 * dashboard. For tests about signing in; the others use signIn (through the API, faster).
 */
export const signInWithForm = async (account = ADMIN, page: Page = browser.page) => {
  await page.goto(`${base}/login`);
  await submitSignInForm(page, account);
  await page.waitForURL(`${base}/`);
  await welcomed(page);
};

/**
 * Signs in the way the SPA does after a good password (POST /user/login, the token in the
 * Admin-Token cookie with the SPA's attributes) and opens `path`: the dashboard, waited for, or
 * the page the test is about, which the test waits for as it would after any page load (one
 * page load instead of two: the dashboard first costs a second and a half of browser CPU). What
 * the login form does is proven by access.test.ts and signIn.test.ts; the other tests start from
 * a signed-in session without paying for the form (2-3 s each on a loaded machine).
 */
export const signIn = async (account = ADMIN, page: Page = browser.page, path = "/") => {
  const answer = await fetch(`${base}${API_BASE_PATH}/user/login`, {
    method: "POST",
    headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    body: JSON.stringify(account),
  });
  if (!answer.ok)
    throw new Error(`sign-in as ${account.email}: ${answer.status} ${await answer.text()}`);
  const { token } = ((await answer.json()) as { data: { token: string } }).data;
  // src/providers/session.ts: strict same-site, Secure only over TLS, a session cookie.
  await page
    .context()
    .addCookies([{ name: TOKEN_COOKIE, value: token, url: base, sameSite: "Strict" }]);
  await page.goto(`${base}${path}`);
  if (path === "/") await welcomed(page);
};

/**
 * One app per test file, started as `npm start` starts it, on its own copy of the seeded data
 * directory (buildOnce.ts): each has its own data and fresh sign-in rate limits.
 */
export const withAppPerFile = () => {
  beforeAll(async () => {
    app = await startApp({ template: inject("appDataTemplate") });
    base = app.url.replace("127.0.0.1", "localhost");
  });
  afterAll(async () => {
    await app?.stop();
  });
};

/**
 * What a failed test leaves for the next reader: where the page was, what it showed in its
 * dialogs and messages, what it did last, and what the server said; a picture beside it.
 */
export const reportFailure = async (test: string, failed: Browser = browser) => {
  const { page } = failed;
  const shown = await page
    .locator(".ant-message, .ant-notification, .ant-modal, [role=alert], [role=dialog]")
    .allInnerTexts()
    .catch(() => []);
  const picture = join(process.env.SCREENSHOT_DIR ?? ".tmp", `failed-${Date.now()}.png`);
  await page.screenshot({ path: picture, fullPage: true }).catch(() => undefined);
  console.error(
    [
      `── e2e failure: ${test}`,
      `at: ${page.url()}`,
      `on screen: ${shown.join(" | ").replace(/\s+/g, " ") || "(no dialog, message or alert)"}`,
      `picture: ${picture}`,
      "page trail:",
      ...failed.trail,
      "server (last lines):",
      app.output().slice(-2000),
    ].join("\n"),
  );
};

/**
 * A browser context per test (its cookies and storage empty; its HTTP cache kept, see
 * leaseContext in browser.ts) in the worker's one Chromium process; a screen that throws fails
 * its test.
 */
export const withBrowserPerTest = () => {
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async ({ task }) => {
    if (task.result?.state === "fail") await reportFailure(task.name);
    expect(browser.pageErrors).toEqual([]);
    await browser.close();
  });
};

/** Replaces this test's browser with one of another size or locale. */
export const reopenBrowser = async (options: Parameters<typeof openBrowser>[0]) => {
  await browser.close();
  browser = await openBrowser(options);
  return browser;
};

/** A fresh browser `width` pixels wide, speaking `language`, signed in as `account` on `path`. */
export const signInAt = async (
  language: "it" | "en",
  width: number,
  account = ADMIN,
  path = "/",
) => {
  const opened = await reopenBrowser({
    width,
    height: width < 600 ? 844 : 800,
    locale: language === "it" ? "it-IT" : "en-US",
  });
  await opened.context.addCookies([{ name: "language", value: language, url: base }]);
  await signIn(account, opened.page, path);
  return opened;
};
