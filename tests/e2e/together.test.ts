import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { axeViolations } from "./axe.ts";
import { type Browser, openBrowser } from "./browser.ts";
import {
  ADMIN,
  base,
  OPERATOR,
  poll,
  reopenBrowser,
  signIn,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";
import { askForQuote, intake, placeOrder, productsOnSale } from "./shop.ts";

/**
 * Issue 48 in Chromium: from an order to its whole customer, two staff who see each other on one
 * record, and a mention that reaches its person at once.
 */

withAppPerFile();
withBrowserPerTest();

type Language = "it" | "en";
type Stored = { _id: string; number: number };

/** The demo staff as presence names them (server/seed/users.ts). */
const ADMIN_NAME = "Alessandra Conti";
const OPERATOR_NAME = "Marco Ferri";

const WORDS = {
  en: {
    rentRequest: "Rent request",
    timeline: "Timeline",
    openBy: "Open by",
    editing: "(editing)",
    note: "Internal note",
    addNote: "Add internal note",
    bell: /^Notifications/,
    mentioned: `${OPERATOR_NAME} mentioned you on`,
    inbox: "Open the inbox",
  },
  it: {
    rentRequest: "Richiesta di noleggio",
    timeline: "Cronologia",
    openBy: "Aperto da",
    editing: "(sta modificando)",
    note: "Nota interna",
    addNote: "Aggiungi nota interna",
    bell: /^Notifiche/,
    mentioned: `${OPERATOR_NAME} ti ha menzionato in`,
    inbox: "Apri la posta in arrivo",
  },
} as const;

/** The widths issue 48 asks its screens to be looked at: a desktop and a phone. */
const WIDTHS = [1280, 390] as const;

/**
 * This test's browser, speaking `language`, open to axe's injected script (the app's CSP allows
 * its own scripts only), signed in as `account` on `path`.
 */
const openAt = async (language: Language, account: typeof ADMIN, path: string) => {
  const opened = await reopenBrowser({
    locale: language === "it" ? "it-IT" : "en-US",
    bypassCSP: true,
  });
  await opened.context.addCookies([{ name: "language", value: language, url: base }]);
  await signIn(account, opened.page, path);
  return opened;
};

/** The serious and critical findings of axe on the page as it shows now, with where. */
const axeFindings = async (page: Page, where: string) =>
  (await axeViolations(page)).map(
    ({ id, help, targets, html }) =>
      `${where}: ${id} (${help}) at ${targets.join(" | ")} — ${html}`,
  );

/** The page is `width` pixels wide and scrolls no wider. */
const atWidth = async (page: Page, width: number) => {
  await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
  await poll(() =>
    page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);
};

/** Pictures of the page at both widths, ending at the desktop's. */
const photograph = async (browser: Browser, name: string) => {
  for (const width of [...WIDTHS].reverse()) {
    await atWidth(browser.page, width);
    await browser.screenshot(`${name}-${width}`);
  }
};

/** The avatar group of the others on a record, named for screen readers by who they are. */
const presence = (page: Page, language: Language) =>
  page.getByRole("img", { name: new RegExp(`^${WORDS[language].openBy} `) }).filter({
    visible: true,
  });

const presenceLabel = async (page: Page, language: Language) =>
  (await presence(page, language).count()) === 0
    ? ""
    : ((await presence(page, language).getAttribute("aria-label")) ?? "");

const unreadOf = async (page: Page, language: Language) => {
  const label =
    (await page.getByRole("button", { name: WORDS[language].bell }).getAttribute("aria-label")) ??
    "";
  return Number(label.match(/\d+/)?.[0] ?? 0);
};

describe("working together around the customer, in Chromium", () => {
  it("goes from an order to its customer, whose page shows their rent request too", async () => {
    const [product] = await productsOnSale();
    const order = await placeOrder(product as NonNullable<typeof product>, "Beatrice Fairfax");
    const [model] = await intake<Stored[]>("rent-models?limit=100");
    const departure = new Date(Date.now() + 40 * 86_400_000);
    // The same address written otherwise: a customer is every record of one e-mail, any case.
    const rent = await intake<Stored>("rent-requests", {
      customerName: "Beatrice Fairfax",
      customerEmail: "Beatrice.Fairfax@Example.com",
      customerLanguage: "en",
      rentModelId: model?._id,
      passengers: 4,
      cabins: 2,
      guests: 0,
      startLocation: "Portofino",
      destination: "Capri",
      departureAt: departure.toISOString(),
      returnAt: new Date(departure.getTime() + 3 * 86_400_000).toISOString(),
    });

    const findings: string[] = [];
    for (const language of ["en", "it"] as const) {
      const browser = await openAt(language, OPERATOR, `/orders/view-order/${order._id}`);
      const { page } = browser;
      await page
        .getByRole("link", { name: "Beatrice Fairfax", exact: true })
        .filter({ visible: true })
        .click();
      await page.waitForURL(/\/customers\/view\//);
      // The timeline's entry (the open work above it names the request too).
      const rentLink = page
        .getByRole("region", { name: WORDS[language].timeline })
        .getByRole("link", { name: `${WORDS[language].rentRequest} #${rent.number}`, exact: true })
        .filter({ visible: true });
      await poll(() => rentLink.count()).toBe(1);
      expect(new URL((await rentLink.getAttribute("href")) ?? "", base).pathname).toBe(
        `/requests/view/${rent._id}`,
      );
      findings.push(...(await axeFindings(page, `customer page [${language}]`)));
      await photograph(browser, `together-customer-${language}`);

      await page.goto(`${base}/customers/list`);
      await poll(() =>
        page.getByRole("link", { name: "Beatrice Fairfax" }).filter({ visible: true }).count(),
      ).toBeGreaterThan(0);
      findings.push(...(await axeFindings(page, `customers list [${language}]`)));
      await photograph(browser, `together-customers-${language}`);
    }
    expect(findings).toEqual([]);
  });

  it("shows two staff on one order request to each other, one typing as editing, and drops the one who leaves", async () => {
    const [product] = await productsOnSale();
    const request = await askForQuote(
      product as NonNullable<typeof product>,
      "octavia.prynne@example.com",
    );
    const path = `/orders/request/view-order/${request._id}`;
    const admin = await openBrowser({ locale: "it-IT" });
    try {
      await admin.context.addCookies([{ name: "language", value: "it", url: base }]);
      await signIn(ADMIN, admin.page, path);
      const operator = await openAt("en", OPERATOR, path);

      await poll(() => presenceLabel(operator.page, "en")).toBe(`Open by ${ADMIN_NAME}`);
      await poll(() => presenceLabel(admin.page, "it")).toBe(`Aperto da ${OPERATOR_NAME}`);

      await operator.page.getByLabel(WORDS.en.note, { exact: true }).pressSequentially("Che");
      await poll(() => presenceLabel(admin.page, "it")).toBe(
        `Aperto da ${OPERATOR_NAME} ${WORDS.it.editing}`,
      );
      await photograph(admin, "together-presence-it");
      await photograph(operator, "together-presence-en");

      // Leaving: the operator closes the record's tab of the shell.
      await operator.page.locator(`[data-close-tab="${path}"]`).click();
      await poll(() => presenceLabel(admin.page, "it")).toBe("");

      // Back on it, then the browser's own tab closed: gone again within seconds.
      await operator.page.goto(`${base}${path}`);
      await poll(() => presenceLabel(admin.page, "it")).toBe(`Aperto da ${OPERATOR_NAME}`);
      await operator.page.close();
      await poll(() => presenceLabel(admin.page, "it")).toBe("");
      expect(admin.pageErrors).toEqual([]);
    } finally {
      await admin.close();
    }
  });

  it("rings the administrator's bell when an operator mentions them, and the inbox opens the record", async () => {
    const [product] = await productsOnSale();
    const request = await askForQuote(
      product as NonNullable<typeof product>,
      "lavinia.stroud@example.com",
    );
    const path = `/orders/request/view-order/${request._id}`;
    const admin = await openBrowser({ locale: "en-US", bypassCSP: true });
    try {
      await admin.context.addCookies([{ name: "language", value: "en", url: base }]);
      await signIn(ADMIN, admin.page);
      const before = await unreadOf(admin.page, "en");

      const operator = await openAt("en", OPERATOR, path);
      const note = operator.page.getByLabel(WORDS.en.note, { exact: true });
      await note.click();
      await note.pressSequentially("@Aless");
      await operator.page.getByRole("menuitem", { name: ADMIN_NAME }).click();
      await note.pressSequentially(" please check the engraving.");
      await operator.page.getByRole("button", { name: WORDS.en.addNote }).click();

      // No reload: the socket rings the bell.
      await poll(() => unreadOf(admin.page, "en")).toBe(before + 1);

      const findings: string[] = [];
      for (const language of ["en", "it"] as const) {
        if (language === "it") {
          await admin.context.addCookies([{ name: "language", value: "it", url: base }]);
          await admin.page.reload();
        }
        const { page } = admin;
        const bell = page.getByRole("button", { name: WORDS[language].bell });
        // Opened at each width, as a person on that screen opens it.
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: width < 600 ? 844 : 800 });
          await bell.click();
          const latest = page
            .getByRole("tooltip")
            .getByRole("link", { name: new RegExp(WORDS[language].mentioned) });
          await poll(() => latest.count()).toBe(1);
          await atWidth(page, width);
          await admin.screenshot(`together-bell-${language}-${width}`);
          if (width !== 390) await bell.click();
        }
        await page.getByRole("link", { name: WORDS[language].inbox }).click();
        await page.waitForURL(`${base}/inbox/index`);
        await poll(() =>
          page
            .getByRole("link", { name: new RegExp(WORDS[language].mentioned) })
            .filter({ visible: true })
            .count(),
        ).toBe(1);
        findings.push(...(await axeFindings(page, `inbox [${language}]`)));
        await photograph(admin, `together-inbox-${language}`);
      }
      expect(findings).toEqual([]);

      await admin.page
        .getByRole("link", { name: new RegExp(WORDS.it.mentioned) })
        .filter({ visible: true })
        .click();
      await admin.page.waitForURL(`${base}${path}`);
      await poll(() =>
        admin.page.getByText("please check the engraving", { exact: false }).count(),
      ).toBeGreaterThan(0);
      await poll(() => unreadOf(admin.page, "it")).toBe(before);
      expect(admin.pageErrors).toEqual([]);
    } finally {
      await admin.close();
    }
  });
});
