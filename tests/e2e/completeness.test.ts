import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type Json, tokenOf, uploadImage } from "./api.ts";
import { axeViolations } from "./axe.ts";
import { openBrowser } from "./browser.ts";
import {
  ADMIN,
  browser,
  poll,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** The products left untranslated: one name copied, one description copied. */
const UNTRANSLATED = ["Amalfi silk scarf", "Capri sandal"];
let untranslatedId = "";

beforeAll(async () => {
  const admin = await tokenOf(ADMIN);
  const image = await uploadImage(admin, "scarf.png");
  const [top] = (await call("/categories?parentId=none&limit=1", admin)).items as Json[];
  const [sub] = (await call(`/categories?parentId=${top?._id}&limit=1`, admin)).items as Json[];
  const product = (body: Json) =>
    call("/product", admin, {
      method: "POST",
      body: {
        categoryId: top?._id,
        subcategoryId: sub?._id,
        priceCents: 48_000,
        quantity: 2,
        images: [image],
        ...body,
      },
    });
  const scarf = await product({
    nameEn: "Amalfi silk scarf",
    nameIt: "Amalfi silk scarf",
    descriptionEn: "Printed twill silk.",
    descriptionIt: "Seta twill stampata.",
  });
  untranslatedId = String(scarf._id);
  await product({
    nameEn: "Capri sandal",
    nameIt: "Sandalo Capri",
    descriptionEn: "Hand-braided leather straps.",
    descriptionIt: "Hand-braided leather straps.",
  });
  // Complete in both languages: never in the filtered list.
  await product({
    nameEn: "Portofino loafer",
    nameIt: "Mocassino Portofino",
    descriptionEn: "Suede, leather sole.",
    descriptionIt: "Camoscio, suola in cuoio.",
  });
}, 60_000);

/** The names the products table shows, in order (the thumbnails link too, without text). */
const listedNames = async (page: Page) =>
  (
    await page
      .locator(".ant-table-tbody tr.ant-table-row td a[href*='/products/view/']")
      .allInnerTexts()
  ).filter(Boolean);

const card = (page: Page) =>
  page.locator(".ant-card").filter({
    has: page.getByText(/^(Translations to finish|Traduzioni da completare)$/),
  });

describe("bilingual completeness in Chromium", () => {
  it("links the dashboard's completeness card to a list of exactly the incomplete products", async () => {
    const { page } = await signInAt("en", 1280);
    const link = card(page).getByRole("link", { name: "Products – Italian missing: 2" });
    await poll(() => link.count()).toBe(1);
    expect(await link.innerText()).toBe("2");
    await browser.screenshot("completeness-dashboard-en-1280");

    await link.click();
    await page.waitForURL(/\/products\/list\?.*completeness/);
    await poll(async () => (await listedNames(page)).sort()).toEqual([...UNTRANSLATED].sort());
    // The filter shows as chosen on its column, and each row says what it misses.
    await poll(() => page.getByText("2 items").count()).toBe(1);
    const tags = page.locator(".ant-table-tbody").getByText("Italian missing");
    await poll(() => tags.count()).toBe(2);
    // The column fits at 1280 px: its tags are in view, left of the actions pinned on the right
    // (once the table has measured its pinned columns).
    const actions = page.getByRole("columnheader", { name: "Actions" });
    await poll(async () => {
      const tag = await tags.first().boundingBox();
      const pinned = await actions.boundingBox();
      return (tag?.x ?? 0) + (tag?.width ?? 0) < (pinned?.x ?? 0);
    }).toBe(true);
    expect(await axeViolations(page)).toEqual([]);
    await browser.screenshot("completeness-products-en-1280");
  });

  it("marks the copied half in the form, and saving it translated takes it off the card, live", async () => {
    const { page } = browser;
    // The dashboard open in another browser follows the save without a reload.
    const watcher = await openBrowser();
    try {
      await signIn(ADMIN, watcher.page);
      const watched = (count: number) =>
        card(watcher.page).getByRole("link", { name: `Prodotti – Manca l'italiano: ${count}` });
      await poll(() => watched(2).count()).toBe(1);
      await signIn(ADMIN, page, `/products/edit/${untranslatedId}`);
      const italianName = page.locator(".ant-form-item").filter({
        has: page.getByLabel("Nome prodotto (IT)"),
      });
      const warning = "Manca l'italiano: il testo è vuoto o uguale a quello inglese.";
      // A fresh page load (code, texts, the product): more than poll's 10 s on a busy machine.
      await expect.poll(() => italianName.getByText(warning).count(), { timeout: 30_000 }).toBe(1);
      expect(await italianName.getAttribute("class")).toContain("ant-form-item-has-warning");
      expect(await axeViolations(page)).toEqual([]);
      await browser.screenshot("completeness-form-it-1280");

      await page.getByLabel("Nome prodotto (IT)").fill("Foulard di seta Amalfi");
      await poll(() => italianName.getByText(warning).count()).toBe(0);
      await page.getByRole("button", { name: "Salva" }).click();
      await poll(() => page.getByText("Il prodotto è stato aggiornato con successo").count()).toBe(
        1,
      );

      await poll(() => watched(1).count()).toBe(1);
    } finally {
      await watcher.close();
    }
  });

  it("reads well in both languages at 1280 and 390 px", async () => {
    for (const [language, width] of [
      ["it", 1280],
      ["en", 390],
      ["it", 390],
    ] as const) {
      const { page } = await signInAt(language, width);
      const shown = card(page);
      await poll(() => shown.getByRole("link").count()).toBeGreaterThan(0);
      await shown.scrollIntoViewIfNeeded();
      await browser.screenshot(`completeness-dashboard-${language}-${width}`);
      await shown.getByRole("link").first().click();
      await page.waitForURL(/completeness/);
      await poll(() => listedNames(page)).toEqual([
        language === "it" ? "Sandalo Capri" : "Capri sandal",
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await browser.screenshot(`completeness-products-${language}-${width}`);
    }
  });
});
