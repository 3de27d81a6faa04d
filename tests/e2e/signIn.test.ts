import type { Page, Route } from "playwright-core";
import { describe, expect, it } from "vitest";
import { APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { axeViolations } from "./axe.ts";
import {
  ADMIN,
  app,
  appSignInForm,
  browser,
  LINKED_SELLER,
  OPERATOR,
  poll,
  reopenBrowser,
  submitSignInForm,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** Signed in and home: the address changes before the shell shows, so its heading too. */
const onTheDashboard = async (page: Page) => {
  await page.waitForURL(`${app.url}/`);
  await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
};

const signInAsAdministrator = async (page: typeof browser.page) => {
  await page.goto(`${app.url}/login`);
  await submitSignInForm(page, ADMIN);
  await onTheDashboard(page);
};

/** Opens `path` inside the running app, as a link does (a page load would forget everything). */
const openInApp = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, "", to);
    window.dispatchEvent(new PopStateEvent("popstate"));
  }, path);

/** Esci, from the administrator's user menu. */
const signOutFromMenu = async (page: Page) => {
  await page.getByRole("button", { name: /Amministratore/ }).click();
  await page.getByRole("menuitem", { name: "Esci" }).click();
};

/**
 * Signs out from the user menu, on to the sign-in page, and checks the server ended the session
 * (200). Returns the answers ≥ 400 the page gets from the moment it is called, kept up to date.
 */
const signOutNotingRefusals = async (page: Page) => {
  const refusals: string[] = [];
  page.on("response", (response) => {
    if (response.status() >= 400) refusals.push(`${response.status()} ${response.url()}`);
  });
  const signOut = page.waitForResponse(/\/user\/logout$/);
  await signOutFromMenu(page);
  await page.waitForURL(/\/login/);
  expect((await signOut).status()).toBe(200);
  return refusals;
};

const hasToken = async () =>
  (await browser.context.cookies()).some((cookie) => cookie.name === "Admin-Token");

