import { describe, expect, it } from "vitest";
import { app, browser, reopenBrowser, withAppPerFile, withBrowserPerTest } from "./session.ts";

withAppPerFile();

/**
 * Once, under heavy CI load, the click on "Esci" was lost (the page stayed signed in; not
 * reproduced in ten runs since): a second try is what a user would do. Noted in issue 4 to find
 * the cause; a sign-out that never happens still fails here.
 */
const signOutThroughUserMenu = async (page: typeof browser.page) => {
  for (let attempt = 1; ; attempt += 1) {
    await page.getByRole("button", { name: /Amministratore/ }).click();
    await page.getByRole("menuitem", { name: "Esci" }).click();
    try {
      await page.waitForURL(/\/login/, { timeout: 10_000 });
      return;
    } catch (error) {
      if (attempt === 2) throw error;
    }
  }
};
withBrowserPerTest();

describe("password sign-in in Chromium", () => {
  it("signs in from the login page, shows the shell, and signs out", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/`);
    await page.waitForURL(/\/login/);
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("Admin#2026");
    await page.getByRole("button", { name: "Accedi" }).click();

    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByText("Accesso effettuato con successo.").count()).toBe(1);
    await expect.poll(() => page.getByRole("navigation").count()).toBeGreaterThan(0);
    await expect.poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);
    await browser.screenshot("shell-it");

    const cookies = await browser.context.cookies();
    expect(cookies.find((cookie) => cookie.name === "Admin-Token")?.sameSite).toBe("Strict");

    await signOutThroughUserMenu(page);
    expect((await browser.context.cookies()).some((c) => c.name === "Admin-Token")).toBe(false);
  });

  it("shows the server's message for a wrong password and stays on the login page", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByLabel("Email").fill("admin@example.com");
    await page.getByLabel("Password").fill("not-the-password");
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect.poll(() => page.getByText("Email o password non corretti").count()).toBe(1);
    expect(page.url()).toContain("/login");
    await browser.screenshot("login-wrong-password-it");
  });

  it("shows the seed's validation messages before calling the server", async () => {
    const { page } = browser;
    await page.goto(`${app.url}/login`);
    await page.getByRole("button", { name: "Accedi" }).click();
    await expect.poll(() => page.getByText("L'email è obbligatoria").count()).toBe(1);
    await expect.poll(() => page.getByText("La password è obbligatoria").count()).toBe(1);
  });

  it("works in English on a phone-sized window", async () => {
    const { page } = await reopenBrowser({ width: 390, height: 844, locale: "en-US" });
    await page.goto(`${app.url}/login`);
    await page.getByRole("combobox").selectOption("en");
    await page.getByLabel("Email").fill("operator@example.com");
    await page.getByLabel("Password").fill("Operator#2026");
    await browser.screenshot("login-en-mobile");
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(`${app.url}/`);
    await expect.poll(() => page.getByRole("heading", { name: /Welcome/ }).count()).toBe(1);
    await browser.screenshot("shell-en-mobile");
  });
});
