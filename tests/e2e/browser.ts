import { join } from "node:path";
import {
  type BrowserContext,
  chromium,
  type Page,
  type Browser as PlaywrightBrowser,
} from "playwright-core";

/**
 * Debian's Chromium, never a browser downloaded by a tool (scripts/install-chromium.sh installs
 * both). Tests drive its headless shell (package chromium-headless-shell: the same Blink and V8
 * without the desktop browser around them, about a third less browser CPU per test on 2 cores,
 * as Playwright's own headless runs do); a timing of what a user feels drives the desktop browser.
 * CHROMIUM_PATH names another binary for both.
 */
const CHROMIUM = {
  headlessShell: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium-headless-shell",
  desktop: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
};
type ChromiumKind = keyof typeof CHROMIUM;

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors: a screen that throws fails its test. */
  pageErrors: string[];
  /** What the page did that a failure report needs: navigations, refused or failed requests, console errors. */
  trail: string[];
  screenshot: (name: string) => Promise<void>;
  close: () => Promise<void>;
}

/**
 * Resolves once the page has painted twice: React has committed what the last action changed
 * and run its effects, so a check that nothing was undone can follow.
 */
export const afterEffects = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  );

/** antd's longest opening animation (modals, dropdowns, messages). */
const SETTLE_MS = 400;

const TRAIL_LENGTH = 60;

/** Keeps the page's last events, each with the time since the page opened. */
const recordTrail = (page: Page) => {
  const trail: string[] = [];
  const opened = Date.now();
  const note = (line: string) => {
    trail.push(`+${Date.now() - opened} ms ${line}`);
    if (trail.length > TRAIL_LENGTH) trail.shift();
  };
  page.on("framenavigated", (frame) => {
    if (frame === page.mainFrame()) note(`navigated ${frame.url()}`);
  });
  page.on("requestfailed", (request) =>
    note(`failed ${request.method()} ${request.url()} ${request.failure()?.errorText ?? ""}`),
  );
  // Refusals, and every write whatever its answer: a failure after a click says whether the
  // click's request left (a sign-in, a save) and what came back.
  page.on("response", (response) => {
    if (response.status() >= 400 || response.request().method() !== "GET")
      note(`${response.status()} ${response.request().method()} ${response.url()}`);
  });
  page.on("console", (message) => {
    if (message.type() === "error" || message.type() === "warning")
      note(`console.${message.type()} ${message.text().slice(0, 300)}`);
  });
  return trail;
};

const chromiumProcesses = new Map<ChromiumKind, Promise<PlaywrightBrowser>>();
/** Contexts not in use, by what a page cannot change once made: browser, locale, CSP. */
const idleContexts = new Map<string, BrowserContext[]>();

/**
 * One Chromium process per worker, kept from one test file to the next (the system project does
 * not isolate its files: vitest.config.ts), since a launch costs 0.4-0.8 s on a loaded machine;
 * every openBrowser() gets a context of its own in it (leaseContext). Playwright ends the process
 * with the worker.
 */
const launched = (kind: ChromiumKind) => {
  const running = chromiumProcesses.get(kind);
  if (running) return running;
  const launching = chromium.launch({
    executablePath: CHROMIUM[kind],
    headless: true,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  chromiumProcesses.set(kind, launching);
  return launching;
};

/**
 * Ends the Chromium processes (their contexts go with them): for a script that must exit when
 * done (the screens bench); a test worker leaves them to Playwright.
 */
export const closeChromium = async () => {
  const running = [...chromiumProcesses.values()];
  chromiumProcesses.clear();
  idleContexts.clear();
  await Promise.all(running.map(async (launching) => (await launching).close()));
};

type BrowserOptions = {
  width?: number;
  height?: number;
  locale?: string;
  bypassCSP?: boolean;
  /** "no-preference" for a test about animations; the others ask for none (see below). */
  reducedMotion?: "reduce" | "no-preference";
  /** The desktop browser rather than its headless shell: for timings of what a user feels. */
  chromium?: ChromiumKind;
  /**
   * A context made for this browser and closed with it, its HTTP cache cold as on a user's first
   * visit: for a timing of that visit (the screens bench). Others lease a kept context.
   */
  coldCache?: boolean;
};

/**
 * A context for one openBrowser(), emptied of what an earlier user of it left: cookies, local
 * storage, IndexedDB, permissions (its pages were closed with that user). What it keeps is its
 * HTTP cache, as a returning user's browser does: the app's code (immutable, hashed assets) is
 * not fetched and compiled again for each test, a second or more of a loaded machine's CPU each
 * time. A test about the page before its code arrives routes the code (page.route), which
 * bypasses the cache.
 */
const leaseContext = async (options: BrowserOptions, kind: ChromiumKind) => {
  const locale = options.locale ?? "it-IT";
  const bypassCSP = options.bypassCSP ?? false;
  const key = JSON.stringify([kind, locale, bypassCSP]);
  const kept = options.coldCache ? undefined : idleContexts.get(key)?.pop();
  if (kept) {
    await kept.setStorageState({ cookies: [], origins: [] });
    await kept.clearPermissions();
  }
  // bypassCSP only for a test that injects a script (axe-core): the app's CSP allows its own.
  const context = kept ?? (await (await launched(kind)).newContext({ locale, bypassCSP }));
  let released: Promise<void> | undefined;
  // Once only: a context handed back twice would be leased to two browsers at once.
  const release = () => {
    released ??= (async () => {
      await Promise.all(context.pages().map((page) => page.close()));
      if (options.coldCache) await context.close();
      else idleContexts.set(key, [...(idleContexts.get(key) ?? []), context]);
    })();
    return released;
  };
  return { context, release };
};

/** Debian's Chromium through playwright-core; never a browser downloaded by a tool. */
export const openBrowser = async (options: BrowserOptions = {}): Promise<Browser> => {
  const { context, release } = await leaseContext(options, options.chromium ?? "headlessShell");
  const page = await context.newPage();
  await page.setViewportSize({ width: options.width ?? 1280, height: options.height ?? 800 });
  // The app honours prefers-reduced-motion: popups stand where they end up at once, so a click
  // is never aimed at a modal or menu still zooming in (a click in its first frame lands beneath).
  await page.emulateMedia({ reducedMotion: options.reducedMotion ?? "reduce" });
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const trail = recordTrail(page);
  const screenshotDir = process.env.SCREENSHOT_DIR;
  return {
    context,
    page,
    pageErrors,
    trail,
    // Menus, modals and messages animate in: only a picture waits for them to settle.
    screenshot: async (name) => {
      if (!screenshotDir) return;
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
    },
    close: release,
  };
};