describe("password sign-in in Chromium", () => {
  it("signs in from the login page, shows the shell, and signs out", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/`);
    await page.waitForURL(/\/login/);
    await submitSignInForm(page, ADMIN);

    await page.waitForURL(`${app.url}/`);
    await poll(() => page.getByText("Accesso effettuato con successo.").count()).toBe(1);
    await poll(() => page.getByRole("navigation").count()).toBeGreaterThan(0);
    await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    await browser.screenshot("shell-it");

    const cookies = await browser.context.cookies();
    expect(cookies.find((cookie) => cookie.name === "Admin-Token")?.sameSite).toBe("Strict");

    const token = cookies.find((cookie) => cookie.name === "Admin-Token")?.value;
    const failures = await signOutNotingRefusals(page);
    await poll(hasToken).toBe(false);
    expect(failures).toEqual([]);
    // The server ended the session too: the token is refused from now on.
    const profile = await fetch(`${app.url}/admin/api/user/profile`, {
      headers: { authorization: `Bearer ${token}`, [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    });
    expect(profile.status).toBe(401);
  });

  it("signs out when Esci is pressed while the user menu is still opening", async () => {
    const { page } = await reopenBrowser({ reducedMotion: "no-preference" });
    await signInAsAdministrator(page);
    // A busy machine, at its worst: whatever opens animated is caught at its first frame.
    const devtools = await browser.context.newCDPSession(page);
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 0 });
    await page.getByRole("button", { name: /Amministratore/ }).click();
    const box = await page.getByRole("menuitem", { name: "Esci" }).boundingBox();
    if (!box) throw new Error("Esci has no box");
    // Pressed where Esci first shows, released once the page has caught up and stands still.
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();
    await devtools.send("Animation.setPlaybackRate", { playbackRate: 1 });
    await page.waitForFunction(() => document.getAnimations().length === 0);
    await page.mouse.up();
    await page.waitForURL(/\/login/);
    await poll(hasToken).toBe(false);
  });

  it("signs out at once while the server does not answer the sign-out", async () => {
    const { page } = browser;
    await signInAsAdministrator(page);
    const held: unknown[] = [];
    await page.route("**/admin/api/user/logout", (route) => {
      held.push(route);
    });
    await signOutFromMenu(page);
    // Sooner than the client's 5 s time-out would end the wait: signing out does not wait for it.
    await page.waitForURL(/\/login/, { timeout: 4_000 });
    // Sent in the background: it may reach the route a moment after the address changed.
    await poll(() => held.length).toBe(1);
    await poll(hasToken).toBe(false);
  });

  it("drops the reads still on their way at sign-out: the sign-in page shows no refusal", async () => {
    const { page } = browser;
    await signInAsAdministrator(page);
    const held: Route[] = [];
    await page.route("**/admin/api/order/count", (route) => {
      held.push(route);
    });
    // A reload reads the badges' counts again: one is kept on its way.
    await page.reload();
    await onTheDashboard(page);
    await poll(() => held.length).toBeGreaterThan(0);
    const failures = await signOutNotingRefusals(page);

    // The sign-out dropped each read still on its way: none reaches the server, which has ended
    // the session and would refuse it.
    for (const count of held) {
      await poll(() => count.request().failure()?.errorText ?? "still on its way").toBe(
        "net::ERR_ABORTED",
      );
    }
    expect(failures).toEqual([]);
    expect(await page.locator(".ant-message-error").count()).toBe(0);
  });

  it("shows the next user none of what the last one read, in the same tab", async () => {
    const { page } = browser;
    const rows = page.locator(".ant-table-tbody tr.ant-table-row");
    await signInAsAdministrator(page);
    await openInApp(page, "/orders/list");
    await poll(() => rows.count()).toBeGreaterThan(0);
    await signOutFromMenu(page);
    await page.waitForURL(/\/login/);

    // The seller's own orders are held back: whatever rows show meanwhile came from elsewhere.
    const held: Route[] = [];
    await page.route(/\/admin\/api\/orders\?/, (route) => {
      held.push(route);
    });
    await submitSignInForm(page, LINKED_SELLER);
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    await openInApp(page, "/orders/list");
    await poll(() => held.length).toBeGreaterThan(0);
    await poll(() => page.getByRole("heading", { name: "Ordini", level: 1 }).count()).toBe(1);
    expect(await rows.count()).toBe(0);

    for (const route of held.splice(0)) await route.continue();
    await page.unroute(/\/admin\/api\/orders\?/);
    await poll(() => rows.count()).toBeGreaterThan(0);
  });

  it("lands the next user home, not on the page the last one left (it may be closed to them)", async () => {
    const { page } = browser;
    await signInAsAdministrator(page);
    await openInApp(page, "/user/index");
    await poll(() => page.locator(".ant-table-tbody tr.ant-table-row").count()).toBeGreaterThan(0);
    await signOutFromMenu(page);
    await page.waitForURL(/\/login/);

    await submitSignInForm(page, LINKED_SELLER);
    await onTheDashboard(page);
  });

  it("shows the server's message for a wrong password and stays on the login page", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
    await page.getByLabel("Password", { exact: true }).fill("not-the-password");
    await page.getByRole("button", { name: "Accedi" }).click();
    await poll(() => page.getByText("Email o password non corretti").count()).toBe(1);
    expect(page.url()).toContain("/login");
    await browser.screenshot("login-wrong-password-it");
  });

  it("shows the seed's validation messages before calling the server", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByRole("button", { name: "Accedi" }).click();
    await poll(() => page.getByText("L'email è obbligatoria").count()).toBe(1);
    await poll(() => page.getByText("La password è obbligatoria").count()).toBe(1);
  });

  it("works in English on a phone-sized window", async () => {
    const { page } = await reopenBrowser({ width: 390, height: 844, locale: "en-US" });
    await page.goto(`${app.url}/login`);
    await page.getByRole("combobox").selectOption("en");
    // The form in English first: typing while the language switches is not what is tested here.
    await page.getByRole("button", { name: "Sign in" }).waitFor();
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("operator@example.com");
    await page.getByLabel("Password", { exact: true }).fill("Operator#2026");
    await browser.screenshot("login-en-mobile");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${app.url}/`);
    await poll(() => page.getByRole("heading", { name: /Welcome/ }).count()).toBe(1);
    await browser.screenshot("shell-en-mobile");
  });
});

/**
 * Holds the app's code until the returned function is called: the page shows what the server sent
 * for /login alone, as a slow connection or a busy machine shows it. Its load event waits for the
 * app's script too, so a test goes to the page without waiting for that event.
 */
const holdTheApp = async (page: Page) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route("**/assets/**", async (route) => {
    await released;
    await route.continue();
  });
  return release;
};

/** The plain page, the app held back, with the administrator's email and password typed. */
const typedBeforeTheApp = async (page: Page) => {
  const release = await holdTheApp(page);
  await page.goto(`${app.url}/login`, { waitUntil: "domcontentloaded" });
  await page.getByRole("textbox", { name: "Email", exact: true }).fill("admin@example.com");
  await page.getByLabel("Password", { exact: true }).fill("Admin#2026");
  return release;
};

