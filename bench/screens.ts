// The six browser rows of issue 13, in Chromium against the app started as `npm start` starts it
// (built dist/, demo data, a data directory and port of its own). Each run is a fresh browser
// context (an empty cache, like a first visit): the sign-in page, the form, the dashboard, the
// first click on three menu entries, a click on every list already open in a tab, and a reload of
// the orders list (its code then cached). One warm-up run, then the median of five.
// Times are what the user sees: the first frame in which the thing is on screen (screensProbe.ts).
// Each run also times the floor (screensFloor.ts) in the same browser, and each row prints its
// ratio to its floor: what the app adds to the network, the server and the browser.
// Runs only when named: `npm run bench screens`.
import { join } from "node:path";
import type { CDPSession, Page } from "playwright-core";
import { EARLY_SIGN_IN } from "../domain/earlySignIn.ts";
import { closeChromium, openBrowser } from "../tests/e2e/browser.ts";
import { REPO_ROOT } from "../tests/server/spawnNode.ts";
import { buildAsNpmStartDoes, type RunningApp, startApp } from "../tests/system/runningApp.ts";
import { type FloorRun, floorRun, installFloor } from "./screensFloor.ts";
import { installProbe } from "./screensProbe.ts";

const RUNS = 5;
const ADMIN = { email: "admin@example.com", password: "Admin#2026" };
/**
 * The floor signs in as another staff account with the same dashboard: six runs of two sign-ins
 * on one account would spend its sign-in budget (10 per 5 minutes, docs/access.md#sign-in).
 */
const FLOOR_STAFF = { email: "operator@example.com", password: "Operator#2026" };
const WAIT_MS = 15_000;
/** Network quiet this long after sign-in: the screens fetched ahead have come down. */
const QUIET_MS = 300;

/** Opened by their first click in the menu, all under the Sales group. */
const FIRST_CLICKS = ["Products", "Coupons", "Order requests"];

/** Every list screen an administrator opens, by path and title (locales/en/<resource>.json). */
const LISTS: readonly [path: string, title: string][] = [
  ["/user/index", "Users"],
  ["/shopper/index", "Shops"],
  ["/categories/index", "Categories"],
  ["/products/list", "Products"],
  ["/property/list", "Product properties"],
  ["/coupon/list", "Coupons"],
  ["/orders/request/list", "Order requests"],
  ["/orders/list", "Orders"],
  ["/models/list", "Rent models"],
  ["/events/list", "Events"],
  ["/requests/index", "Received messages"],
  ["/event-requests/index", "Event requests"],
  ["/accountdeleterequests/index", "Account deletion requests"],
  ["/webHook/index", "Payment webhooks"],
  ["/logs/index", "Logs"],
];

type Run = {
  bytes: number;
  form: number;
  figures: number;
  firstClick: Record<string, number>;
  tabClick: Record<string, number>;
  reload: number;
  floor: FloorRun;
};

/** performance.now() of the frame `key` first showed in (see screensProbe.ts). */
const seenAt = async (page: Page, key: string) => {
  const handle = await page.waitForFunction((wanted) => window.benchProbe?.seen[wanted], key, {
    timeout: WAIT_MS,
    polling: 50,
  });
  return (await handle.jsonValue()) as number;
};

/** From the click to the frame `key` first showed in. */
const clickToSeen = async (page: Page, click: () => Promise<void>, key: string) => {
  await page.evaluate(() => window.benchProbe.reset());
  await click();
  const shownAt = await seenAt(page, key);
  return shownAt - (await page.evaluate(() => window.benchProbe.clickedAt));
};

/** Waits until no request (the live socket aside) has been under way for QUIET_MS. */
const networkQuiet = async (devtools: CDPSession) => {
  const pending = new Set<string>();
  let last = performance.now();
  const started = (event: { requestId: string; request: { url: string } }) => {
    if (event.request.url.includes("/socket.io/")) return;
    pending.add(event.requestId);
    last = performance.now();
  };
  const ended = (event: { requestId: string }) => {
    pending.delete(event.requestId);
    last = performance.now();
  };
  devtools.on("Network.requestWillBeSent", started);
  devtools.on("Network.loadingFinished", ended);
  devtools.on("Network.loadingFailed", ended);
  try {
    while (pending.size > 0 || performance.now() - last < QUIET_MS)
      await new Promise((resolve) => setTimeout(resolve, 50));
  } finally {
    devtools.off("Network.requestWillBeSent", started);
    devtools.off("Network.loadingFinished", ended);
    devtools.off("Network.loadingFailed", ended);
  }
};

