import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { type QueueResource, RECORD_PATHS } from "../../domain/queue.ts";
import { axeViolations } from "./axe.ts";
import {
  ADMIN,
  base,
  browser,
  LINKED_SELLER,
  OPERATOR,
  poll,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** A queue row's record link, by the records' titles in English. */
const RECORD = /^(Order request|Order|Rent request|Event request|Deletion request) #\d+$/;
const SHOP_RECORD = /^(Order request|Order) #\d+$/;

/** The keyboard's way to an element: Tab until it has the focus. */
const tabTo = async (page: Page, target: Locator, { backwards = false, limit = 150 } = {}) => {
  // Attached, not visible: a radio button's input is drawn by its label.
  await target.waitFor({ state: "attached", timeout: 10_000 });
  for (let presses = 0; presses < limit; presses++) {
    await page.keyboard.press(backwards ? "Shift+Tab" : "Tab");
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
};

/** The queue's record links, top row first. */
const recordLinks = (page: Page, pattern = RECORD) =>
  page.getByRole("table").getByRole("link", { name: pattern });

const firstRecordName = async (page: Page) => (await recordLinks(page).first().textContent()) ?? "";

/** The API as a signed-in user, for what another person does meanwhile. */
const apiAs = async (account: { email: string; password: string }) => {
  const headers = { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY };
  const login = await fetch(`${base}${API_BASE_PATH}/user/login`, {
    method: "POST",
    headers,
    body: JSON.stringify(account),
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  return (path: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(`${base}${API_BASE_PATH}${path}`, {
      method: init.method ?? "GET",
      headers: { ...headers, authorization: `Bearer ${token}` },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    }).then(async (response) => ({ status: response.status, body: await response.json() }));
};

describe("the work queue", () => {
  it("lets an operator clear the oldest unassigned item with the keyboard alone", async () => {
    const { page } = await signInAt("en", 1280, OPERATOR, "/queue");
    await page.getByRole("heading", { name: "Work queue" }).waitFor();

    // Unassigned: to the filter's radios with Tab, then along them with the arrow keys.
    await tabTo(page, page.getByRole("radio", { name: "Everything" }));
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await poll(() => page.getByRole("radio", { name: "Unassigned" }).isChecked()).toBe(true);
    await poll(() => page.getByRole("table").getByText("Marco Ferri").count()).toBe(0);
    // Until the filtered list arrives the table keeps the earlier rows (under a spinner): every
    // row saying Unassigned is the filtered answer, or a first page whose top row is the same.
    const rows = page.locator("tbody tr.ant-table-row").filter({ visible: true });
    await poll(async () => {
      const shown = await rows.allInnerTexts();
      return shown.length > 0 && shown.every((row) => row.includes("Unassigned"));
    }).toBe(true);
    const oldest = await firstRecordName(page);
    expect(oldest).toMatch(RECORD);

    // Open it (j focuses the top row, Enter opens it), take it in charge, go back.
    await page.keyboard.press("j");
    await poll(() => page.getByRole("status").filter({ hasText: "Row 1 of" }).count()).toBe(1);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: oldest, level: 1 }).waitFor();
    const panel = page.getByRole("region", { name: "Assignee:" });
    await poll(() => panel.textContent()).toContain("Unassigned");
    await tabTo(page, panel.getByRole("button", { name: `Assign to me: ${oldest}` }));
    await page.keyboard.press("Enter");
    await poll(() => panel.textContent()).toContain("Marco Ferri");
    await page.getByRole("listitem").getByText("Assigned to Marco Ferri").waitFor();
    await tabTo(page, page.getByRole("link", { name: "Back" }).first(), { backwards: true });
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: "Work queue" }).waitFor();
    expect(page.url()).toContain("none");
    await poll(() =>
      recordLinks(page)
        .filter({ hasText: new RegExp(`^${oldest}$`) })
        .count(),
    ).toBe(0);
    await browser.screenshot("queue-after-clearing-en-1280");

    // Someone else takes the next one meanwhile: this queue drops it live, no reload.
    const next = await firstRecordName(page);
    const operator = await apiAs(OPERATOR);
    const admin = await apiAs(ADMIN);
    const item = (await operator("/queue?assignee=none&limit=1")).body.data.items[0];
    expect(`${item.number}`).toBe(next.replace(/.*#/, ""));
    const adminId = (await admin("/queue/assignees")).body.data.find(
      (person: { fullName: string }) => person.fullName === "Alessandra Conti",
    )._id;
    expect(
      (
        await admin(`${RECORD_PATHS[item.resource as QueueResource]}/${item.recordId}/assignee`, {
          method: "PUT",
          body: { assigneeId: adminId },
        })
      ).status,
    ).toBe(200);
    await poll(() => firstRecordName(page)).not.toBe(next);

    // And the next one opens from the keyboard too.
    const following = await firstRecordName(page);
    await page.keyboard.press("j");
    // The status still says the first j's row (the page was kept as it was): wait for this one.
    await poll(() =>
      page
        .getByRole("status")
        .filter({ hasText: new RegExp(`^Row 1 of \\d+: ${following}$`) })
        .count(),
    ).toBe(1);
    await page.keyboard.press("Enter");
    await page.getByRole("heading", { name: following, level: 1 }).waitFor();
    expect(browser.pageErrors).toEqual([]);
  });

  it("gives a seller only its own order requests and orders", async () => {
    const { page } = await signInAt("en", 1280, LINKED_SELLER, "/queue");
    await page.getByRole("heading", { name: "Work queue" }).waitFor();
    await poll(() => recordLinks(page, SHOP_RECORD).count()).toBeGreaterThan(0);
    expect(
      await recordLinks(page, /^(Rent request|Event request|Deletion request) #/).count(),
    ).toBe(0);
    // Sellers assign to themselves only: no choice of staff.
    expect(await page.getByRole("combobox", { name: /^Assign .* to$/ }).count()).toBe(0);
    await browser.screenshot("queue-seller-en-1280");
  });

  it.each([
    ["en", 1280],
    ["it", 1280],
    ["en", 390],
    ["it", 390],
  ] as const)(
    "reads well in %s at %i px, with no serious axe violation",
    async (language, width) => {
      const opened = await signInAt(language, width, OPERATOR, "/queue");
      const { page } = opened;
      await page
        .getByRole("heading", { name: language === "it" ? "Coda di lavoro" : "Work queue" })
        .waitFor();
      await poll(() => recordLinks(page, /#\d+$/).count()).toBeGreaterThan(0);
      const late = language === "it" ? /^In ritardo: oltre / : /^Late: over /;
      await poll(() => page.getByText(late).count()).toBeGreaterThan(0);
      // The rows come in half-faded under the spinner, which leaves a render later: axe reads
      // colours, so only once it has gone.
      await poll(() =>
        page.locator(".ant-spin-spinning:visible, .ant-spin-blur:visible").count(),
      ).toBe(0);
      expect(await axeViolations(page)).toEqual([]);
      await opened.screenshot(`queue-${language}-${width}`);
    },
  );
});
