import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parse } from "csv-parse/sync";
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { call, type Json, PNG, tokenOf, uploadImage } from "./api.ts";
import { afterEffects } from "./browser.ts";
import {
  ADMIN,
  base,
  browser,
  LINKED_SELLER,
  poll,
  reopenBrowser,
  settled,
  signIn,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

const files = mkdtempSync(join(tmpdir(), "lux-catalogue-"));
const imagePath = join(files, "bag.png");
const oversizedPath = join(files, "huge.png");
writeFileSync(imagePath, PNG);
writeFileSync(oversizedPath, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));

let image = "";
let bags: Json;
let totes: Json;
let ownProducts = 0;
const product = (name: string, priceCents: number, sellerId: string | null) => ({
  nameEn: `${name} bag`,
  nameIt: `Borsa ${name}`,
  descriptionEn: "Hand-stitched calf leather.",
  descriptionIt: "Pelle di vitello cucita a mano.",
  categoryId: bags._id,
  subcategoryId: totes._id,
  priceCents,
  quantity: 2,
  images: [image],
  sellerId,
});

beforeAll(async () => {
  const admin = await tokenOf(ADMIN);
  image = await uploadImage(admin, "seed.png");
  bags = await call("/category", admin, {
    method: "POST",
    body: { nameEn: "Trunks e2e", nameIt: "Bauli e2e", icon: image, image, parentId: null },
  });
  totes = await call("/category", admin, {
    method: "POST",
    body: {
      nameEn: "Steamers e2e",
      nameIt: "Bauli da viaggio e2e",
      icon: image,
      image,
      parentId: bags._id,
    },
  });
  await call("/property", admin, {
    method: "POST",
    body: { nameEn: "Lining", nameIt: "Fodera", valueEn: "Silk e2e", valueIt: "Seta e2e" },
  });
  const sellers = (await call("/sellers?q=seller.linked", admin)) as { items: { _id: string }[] };
  const linked = sellers.items[0]?._id ?? null;
  await call("/product", admin, { method: "POST", body: product("Aurora", 9_000, null) });
  await call("/product", admin, { method: "POST", body: product("Vespro", 250_000, null) });
  await call("/product", admin, { method: "POST", body: product("Seller's own", 120_000, linked) });
  ownProducts = Number((await call(`/products?sellerId=${linked}&limit=1`, admin)).total);
}, 60_000);

/** Picks an option of the antd select labelled `label`. */
const choose = async (page: Page, label: string, option: string) => {
  await page.getByLabel(label, { exact: true }).click();
  await page.locator(".ant-select-dropdown:visible").getByTitle(option, { exact: true }).click();
};

const shot = (name: string) => browser.screenshot(`catalogue-${name}`);