/** Opens a screen the way a link does (react-router follows popstate), off the clock. */
const goInApp = async (page: Page, path: string, title: string) => {
  await page.evaluate((to) => {
    history.pushState(null, "", to);
    dispatchEvent(new PopStateEvent("popstate"));
  }, path);
  await seenAt(page, `rows:${title}`);
};

const stillness = (page: Page) => page.waitForFunction(() => document.getAnimations().length === 0);

const oneRun = async (url: string): Promise<Run> => {
  const browser = await openBrowser({
    locale: "en-US",
    reducedMotion: "no-preference",
    chromium: "desktop",
    coldCache: true,
  });
  const { page, context } = browser;
  try {
    await context.addCookies([{ name: "language", value: "en", url }]);
    // As source: tsx names the probe's inner functions with a helper the page lacks (__name).
    await context.addInitScript({
      content: `(() => { const __name = (target) => target; (${installProbe})(); })()`,
    });
    const devtools = await context.newCDPSession(page);
    await devtools.send("Network.enable");
    let bytes = 0;
    devtools.on("Network.loadingFinished", (event) => {
      bytes += event.encodedDataLength;
    });

    await page.goto(`${url}/login`, { waitUntil: "commit" });
    const form = await seenAt(page, "form");
    // The form first shows as plain HTML (scripts/earlySignIn.ts); the page has loaded once the
    // app has taken its place, and its bytes count with the page's.
    await page.waitForFunction(
      (id) => document.getElementById(id) === null,
      EARLY_SIGN_IN.elementId,
      { timeout: WAIT_MS, polling: 50 },
    );
    await networkQuiet(devtools);
    const signInBytes = bytes;

    await page.getByRole("textbox", { name: "Email", exact: true }).fill(ADMIN.email);
    await page.getByLabel("Password", { exact: true }).fill(ADMIN.password);
    const figures = await clickToSeen(
      page,
      () => page.getByRole("button", { name: "Sign in" }).click(),
      "figures",
    );
    await networkQuiet(devtools);

    await page.getByRole("menuitem", { name: "Sales" }).click();
    await stillness(page);
    const firstClick: Record<string, number> = {};
    for (const title of FIRST_CLICKS) {
      const entry = page.getByRole("menuitem", { name: new RegExp(`\\b${title}\\b`) });
      firstClick[title] = await clickToSeen(page, () => entry.click(), `rows:${title}`);
      await networkQuiet(devtools);
    }

    for (const [path, title] of LISTS)
      if (!FIRST_CLICKS.includes(title)) await goInApp(page, path, title);
    await networkQuiet(devtools);

    // Every list from the one before it; Orders last, for the reload below.
    const tabClick: Record<string, number> = {};
    const order = [
      ...LISTS.filter(([, title]) => title !== "Orders"),
      ...LISTS.filter(([, title]) => title === "Orders"),
    ];
    for (const [, title] of order) {
      const tab = page.getByRole("tab", { name: title, exact: true });
      tabClick[title] = await clickToSeen(page, () => tab.click(), `rows:${title}`);
      await networkQuiet(devtools);
    }

    await page.reload({ waitUntil: "commit" });
    const reload = await seenAt(page, "rows:Orders");
    const floor = await floorRun(page, url, FLOOR_STAFF, { seenAt, clickToSeen });
    return { bytes: signInBytes, form, figures, firstClick, tabClick, reload, floor };
  } finally {
    await browser.close();
  }
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

const ms = (value: number) => `${Math.round(value).toLocaleString("en")} ms`;

const line = (what: string, value: string, target: string, met: boolean) =>
  console.info(
    `${what.padEnd(58)} ${value.padStart(12)}  target ${target.padEnd(12)} ${met ? "MET" : "MISSED"}`,
  );

/** Per name, the median over the runs, e.g. of every list's tab click. */
const mediansOf = (runs: Run[], pick: (run: Run) => Record<string, number>) =>
  Object.fromEntries(
    Object.keys(pick(runs[0] as Run)).map((name) => [
      name,
      median(runs.map((run) => pick(run)[name] ?? 0)),
    ]),
  );

/** Per run, the row over its floor in that run; their median: both met the same moment's machine. */
const medianRatio = (runs: Run[], row: (run: Run) => number, floor: (run: Run) => number) =>
  median(runs.map((run) => row(run) / floor(run)));

const ratioLine = (what: string, ratio: number, target: number) =>
  line(what, `${ratio.toFixed(2)}×`, `≤ ${target}×`, ratio <= target);

const printFloor = (runs: Run[]) => {
  const floor = (pick: (floor: FloorRun) => number) =>
    ms(median(runs.map((run) => pick(run.floor))));
  console.info(
    `floor (no framework, same server and browser): load → rows ${floor((f) => f.load)}, click → rows ${floor((f) => f.click)}, sign-in → figure ${floor((f) => f.signIn)}`,
  );
  ratioLine(
    "reload → first row / floor load → rows",
    medianRatio(
      runs,
      (run) => run.reload,
      (run) => run.floor.load,
    ),
    2,
  );
  const worstRatio = (pick: (run: Run) => Record<string, number>) =>
    Math.max(
      ...Object.keys(pick(runs[0] as Run)).map((name) =>
        medianRatio(
          runs,
          (run) => pick(run)[name] ?? 0,
          (run) => run.floor.click,
        ),
      ),
    );
  ratioLine(
    "first click → rows (worst) / floor click → rows",
    worstRatio((run) => run.firstClick),
    2,
  );
  ratioLine(
    "tab click → rows (worst) / floor click → rows",
    worstRatio((run) => run.tabClick),
    1.5,
  );
  ratioLine(
    'click "Sign in" → figures / floor sign-in → figure',
    medianRatio(
      runs,
      (run) => run.figures,
      (run) => run.floor.signIn,
    ),
    2.5,
  );
};

const print = (runs: Run[]) => {
  const bytes = median(runs.map((run) => run.bytes));
  line(
    "bytes the sign-in page transfers",
    bytes.toLocaleString("en"),
    "≤ 320,000",
    bytes <= 320_000,
  );
  const form = median(runs.map((run) => run.form));
  line("sign-in form visible after navigation", ms(form), "≤ 600 ms", form <= 600);
  const figures = median(runs.map((run) => run.figures));
  line('click "Sign in" → dashboard figures visible', ms(figures), "≤ 600 ms", figures <= 600);
  const reload = median(runs.map((run) => run.reload));
  line(
    "reload of /orders/list while signed in → first row visible",
    ms(reload),
    "≤ 500 ms",
    reload <= 500,
  );
  const first = mediansOf(runs, (run) => run.firstClick);
  const firstWorst = Math.max(...Object.values(first));
  line(
    "first click on a list in the menu → rows visible (worst)",
    ms(firstWorst),
    "≤ 250 ms",
    firstWorst <= 250,
  );
  console.info(
    `  ${Object.entries(first)
      .map(([name, value]) => `${name} ${ms(value)}`)
      .join(", ")}`,
  );
  const tabs = mediansOf(runs, (run) => run.tabClick);
  const tabWorst = Math.max(...Object.values(tabs));
  line(
    "click on a list already open in a tab → rows visible (worst)",
    ms(tabWorst),
    "≤ 50 ms",
    tabWorst <= 50,
  );
  console.info(
    `  ${Object.entries(tabs)
      .map(([name, value]) => `${name} ${ms(value)}`)
      .join(", ")}`,
  );
  printFloor(runs);
};

export const report = async () => {
  let app: RunningApp | undefined;
  let removeFloor: (() => void) | undefined;
  try {
    buildAsNpmStartDoes();
    removeFloor = installFloor(join(REPO_ROOT, "dist"));
    app = await startApp();
    await oneRun(app.url);
    const runs: Run[] = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await oneRun(app.url));
    print(runs);
  } finally {
    await closeChromium();
    await app?.stop();
    removeFloor?.();
  }
};
