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