describe("the shop catalogue in Chromium", () => {
  it("lets an administrator create a product with an image, see, edit and delete it", async () => {
    const { page } = browser;
    await signIn(ADMIN, page, "/products/create");
    await page.getByRole("heading", { name: "Aggiungi prodotto" }).waitFor();

    await page.getByLabel("Nome prodotto (EN)").fill("Serena tote");
    await page.getByLabel("Nome prodotto (IT)").fill("Tote Serena");
    await page.getByLabel("Descrizione (EN)").fill("Soft grained leather, gold hardware.");
    await page.getByLabel("Descrizione (IT)").fill("Pelle morbida martellata, dettagli dorati.");
    await choose(page, "Categoria", "Bauli e2e");
    await choose(page, "Sottocategoria", "Bauli da viaggio e2e");
    await page.getByLabel("Prezzo").fill("1250,50");
    await page.getByLabel("Pezzi in magazzino").fill("3");
    await choose(page, "Proprietà", "Fodera: Seta e2e");
    await page.locator('input[type="file"]').first().setInputFiles(imagePath);
    await poll(() => page.locator(".ant-upload-list-item-done").count()).toBe(1);
    await shot("product-form-it-1280");
    await page.getByRole("button", { name: "Salva" }).click();

    await poll(() => page.getByText("Il prodotto è stato creato con successo").count()).toBe(1);
    await page.waitForURL(/\/products\/list/);
    const row = page.getByRole("row", { name: /Tote Serena/ });
    await poll(() => row.count()).toBe(1);
    // Italian groups thousands from five digits on (CLDR): 1250,50 €, 12.500,00 €.
    expect(await row.textContent()).toMatch(/1250,50\s€/);
    await shot("product-list-admin-it-1280");

    await row.getByRole("link", { name: "Tote Serena", exact: true }).click();
    await page.waitForURL(/\/products\/view\//);
    await poll(() => page.getByText("Serena tote", { exact: true }).count()).toBe(1);
    expect(await page.getByText("Pelle morbida martellata, dettagli dorati.").count()).toBe(1);
    expect(await page.getByRole("img", { name: "Tote Serena 1" }).count()).toBe(1);
    await shot("product-view-it-1280");

    await page.getByRole("link", { name: "Modifica" }).click();
    await page.waitForURL(/\/products\/edit\//);
    await poll(() => page.getByLabel("Nome prodotto (IT)").inputValue()).toBe("Tote Serena");
    // By role: the list left in the page cache (hidden) also has a "Prezzo" column header.
    await page.getByRole("spinbutton", { name: "Prezzo" }).fill("1300");
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => page.getByText("Il prodotto è stato aggiornato con successo").count()).toBe(1);
    await page.waitForURL(/\/products\/list/);
    await poll(async () => (await row.textContent()) ?? "").toMatch(/1300,00\s€/);

    await row.getByRole("button", { name: /^Elimina/ }).click();
    await (await settled(page.getByRole("tooltip")))
      .getByRole("button", { name: "Elimina" })
      .click();
    await poll(() => page.getByText("Il prodotto è stato eliminato con successo").count()).toBe(1);
    await poll(() => row.count()).toBe(0);
  });

  it("says what is missing in Italian and in English", async () => {
    const { page, context } = browser;
    await signIn(ADMIN, page, "/products/create");
    await page.getByRole("button", { name: "Salva" }).click();
    for (const text of [
      "La categoria è obbligatoria",
      "La sottocategoria è obbligatoria",
      "Il prezzo è obbligatorio",
      "La quantità disponibile è obbligatoria",
    ]) {
      await poll(() => page.getByText(text, { exact: true }).count()).toBe(1);
    }
    await shot("product-form-errors-it-1280");

    await context.addCookies([{ name: "language", value: "en", url: base }]);
    await page.reload();
    await page.getByRole("heading", { name: "Add product" }).waitFor();
    await page.getByRole("button", { name: "Save" }).click();
    for (const text of [
      "Category is required",
      "Subcategory Is Required",
      "Price is required",
      "Quantity Available is required",
    ]) {
      await poll(() => page.getByText(text, { exact: true }).count()).toBe(1);
    }
    await poll(() => page.getByText("Description is required", { exact: true }).count()).toBe(2);
    await shot("product-form-errors-en-1280");

    // Typed but not saved: the form is cached, so going to the list asks nothing and the input
    // is there on return; a reload would lose it, so the browser asks first.
    await page.getByLabel("Product name (EN)").fill("Half-typed");
    const asked: string[] = [];
    page.on("dialog", (dialog) => {
      asked.push(dialog.type());
      void dialog.accept();
    });
    await page.getByRole("link", { name: "Cancel" }).click();
    await page.waitForURL((url) => url.pathname === "/products/list");
    // The address changes before the list renders: the form is left (hidden) only once it shows.
    await poll(() => page.getByRole("heading", { name: "Products", exact: true }).count()).toBe(1);
    await page.getByRole("tab", { name: "Add product" }).click();
    await page.waitForURL((url) => url.pathname === "/products/create");
    await poll(() => page.getByRole("heading", { name: "Add product" }).count()).toBe(1);
    await afterEffects(page);
    expect(await page.getByLabel("Product name (EN)").inputValue()).toBe("Half-typed");
    expect(asked).toEqual([]);

    await page.goto(`${base}/property/create`);
    expect(asked).toEqual(["beforeunload"]);
    await page.getByRole("button", { name: "Save" }).click();
    await poll(() => page.getByText("Property value EN is required").count()).toBe(1);
    await poll(() => page.getByText("Property value IT is required").count()).toBe(1);
    await page.goto(`${base}/coupon/create`);
    await page.getByRole("button", { name: "Save" }).click();
    for (const text of [
      "Coupon Name is required",
      "Discount price is required",
      "Per Person Usage value is required",
      "Total Usage is required",
    ]) {
      await poll(() => page.getByText(text, { exact: true }).count()).toBe(1);
    }
  });

  it("refuses an oversized image with the limit before sending anything", async () => {
    const { page } = browser;
    await signIn(ADMIN);
    const uploads: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/admin/api/uploads")) uploads.push(request.url());
    });
    await page.goto(`${base}/products/create`);
    await page.locator('input[type="file"]').first().setInputFiles(oversizedPath);
    await poll(() =>
      page.getByText("Le immagini devono essere jpg o png e inferiori a 5MB.").count(),
    ).toBe(1);
    expect(await page.locator(".ant-upload-list-item").count()).toBe(0);
    expect(uploads).toEqual([]);
  });

  it("exports exactly the rows of a filtered list as CSV", async () => {
    const { page } = browser;
    await signIn(ADMIN);
    // The test's trunks from 1,000 € to 5,000 €: Vespro (2,500 €) and the seller's (1,200 €),
    // not Aurora (90 €).
    const filters =
      `filters[0][field]=categoryId&filters[0][operator]=eq&filters[0][value]=${bags._id}` +
      "&filters[1][field]=priceCents&filters[1][operator]=gte&filters[1][value]=100000" +
      "&filters[2][field]=priceCents&filters[2][operator]=lte&filters[2][value]=500000";
    await page.goto(`${base}/products/list?${filters}`);
    const rows = page.locator(".ant-table-tbody tr.ant-table-row");
    await poll(() => page.getByRole("row", { name: /Borsa Vespro/ }).count()).toBe(1);
    expect(await rows.count()).toBeGreaterThanOrEqual(2);
    const shown = (await rows.allTextContents()).map((text) => /P-(\d+)/.exec(text)?.[1]).sort();
    expect(await page.getByRole("row", { name: /Aurora/ }).count()).toBe(0);

    await page.getByRole("button", { name: "Esporta" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const path = await download.path();
    const [header = [], ...lines] = parse(readFileSync(path, "utf8"), { bom: true }) as string[][];
    const number = header.findIndex((cell) => /^(Numero|Number)$/.test(cell));
    expect(number).toBeGreaterThanOrEqual(0);
    expect(lines.map((line) => line[number]).sort()).toEqual(shown);
  });

  it("shows a linked seller only its own products, at phone width too", async () => {
    let { page } = browser;
    await signIn(LINKED_SELLER, page, "/products/list");
    const rows = page.locator(".ant-table-tbody tr.ant-table-row");
    await poll(() => rows.count()).toBeGreaterThan(0);
    // As many products as the seller owns, by the administrator's count.
    await poll(() => page.getByText(new RegExp(`^${ownProducts} element[oi]$`)).count()).toBe(1);
    expect(await page.getByRole("columnheader", { name: "Venditore" }).count()).toBe(0);
    await shot("product-list-seller-it-1280");

    await page.getByLabel("Cerca").fill("Borsa");
    await page.getByLabel("Cerca").press("Enter");
    await poll(() => page.getByRole("row", { name: /Borsa Seller's own/ }).count()).toBe(1);
    expect(await page.getByRole("row", { name: /Borsa Vespro|Borsa Aurora/ }).count()).toBe(0);

    const phone = await reopenBrowser({ width: 390, height: 844 });
    page = phone.page;
    await signIn(LINKED_SELLER, page, "/products/list");
    await poll(() => page.locator(".ant-table-tbody tr.ant-table-row").count()).toBeGreaterThan(0);
    await shot("product-list-seller-it-390");
  });

  it("lets staff add a subcategory with its pictures, and refuses to delete a used category", async () => {
    const { page } = browser;
    await signIn(ADMIN, page, "/categories/add");
    await page.getByRole("heading", { name: "Aggiungi categoria" }).waitFor();
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => page.getByText("Il nome della categoria è obbligatorio").count()).toBe(2);
    await poll(() => page.getByText("L'icona è obbligatoria").count()).toBe(1);

    await page.getByLabel("Nome categoria (EN)").fill("Hat boxes e2e");
    await page.getByLabel("Nome categoria (IT)").fill("Cappelliere e2e");
    await choose(page, "Categoria principale", "Bauli e2e");
    await page.locator('input[type="file"]').nth(0).setInputFiles(imagePath);
    await page.locator('input[type="file"]').nth(1).setInputFiles(imagePath);
    await poll(() => page.locator(".ant-upload-list-item-done").count()).toBe(2);
    await shot("category-form-it-1280");
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => page.getByText("La categoria è stata creata con successo").count()).toBe(1);
    await page.waitForURL(/\/categories\/index/);
    await page.getByLabel("Cerca").fill("e2e");
    await page.getByLabel("Cerca").press("Enter");
    await poll(() => page.getByRole("row", { name: /Cappelliere e2e/ }).count()).toBe(1);
    await shot("category-list-it-1280");

    // The trunks category holds products: the server refuses, and says why.
    const used = page
      .getByRole("row")
      .filter({ has: page.getByRole("link", { name: "Bauli e2e", exact: true }) });
    await used.getByRole("button", { name: /^Elimina/ }).click();
    await (await settled(page.getByRole("tooltip")))
      .getByRole("button", { name: "Elimina" })
      .click();
    await poll(() => page.getByText(/Questa categoria è usata da/).count()).toBeGreaterThan(0);
    expect(await used.count()).toBe(1);
  });

  it("lets a linked seller add its own coupon, shown as active", async () => {
    const { page } = browser;
    await signIn(LINKED_SELLER, page, "/coupon/create");
    await page.getByRole("heading", { name: "Aggiungi coupon" }).waitFor();
    expect(await page.getByLabel("Venditore", { exact: true }).count()).toBe(0);
    await page.getByLabel("Nome coupon").fill("SPRING15");
    await page.getByLabel("Importo sconto").fill("15");
    await page.getByLabel("Utilizzi per persona").fill("1");
    await page.getByLabel("Utilizzi totali").fill("100");
    await page.getByLabel("Data di scadenza").fill("01 mar, 2099");
    // Leaving the picker keeps the typed day.
    await page.getByRole("heading", { name: "Aggiungi coupon" }).click();
    await page.getByRole("button", { name: "Salva" }).click();
    await poll(() => page.getByText("Il coupon è stato creato con successo").count()).toBe(1);
    await page.waitForURL(/\/coupon\/list/);
    expect(await page.getByText("Esiste già un coupon con questo nome").count()).toBe(0);
    const row = page.getByRole("row", { name: /SPRING15/ });
    await poll(() => row.count()).toBe(1);
    expect(await row.textContent()).toContain("Attivo");
    expect(await row.textContent()).toContain("01 mar, 2099");
    await shot("coupon-list-seller-it-1280");
  });

  it("is readable at phone width in both languages", async () => {
    const phone = await reopenBrowser({ width: 390, height: 844 });
    const { page, context } = phone;
    await signIn(ADMIN, page, "/products/list");
    await poll(() => page.locator(".ant-table-tbody tr.ant-table-row").count()).toBeGreaterThan(1);
    await shot("product-list-admin-it-390");
    await page.goto(`${base}/products/create`);
    await page.getByRole("heading", { name: "Aggiungi prodotto" }).waitFor();
    await shot("product-form-it-390");

    await context.addCookies([{ name: "language", value: "en", url: base }]);
    await page.goto(`${base}/coupon/list`);
    await page.getByRole("heading", { name: "Coupons" }).waitFor();
    await shot("coupon-list-admin-en-390");
    await page.goto(`${base}/categories/index`);
    await poll(() => page.locator(".ant-table-tbody tr.ant-table-row").count()).toBeGreaterThan(1);
    await shot("category-list-admin-en-390");
    const wide = await reopenBrowser({ width: 1280, height: 800, locale: "en-US" });
    await wide.context.addCookies([{ name: "language", value: "en", url: base }]);
    await signIn(ADMIN, wide.page, "/products/list");
    await poll(() =>
      wide.page.locator(".ant-table-tbody tr.ant-table-row").count(),
    ).toBeGreaterThan(1);
    await shot("product-list-admin-en-1280");
  });
});
