import type { Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, expect } from "vitest";
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

/** Signs in on /login, in whichever language the page speaks, and waits for the dashboard. */
export const signIn = async (account = ADMIN, page: Page = browser.page) => {
  await page.goto(`${base}/login`);
  await page.getByLabel("Email").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: /^(Accedi|Sign in)$/ }).click();
  await page.waitForURL(`${base}/`);
  await poll(() => page.getByRole("heading", { name: /Benvenuto|Welcome/ }).count()).toBe(1);
};

/** One app per test file, started as `npm start` starts it: each has fresh sign-in rate limits. */
export const withAppPerFile = () => {
  beforeAll(async () => {
    app = await startApp();
    base = app.url.replace("127.0.0.1", "localhost");
  });
  afterAll(async () => {
    await app?.stop();
  });
};

/** A fresh Chromium per test; a screen that throws fails its test. */
export const withBrowserPerTest = () => {
  beforeEach(async () => {
    browser = await openBrowser();
  });
  afterEach(async () => {
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

/** A fresh browser `width` pixels wide, speaking `language`, signed in as `account`. */
export const signInAt = async (language: "it" | "en", width: number, account = ADMIN) => {
  const opened = await reopenBrowser({
    width,
    height: width < 600 ? 844 : 800,
    locale: language === "it" ? "it-IT" : "en-US",
  });
  await opened.context.addCookies([{ name: "language", value: language, url: base }]);
  await signIn(account, opened.page);
  return opened;
};
