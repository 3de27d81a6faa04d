// The floor the browser rows are compared with: a page served by the same server, in the same
// browser, that does what a screen must do with no framework at all — fetch the same first 10
// orders (or sign in and fetch the dashboard) and draw them as plain DOM. A row's ratio to its
// floor says what the app costs on top of the network, the server and the browser, whatever the
// machine's speed (issue 47: absolute milliseconds moved twofold between machines of one class).
import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../domain/api.ts";
import { TOKEN_COOKIE } from "../domain/auth.ts";

export const FLOOR_PATH = "/bench-floor.html";
const SCRIPT_PATH = "/bench-floor.js";
/** The title the probe reads the floor's rows under (screensProbe.ts: `rows:<title>`). */
export const FLOOR_TITLE = "Floor orders";

const HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${FLOOR_TITLE}</title>
<script src="${SCRIPT_PATH}" defer></script></head>
<body>
<form id="sign-in"><label>Email <input name="email" type="email"></label>
<label>Password <input name="password" type="password"></label>
<button type="submit">Floor sign in</button></form>
<button id="again" type="button">Floor rows again</button>
<main id="out"></main>
</body></html>`;

/**
 * The page's whole code, sent as source. It draws the classes the probe looks for (a card with
 * an h1 and table rows; a statistic's value), so app and floor are seen by the same test.
 */
function floorPage(settings: {
  api: string;
  appKeyHeader: string;
  appKey: string;
  tokenCookie: string;
  title: string;
}) {
  const out = document.getElementById("out") as HTMLElement;
  const tokenOf = () =>
    document.cookie
      .split("; ")
      .find((pair) => pair.startsWith(`${settings.tokenCookie}=`))
      ?.slice(settings.tokenCookie.length + 1);
  let token = tokenOf();
  const headers = () => ({
    [settings.appKeyHeader]: settings.appKey,
    authorization: `Bearer ${token}`,
    "accept-language": "en",
  });
  const cell = (row: HTMLElement, text: unknown) => {
    const td = document.createElement("td");
    td.textContent = String(text);
    row.append(td);
  };
  const drawRows = (items: Record<string, unknown>[]) => {
    const card = document.createElement("section");
    card.className = "ant-card";
    const title = document.createElement("h1");
    title.textContent = settings.title;
    const table = document.createElement("table");
    table.className = "ant-table";
    for (const item of items) {
      const row = document.createElement("tr");
      row.className = "ant-table-row";
      for (const field of ["number", "customerName", "status", "totalCents"]) {
        cell(row, item[field]);
      }
      table.append(row);
    }
    card.append(title, table);
    out.replaceChildren(card);
  };
  const readRows = async () => {
    const answer = await fetch(`${settings.api}/orders?offset=0&limit=10&sort=-createdAt`, {
      headers: headers(),
    });
    drawRows(((await answer.json()) as { data: { items: Record<string, unknown>[] } }).data.items);
  };
  document.getElementById("again")?.addEventListener("click", () => {
    out.replaceChildren();
    void readRows();
  });
  document.getElementById("sign-in")?.addEventListener("submit", async (event) => {
    event.preventDefault();
    out.replaceChildren();
    const form = new FormData(event.target as HTMLFormElement);
    const signedIn = await fetch(`${settings.api}/user/login`, {
      method: "POST",
      headers: { "content-type": "application/json", [settings.appKeyHeader]: settings.appKey },
      body: JSON.stringify({ email: form.get("email"), password: form.get("password") }),
    });
    token = ((await signedIn.json()) as { token: string }).token;
    const answer = await fetch(`${settings.api}/dashboard`, { headers: headers() });
    const { data } = (await answer.json()) as { data: { revenueThisMonthCents: number } };
    const value = document.createElement("span");
    value.className = "ant-statistic-content-value";
    value.textContent = String(data.revenueThisMonthCents);
    out.replaceChildren(value);
  });
  if (token) void readRows();
}

/** Writes the floor page into the built SPA's directory, before the server starts (it registers its files at start). */
export const installFloor = (staticDir: string) => {
  const settings = {
    api: API_BASE_PATH,
    appKeyHeader: APP_KEY_HEADER,
    appKey: DEFAULT_APP_KEY,
    tokenCookie: TOKEN_COOKIE,
    title: FLOOR_TITLE,
  };
  const files = {
    [FLOOR_PATH]: HTML,
    // tsx names inner functions with a helper the page lacks (__name).
    [SCRIPT_PATH]: `(() => { const __name = (target) => target; (${floorPage})(${JSON.stringify(settings)}); })();`,
  };
  for (const [path, content] of Object.entries(files))
    writeFileSync(join(staticDir, path), content);
  return () => {
    for (const path of Object.keys(files)) rmSync(join(staticDir, path), { force: true });
  };
};

export interface FloorRun {
  /** From navigation to the first frame with the 10 rows. */
  load: number;
  /** From a click to the rows fetched again and drawn. */
  click: number;
  /** From the sign-in click to the dashboard figure drawn. */
  signIn: number;
}

/**
 * The floor's three figures in the page the app's run used (its session cookie still set).
 * `seenAt` and `clickToSeen` are the app rows' own measures (screens.ts).
 */
export const floorRun = async (
  page: Page,
  origin: string,
  credentials: { email: string; password: string },
  measure: {
    seenAt(page: Page, key: string): Promise<number>;
    clickToSeen(page: Page, click: () => Promise<void>, key: string): Promise<number>;
  },
): Promise<FloorRun> => {
  const rows = `rows:${FLOOR_TITLE}`;
  await page.goto(`${origin}${FLOOR_PATH}`, { waitUntil: "commit" });
  const load = await measure.seenAt(page, rows);
  // Rows still on screen when the probe is reset would count as seen before the click.
  await page.evaluate(() => document.getElementById("out")?.replaceChildren());
  const click = await measure.clickToSeen(
    page,
    () => page.getByRole("button", { name: "Floor rows again" }).click(),
    rows,
  );
  await page.getByLabel("Email").fill(credentials.email);
  await page.getByLabel("Password").fill(credentials.password);
  const signIn = await measure.clickToSeen(
    page,
    () => page.getByRole("button", { name: "Floor sign in" }).click(),
    "figures",
  );
  return { load, click, signIn };
};