describe("the sign-in page before the app's code has loaded", () => {
  it("keeps what was typed and the press of Accedi, and signs in once the app is there", async () => {
    const { page } = browser;
    const release = await typedBeforeTheApp(page);
    await page.getByRole("button", { name: "Accedi" }).click();
    await browser.screenshot("login-before-app-it");
    // Nothing left the page: no navigation, so no address carrying the password.
    expect(page.url()).toBe(`${app.url}/login`);
    expect(await page.locator("#early-sign-in").count()).toBe(1);

    release();
    await onTheDashboard(page);
    expect(await page.locator("#early-sign-in").count()).toBe(0);
  });

  it("signs in when Accedi, pressed before the app is there, is released after it took over", async () => {
    const { page } = browser;
    const release = await typedBeforeTheApp(page);
    const box = await page.getByRole("button", { name: "Accedi" }).boundingBox();
    if (!box) throw new Error("Accedi has no box");
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.mouse.down();

    release();
    await poll(() => page.locator("#early-sign-in").count()).toBe(0);
    await page.mouse.up();
    await onTheDashboard(page);
  });

  it("signs in when Space, pressed on Accedi before the app is there, is let go after", async () => {
    const { page } = browser;
    const release = await typedBeforeTheApp(page);
    await page.getByRole("button", { name: "Accedi" }).focus();
    await page.keyboard.down(" ");

    release();
    await poll(() => page.locator("#early-sign-in").count()).toBe(0);
    await page.keyboard.up(" ");
    await onTheDashboard(page);
  });

  it("speaks the chosen language, passes axe, and hands the cursor and the text over", async () => {
    const { page, context } = await reopenBrowser({ locale: "en-US", bypassCSP: true });
    await context.addCookies([{ name: "language", value: "en", url: app.url }]);
    const release = await holdTheApp(page);
    await page.goto(`${app.url}/login`, { waitUntil: "domcontentloaded" });
    await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
    expect(await page.locator("html").getAttribute("lang")).toBe("en");
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("operator@example.com");
    await page.getByLabel("Password", { exact: true }).pressSequentially("Operator");

    release();
    await poll(() => page.locator("#early-sign-in").count()).toBe(0);
    // The app's own fields, with the cursor where it was, at the end of the text.
    await poll(() => page.evaluate(() => document.activeElement?.id)).toBe("password");
    await page.keyboard.type("#2026");
    expect(await page.getByLabel("Password", { exact: true }).inputValue()).toBe("Operator#2026");
    expect(await page.getByRole("textbox", { name: "Email", exact: true }).inputValue()).toBe(
      "operator@example.com",
    );
    await page.keyboard.press("Enter");
    await page.waitForURL(`${app.url}/`);
    await poll(() => page.getByRole("heading", { name: /Welcome/ }).count()).toBe(1);
  });

  it("switches the language before the app is there", async () => {
    const { page } = browser;
    await holdTheApp(page);
    await page.goto(`${app.url}/login`, { waitUntil: "domcontentloaded" });
    await page.getByRole("combobox", { name: "Lingua" }).selectOption("en");
    await page.getByRole("heading", { name: "Sign in to the back-office" }).waitFor();
    expect(await page.locator("#early-sign-in").count()).toBe(1);
  });
});

/** The baked antd sheets the page asked for, by file name (scripts/antdStyles.ts). */
const bakedSheetsAsked = (page: Page) => {
  const asked: string[] = [];
  page.on("request", (request) => {
    const name = /\/assets\/(antd-[^/]+\.css)$/.exec(request.url())?.[1];
    if (name) asked.push(name);
  });
  return asked;
};

/** `<style>` elements antd wrote at run time holding a rule of `className`. */
const writtenStyles = (page: Page, className: string) =>
  page.evaluate(
    (name) =>
      [...document.querySelectorAll("style")].filter((style) => style.textContent?.includes(name))
        .length,
    className,
  );

/**
 * The list shown has the look of antd's table (its header's grey) with no `<style>` antd wrote
 * for it: the look came from the sheet.
 */
const listStyledByTheSheet = async (page: Page) => {
  const header = page.locator(".ant-table-thead th").first();
  await header.waitFor();
  expect(await writtenStyles(page, ".ant-table-thead")).toBe(0);
  // Polled: the header is rendered again as the rows come.
  await poll(() => header.evaluate((cell) => getComputedStyle(cell).backgroundColor)).toBe(
    "rgb(250, 250, 250)",
  );
};

describe("antd's styles, baked by the build", () => {
  it("stay off the sign-in page, come with the shell, and style its lists in place of antd's own", async () => {
    const { page } = browser;
    const asked = bakedSheetsAsked(page);
    await page.goto(`${app.url}/login`);
    await appSignInForm(page);
    expect(asked).toEqual([]);

    // Not the administrator: this file's other tests spend most of that account's sign-in budget.
    await submitSignInForm(page, OPERATOR);
    await onTheDashboard(page);
    // One sheet per theme, the motionless one applied here (the browser asks for reduced motion).
    expect(asked).toHaveLength(2);
    await openInApp(page, "/products/list");
    await listStyledByTheSheet(page);

    await page.reload();
    await listStyledByTheSheet(page);
  });

  it("leave antd nothing to write on the shell's screens: coloured tags, a text area, the month grid", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await submitSignInForm(page, OPERATOR);
    await onTheDashboard(page);
    const styleCount = () => page.locator("style").count();
    const before = await styleCount();
    const shown = async (path: string, what: string) => {
      await openInApp(page, path);
      await page.locator(`${what}:visible`).first().waitFor();
    };
    await shown("/products/list", ".ant-table-row .ant-tag");
    await shown("/orders/list", ".ant-table-row .ant-tag");
    await shown("/events/create", "textarea");
    await shown("/models/list", ".ant-table-row");
    await page.locator(".ant-table-row a[href*='/models/view/']:visible").first().click();
    await page.locator(".ant-picker-calendar").waitFor();
    // Each style element antd writes would make the browser restyle the whole page.
    expect(await styleCount()).toBe(before);
  });
});
