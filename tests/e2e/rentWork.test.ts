import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import type { LIVE_COUNTERS } from "../../domain/live.ts";
import { formatMoney } from "../../domain/money.ts";
import { openBrowser } from "./browser.ts";
import { mailsTo } from "./mailbox.ts";
import {
  ADMIN,
  app,
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  LINKED_SELLER,
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

// A real 1×1 PNG and the head of an ISO media file (ftyp isom): the server reads the content.
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==",
  "base64",
);
const MP4 = Buffer.alloc(2048);
MP4.writeUInt32BE(24, 0);
MP4.write("ftyp", 4, "latin1");
MP4.write("isom", 8, "latin1");
MP4.write("isommp41", 16, "latin1");
const files = mkdtempSync(join(tmpdir(), "lux-rent-"));
const bowPath = join(files, "bow.png");
const deckPath = join(files, "deck.png");
const videoPath = join(files, "cruise.mp4");
writeFileSync(bowPath, PNG);
writeFileSync(deckPath, PNG);
writeFileSync(videoPath, MP4);

type Stored = { _id: string; number: number };
type EventOnOffer = { _id: string; nameEn: string; capacity: number };

/** What the marketplace's customer apps send: the public intake, with the application key. */
const intake = async <T>(path: string, body?: object): Promise<T> => {
  const response = await fetch(`${base}/admin/api/intake/${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

/** A stay on the 11th–14th of next month (UTC): in the future, and one "Next month" away. */
const nextMonth = (day: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day, 10)).toISOString();
};

const askToRent = (rentModelId: string, customerName: string, from: number, to: number) =>
  intake<Stored>("rent-requests", {
    customerName,
    customerEmail: `${customerName.toLowerCase().replace(/\s+/g, ".")}.${Date.now()}@example.com`,
    customerLanguage: "en",
    rentModelId,
    passengers: 6,
    cabins: 3,
    guests: 0,
    startLocation: "Porto Cervo",
    destination: "Bonifacio",
    departureAt: nextMonth(from),
    returnAt: nextMonth(to),
  });

/** The sidebar badge's number as the shell renders it (data-count on the counter). */
const badge = (page: Page, counter: keyof typeof LIVE_COUNTERS) =>
  page.evaluate(
    (name) =>
      Number(document.querySelector(`[data-counter="${name}"]`)?.getAttribute("data-count")),
    counter,
  );

/** Clicks a status move and confirms it in its dialog. */
const move = async (page: Page, label: string) => {
  await page.getByRole("button", { name: label, exact: true }).click();
  const dialog = await openedDialog(page, label);
  await dialog.getByRole("button", { name: label, exact: true }).click();
  // The move is a write that mails the customer: on a busy machine it may take a while.
  await expect
    .poll(() => dialog.isVisible(), {
      timeout: 30_000,
      message: `${label}: the dialog is still open`,
    })
    .toBe(false);
};

/**
 * The record's status as its details show it. Not any text on the page: the move dialog (kept in
 * the DOM while it closes) and the history name statuses too, so a bare getByText(label) passed
 * before the record was read again (issue 14).
 */
const statusIs = (page: Page, label: string) =>
  poll(() =>
    page
      .locator("th.ant-descriptions-item-label")
      .filter({ hasText: /^Status$/ })
      .locator("xpath=following-sibling::td[1]")
      .locator("visible=true")
      .getByText(label, { exact: true })
      .count(),
  ).toBe(1);

/** The day `day` of next month as the date-time pickers read it (DD/MM/YYYY). */
const dayOfNextMonth = (day: number) => {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, day));
  return `${String(day).padStart(2, "0")}/${String(date.getUTCMonth() + 1).padStart(2, "0")}/${date.getUTCFullYear()}`;
};

/** A day a month from now, as the offer's "Valid until" picker reads it (DD MMM, YYYY). */
const validUntil = () => {
  const day = new Date(Date.now() + 30 * 86_400_000);
  const month = day.toLocaleString("en-US", { month: "short", timeZone: "UTC" });
  return `${String(day.getUTCDate()).padStart(2, "0")} ${month}, ${day.getUTCFullYear()}`;
};

/** Fills and sends the offer form: price in euros, conditions, valid a month. */
const sendOffer = async (page: Page, euros: string, conditions: string) => {
  await page.getByRole("spinbutton", { name: "Price" }).fill(euros);
  const until = page.getByLabel("Valid until");
  await until.click();
  await until.fill(validUntil());
  await until.press("Enter");
  // The picker's panel opens over the form below it: the day is taken and the panel gone before
  // Send offer is pressed (a panel still open would take the click, and it would wait 30 s).
  await poll(() => until.inputValue()).toBe(validUntil());
  await poll(() => page.locator(".ant-picker-dropdown").locator("visible=true").count()).toBe(0);
  await page.getByLabel("Conditions").fill(conditions);
  await page.getByRole("button", { name: /Send offer/ }).click();
};

/** Whether a mail written to `address` (an .eml in the data folder) holds `text`. */
const mailed = (address: string, text: string) =>
  mailsTo(app.dataDir, address).some((mail) => mail.text.includes(text));

/** Picks an option of the antd select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
};

const YACHT = "Maestrale 42 e2e";
let yachtId = "";
let confirmedNumber = 0;
let rentRequestId = "";
let eventRequestId = "";

describe("the rent line's work in Chromium", () => {
  it("lets an operator add a yacht with two images and a video, and find it in the list and with Ctrl-K", async () => {
    const { page } = await signInAt("en", 1280, OPERATOR, "/models/create");
    await page.getByRole("heading", { name: "Add model" }).waitFor();
    await page.getByLabel("Model name (EN)").fill(YACHT);
    await page.getByLabel("Model name (IT)").fill(`Yacht ${YACHT}`);
    await page.getByLabel("Description (EN)").fill("A sailing yacht for six, teak decks.");
    await page.getByLabel("Description (IT)").fill("Uno yacht a vela per sei, ponti in teak.");
    await choose(page, "Kind", "Yacht");
    await page.getByLabel("Home port or location").fill("Porto Cervo");
    await page.getByRole("spinbutton", { name: "Price per day" }).fill("4200");
    await page.getByRole("spinbutton", { name: "Passengers" }).fill("8");
    await page.getByRole("spinbutton", { name: "Cabins" }).fill("4");
    await page.locator('input[type="file"]').nth(0).setInputFiles([bowPath, deckPath]);
    await poll(() => page.locator(".ant-upload-list-item-done").count()).toBe(2);
    await page.locator('input[type="file"]').nth(1).setInputFiles(videoPath);
    await poll(() => page.locator(".ant-upload-list-item-done").count()).toBe(3);
    await browser.screenshot("rent-work-model-form-en-1280");
    await page.getByRole("button", { name: "Save" }).click();
    await poll(() => page.getByText("Model has been created successfully").count()).toBe(1);
    await page.waitForURL(/\/models\/(list|view)/);

    await page.goto(`${base}/models/list`);
    const search = page.getByLabel("Search", { exact: true });
    await search.fill("Maestrale");
    await search.press("Enter");
    const row = page.getByRole("row", { name: new RegExp(YACHT) });
    await poll(() => row.count()).toBe(1);

    await page.keyboard.press("Control+k");
    const palette = page.getByRole("combobox", { name: "Search screens and records" });
    await poll(() => palette.isVisible()).toBe(true);
    await palette.pressSequentially("Maestrale 42", { delay: 20 });
    await poll(() => page.getByRole("option", { name: /Maestrale 42 e2e/ }).count()).toBe(1);
    await page.keyboard.press("Enter");
    await page.waitForURL(/\/models\/view\//);
    yachtId = page.url().split("/models/view/")[1]?.split(/[?#]/)[0] ?? "";
    expect(yachtId).not.toBe("");
    await poll(() => page.getByText("A sailing yacht for six, teak decks.").count()).toBe(1);
  });

  it("takes a rent request in charge (the badge drops elsewhere), offers, confirms and shows it on the calendar", async () => {
    expect(yachtId).not.toBe("");
    const customer = "Imogen Hale";
    const email = `imogen.${Date.now()}@example.com`;
    const request = await intake<Stored>("rent-requests", {
      customerName: customer,
      customerEmail: email,
      customerLanguage: "en",
      rentModelId: yachtId,
      passengers: 6,
      cabins: 3,
      guests: 0,
      startLocation: "Porto Cervo",
      destination: "Bonifacio",
      departureAt: nextMonth(11),
      returnAt: nextMonth(14),
    });
    rentRequestId = request._id;
    confirmedNumber = request.number;

    const watcher = await openBrowser();
    try {
      await signIn(ADMIN, watcher.page);
      await poll(() => badge(watcher.page, "rentRequests")).toBeGreaterThan(0);
      const before = await badge(watcher.page, "rentRequests");

      const { page } = await signInAt("en", 1280, OPERATOR, `/requests/view/${request._id}`);
      await statusIs(page, "New");
      await move(page, "Take in charge");
      await statusIs(page, "In progress");
      // No reload in the other browser: the socket brings the new count.
      await poll(() => badge(watcher.page, "rentRequests")).toBe(before - 1);

      await sendOffer(page, "12500", "Fuel and skipper included; 30% deposit on confirmation.");
      await statusIs(page, "Offer sent");
      const price = formatMoney(1_250_000, "en");
      await poll(() => page.getByText(price).count()).toBeGreaterThan(0);
      await poll(() => mailed(email, price)).toBe(true);
      await browser.screenshot("rent-work-offer-sent-en-1280");

      await move(page, "Confirm");
      await statusIs(page, "Confirmed");
      await poll(() => page.getByRole("button", { name: "Confirm", exact: true }).count()).toBe(0);

      await page.goto(`${base}/models/view/${yachtId}`);
      await page.locator(".ant-segmented").getByText("List", { exact: true }).click();
      await page.getByRole("button", { name: "Next month" }).click();
      // The calendar's link, not the model's requests list below it (which names the request too).
      const stay = page
        .getByRole("region", { name: "Availability" })
        .locator(`a[href="/requests/view/${request._id}"]`);
      await poll(() => stay.count()).toBeGreaterThan(0);
      await poll(async () => (await stay.first().textContent()) ?? "").toContain(
        `#${request.number}`,
      );
      await browser.screenshot("rent-work-model-calendar-list-en-1280");
    } finally {
      await watcher.close();
    }
  });

  it("refuses an offer for a second request overlapping the confirmed stay, naming the clash", async () => {
    expect(confirmedNumber).toBeGreaterThan(0);
    const second = await askToRent(yachtId, "Conrad Ashby", 13, 16);
    const { page } = await signInAt("en", 1280, OPERATOR, `/requests/view/${second._id}`);
    await move(page, "Take in charge");
    await statusIs(page, "In progress");
    await sendOffer(page, "9000", "Half board.");
    // The refusal as the offer form keeps it (the toast with the same words goes after 5 s).
    const clash = page
      .locator("form")
      .getByRole("alert")
      .filter({ hasText: `This stay overlaps request no. ${confirmedNumber}` })
      .locator("visible=true");
    await poll(() => clash.count()).toBe(1);
    // Refused: nothing changed.
    await statusIs(page, "In progress");
    expect(await page.getByText("Offer sent", { exact: true }).count()).toBe(0);
    await browser.screenshot("rent-work-booking-clash-en-1280");
  });

  it("creates an event and handles a request for it to Confirmed", async () => {
    const { page } = await signInAt("en", 1280, OPERATOR, "/events/create");
    await page.getByRole("heading", { name: "Add event" }).waitFor();
    const name = `Regatta gala e2e ${Date.now()}`;
    await page.getByLabel("Event name (EN)").fill(name);
    await page.getByLabel("Event name (IT)").fill(`Gala della regata e2e`);
    await page.getByLabel("Description (EN)").fill("Dinner on the quay after the last race.");
    await page.getByLabel("Description (IT)").fill("Cena in banchina dopo l'ultima regata.");
    for (const [label, day, hour] of [
      ["Starts", 20, "08:00 PM"],
      ["Ends", 20, "11:30 PM"],
    ] as const) {
      const picker = page.getByLabel(label, { exact: true });
      await picker.click();
      await picker.fill(`${dayOfNextMonth(day)} ${hour}`);
      await picker.press("Enter");
      await poll(() => picker.inputValue()).toBe(`${dayOfNextMonth(day)} ${hour}`);
    }
    await page.getByLabel("Venue", { exact: true }).fill("Yacht Club Costa Smeralda");
    await page.getByLabel("City", { exact: true }).fill("Porto Cervo");
    await page.getByRole("spinbutton", { name: "Capacity (guests)" }).fill("40");
    await page.getByRole("spinbutton", { name: "Price per guest" }).fill("350");
    await page.getByRole("switch", { name: "Published" }).click();
    await page.locator('input[type="file"]').first().setInputFiles(bowPath);
    await poll(() => page.locator(".ant-upload-list-item-done").count()).toBe(1);
    await browser.screenshot("rent-work-event-form-en-1280");
    await page.getByRole("button", { name: "Save" }).click();
    await poll(() => page.getByText("Event has been created successfully").count()).toBe(1);
    await page.waitForURL(/\/events\/(list|view)/);

    const event = (await intake<EventOnOffer[]>("events?limit=100")).find(
      (offered) => offered.nameEn === name,
    );
    if (!event) throw new Error(`${name} is not on offer`);
    const email = `event.guest.${Date.now()}@example.com`;
    const request = await intake<Stored>("event-requests", {
      customerName: "Beatrix Ormond",
      customerEmail: email,
      customerLanguage: "en",
      eventId: event._id,
      guests: 2,
      message: "A table near the stage, please.",
    });
    eventRequestId = request._id;
    await page.goto(`${base}/event-requests/view/${request._id}`);
    await statusIs(page, "New");
    await move(page, "Take in charge");
    await statusIs(page, "In progress");
    await sendOffer(page, "850", "Dinner and open bar included.");
    await statusIs(page, "Offer sent");
    await poll(() => mailed(email, formatMoney(85_000, "en"))).toBe(true);
    await move(page, "Confirm");
    await statusIs(page, "Confirmed");
    await browser.screenshot("rent-work-event-request-confirmed-en-1280");
    // The event's page counts the confirmed guests against its capacity.
    await page.goto(`${base}/events/view/${event._id}`);
    await poll(() => page.getByText("confirmed 2 / 40").count()).toBeGreaterThan(0);
  });

  it("reads in both languages and on a phone", async () => {
    expect(yachtId && rentRequestId && eventRequestId).toBeTruthy();
    for (const [language, width] of [["it", 1280], ...LANGUAGES_AND_WIDTHS] as const) {
      const { page } = await signInAt(language, width, ADMIN, `/models/view/${yachtId}`);
      const history = language === "it" ? "Cronologia" : "History";
      // The confirmed stay is next month: shown there, in the view the width starts on.
      const next = language === "it" ? "Mese successivo" : "Next month";
      await page.getByRole("button", { name: next }).click();
      const calendar = page.getByRole("region", {
        name: language === "it" ? "Disponibilità" : "Availability",
      });
      const stay = calendar.locator(`a[href="/requests/view/${rentRequestId}"]`);
      await poll(() => stay.count()).toBeGreaterThan(0);
      await browser.screenshot(`rent-work-model-view-${language}-${width}`);
      await page.goto(`${base}/requests/view/${rentRequestId}`);
      await poll(() => page.getByRole("heading", { name: history }).count()).toBe(1);
      await browser.screenshot(`rent-work-rent-request-${language}-${width}`);
      await page.goto(`${base}/event-requests/view/${eventRequestId}`);
      await poll(() => page.getByRole("heading", { name: history }).count()).toBe(1);
      await browser.screenshot(`rent-work-event-request-${language}-${width}`);
    }
  });

  it("sends a seller to the 401 page for the rent models", async () => {
    const { page } = browser;
    await signIn(LINKED_SELLER, page, "/models/list");
    await page.waitForURL(`${base}/401`);
  });
});
