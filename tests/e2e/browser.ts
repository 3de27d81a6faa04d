import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { type BrowserContext, chromium, type Page } from "playwright-core";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

export interface Browser {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors: a screen that throws fails its test. */
  pageErrors: string[];
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

/** Debian's Chromium through playwright-core; never a browser downloaded by a tool. */
export const openBrowser = async (
  options: { width?: number; height?: number; locale?: string } = {},
): Promise<Browser> => {
  const profile = mkdtempSync(join(tmpdir(), "lux-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    viewport: { width: options.width ?? 1280, height: options.height ?? 800 },
    locale: options.locale ?? "it-IT",
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
  const page = context.pages()[0] ?? (await context.newPage());
  const pageErrors: string[] = [];
  page.on("pageerror", (error) => pageErrors.push(error.message));
  const screenshotDir = process.env.SCREENSHOT_DIR;
  return {
    context,
    page,
    pageErrors,
    // Menus, modals and messages animate in: only a picture waits for them to settle.
    screenshot: async (name) => {
      if (!screenshotDir) return;
      await page.waitForTimeout(SETTLE_MS);
      await page.screenshot({ path: join(screenshotDir, `${name}.png`), fullPage: true });
    },
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
};
