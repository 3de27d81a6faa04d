import { describe, expect, it } from "vitest";
import {
  base,
  browser,
  LINKED_SELLER,
  poll,
  SELLER,
  signIn,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

const CONNECT_FIRST =
  "Collega prima il tuo account Stripe: poi avrai accesso a tutto il back-office.";

withAppPerFile();
withBrowserPerTest();

describe("the own profile in Chromium", () => {
  it("stays closed to a seller without a payment account, from the menu and by address", async () => {
    const { page } = browser;
    await signIn(SELLER);

    await page.getByRole("link", { name: "Profilo", exact: true }).click();
    await poll(() => page.getByText(CONNECT_FIRST).count()).toBeGreaterThan(0);
    expect(new URL(page.url()).pathname).toBe("/");
    await poll(() => page.getByRole("heading", { name: /Benvenuto/ }).count()).toBe(1);

    await page.goto(`${base}/profile/index`);
    await page.waitForURL(`${base}/`);
    await poll(() => page.getByText(CONNECT_FIRST).count()).toBeGreaterThan(0);
    expect(await page.getByLabel("Nome", { exact: true }).count()).toBe(0);
  });

  it("lets a linked seller change their name, and the top bar follows", async () => {
    const { page } = browser;
    await signIn(LINKED_SELLER);

    await page.getByRole("link", { name: "Profilo", exact: true }).click();
    await page.waitForURL(`${base}/profile/index`);
    await poll(() => page.getByText("Collegato", { exact: true }).count()).toBe(1);
    await poll(() => page.getByText("Verificata", { exact: true }).count()).toBe(1);
    await browser.screenshot("profile-seller-linked-it");

    await page.getByLabel("Nome", { exact: true }).fill("");
    await page.getByRole("button", { name: "Salva", exact: true }).click();
    await poll(() => page.getByText("Il nome è obbligatorio").count()).toBe(1);

    await page.getByLabel("Nome", { exact: true }).fill("Marta");
    await page.getByLabel("Cognome", { exact: true }).fill("Galli");
    await page.getByRole("button", { name: "Salva", exact: true }).click();

    await poll(() => page.getByText("Il tuo profilo è stato aggiornato.").count()).toBe(1);
    await poll(() => page.getByRole("button", { name: /^Marta Galli\s+Venditore$/ }).count()).toBe(
      1,
    );
    await poll(() => page.getByRole("heading", { name: "Marta Galli" }).count()).toBe(1);

    // The server kept it: a reload shows the same name.
    await page.reload();
    await poll(() => page.getByRole("button", { name: /^Marta Galli\s+Venditore$/ }).count()).toBe(
      1,
    );
    // The top bar's name comes from the session's profile; the form waits for its own read.
    await poll(() => page.getByLabel("Nome", { exact: true }).inputValue()).toBe("Marta");
  });
});
