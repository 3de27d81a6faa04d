import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import type { LIVE_COUNTERS } from "../../domain/live.ts";
import { formatMoney } from "../../domain/money.ts";
import { computeQuote } from "../../domain/quote.ts";
import { openBrowser } from "./browser.ts";
import { waitForMail } from "./mailbox.ts";
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
import {
  askForQuote,
  fillQuote,
  intake,
  move,
  type ProductOnSale,
  placeOrder,
  productsOnSale,
  statusIs,
} from "./shop.ts";

withAppPerFile();
withBrowserPerTest();

/** The sidebar badge's number as the shell renders it (data-count on the counter). */
const badge = (page: Page, counter: keyof typeof LIVE_COUNTERS) =>
  page.evaluate(
    (name) =>
      Number(document.querySelector(`[data-counter="${name}"]`)?.getAttribute("data-count")),
    counter,
  );

describe("the shop line's work in Chromium", () => {
  it("lets an operator take a request in charge, quote it twice and see both versions, while the badge drops in another browser", async () => {
    const products = await productsOnSale();
    const product = products.find(({ priceCents }) => priceCents > 0) as ProductOnSale;
    const email = "harriet.lane@example.com";
    const request = await askForQuote(product, email);

    const watcher = await openBrowser();
    try {
      await signIn(ADMIN, watcher.page);
      await poll(() => badge(watcher.page, "orderRequests")).toBeGreaterThan(0);
      const before = await badge(watcher.page, "orderRequests");

      const { page } = await signInAt(
        "en",
        1280,
        OPERATOR,
        `/orders/request/view-order/${request._id}`,
      );
      await statusIs(page, "New");
      await move(page, "Take in charge");
      await statusIs(page, "Request in progress");
      // No reload in the other browser: the socket brings the new count.
      await poll(() => badge(watcher.page, "orderRequests")).toBe(before - 1);

      await fillQuote(page, { shipping: "25", customization: "120.50", vat: "22", split: "80" });
      const first = computeQuote({
        unitPriceCents: product.priceCents,
        quantity: 2,
        shippingCents: 2500,
        customizationCents: 12050,
        vatPercent: 22,
        splitPercent: 80,
      });
      const firstTotal = formatMoney(first.totalCents, "en");
      // The live totals follow the typing before anything is sent.
      const live = page.getByRole("region", { name: "Totals of the quote being written" });
      await poll(() => live.getByText(firstTotal, { exact: true }).count()).toBe(1);
      await page.getByRole("button", { name: "Send quote" }).click();
      await statusIs(page, "Quotation sent");
      const current = page.getByRole("region", { name: /^Current quote \(version 1\)/ });
      await poll(() => current.getByText(firstTotal, { exact: true }).count()).toBeGreaterThan(0);
      expect((await waitForMail(app.dataDir, email, 1)).text).toContain(firstTotal);
      await browser.screenshot("shop-work-quote-sent-en-1280");

      await page.getByLabel("Shipping amount").fill("40");
      await page.getByRole("button", { name: "Send new quote" }).click();
      const confirm = await openedDialog(page, "Replace the current quote?");
      await browser.screenshot("shop-work-quote-replace-en-1280");
      await confirm.getByRole("button", { name: "Send new quote", exact: true }).click();

      const second = formatMoney(
        computeQuote({
          unitPriceCents: product.priceCents,
          quantity: 2,
          shippingCents: 4000,
          customizationCents: 12050,
          vatPercent: 22,
          splitPercent: 80,
        }).totalCents,
        "en",
      );
      await poll(() => page.getByText(`Quote version 1 sent, total ${firstTotal}`).count()).toBe(1);
      await poll(() => page.getByText(`Quote version 2 sent, total ${second}`).count()).toBe(1);
      await poll(() =>
        page.getByText("What changed from version 1 to version 2", { exact: true }).count(),
      ).toBe(1);
      expect((await waitForMail(app.dataDir, email, 2)).text).toContain(second);
      await browser.screenshot("shop-work-quote-history-en-1280");
    } finally {
      await watcher.close();
    }
  });

  it("cancels an order with a reason and approves a return", async () => {
    const [product, other] = await productsOnSale();
    const cancelled = await placeOrder(product as ProductOnSale, "Ottilie Marsh");
    const returned = await placeOrder(other as ProductOnSale, "Rupert Vane");
    const { page } = await signInAt("en", 1280, ADMIN, `/orders/view-order/${cancelled._id}`);
    await statusIs(page, "Order confirmed");
    await page.getByRole("button", { name: "Cancel order", exact: true }).click();
    const dialog = await openedDialog(page, "Cancel order");
    // A cancellation without its reason is not sent.
    await dialog.getByRole("button", { name: "Cancel order", exact: true }).click();
    await poll(() => dialog.getByText("Please give a reason").count()).toBe(1);
    await dialog.getByLabel("Reason").fill("Out of stock in this size");
    await dialog.getByRole("button", { name: "Cancel order", exact: true }).click();
    await statusIs(page, "Cancelled order");
    await poll(() => page.getByText("Out of stock in this size").count()).toBeGreaterThan(0);
    expect((await waitForMail(app.dataDir, "ottilie.marsh@example.com", 1)).text).toContain(
      "Out of stock in this size",
    );

    await page.goto(`${base}/orders/view-order/${returned._id}`);
    await move(page, "Start work");
    await statusIs(page, "Working in progress");
    await move(page, "Record return request", {
      field: "The customer's reason",
      text: "The strap is too short",
    });
    await statusIs(page, "Return request");
    await move(page, "Approve return");
    await statusIs(page, "Return approved");
    // Only a finished return is left: no move is offered any more.
    for (const label of ["Approve return", "Reject return", "Start work"]) {
      expect(await page.getByRole("button", { name: label, exact: true }).count()).toBe(0);
    }
    await browser.screenshot("shop-work-order-returned-en-1280");
  });

  it("lets a linked seller quote its own request and see it through to completed", async () => {
    const products = await productsOnSale();
    const own = products.find(({ seller }) => seller?.fullName === "Lorenzo Bellini");
    const request = await askForQuote(own as ProductOnSale, "seller.customer@example.com", 1);
    const { page } = await signInAt(
      "en",
      1280,
      LINKED_SELLER,
      `/orders/request/view-order/${request._id}`,
    );
    await move(page, "Take in charge");
    await fillQuote(page, { shipping: "0", customization: "0", vat: "22", split: "90" });
    await page.getByRole("button", { name: "Send quote" }).click();
    await statusIs(page, "Quotation sent");
    await browser.screenshot("shop-work-seller-quote-en-1280");
    for (const [label, status] of [
      ["Start work", "Working in process"],
      ["Mark shipped", "Shipped"],
      ["Mark completed", "Completed"],
    ] as const) {
      await move(page, label);
      await statusIs(page, status);
    }
    expect(await page.getByRole("button", { name: "Deny request" }).count()).toBe(0);
  });

  it("shows the second of two people saving the same product what changed, and applies their edit over it", async () => {
    const [product] = await productsOnSale();
    const edit = `${base}/products/edit/${product?._id}`;
    const { page } = await signInAt("en", 1280, ADMIN);
    await page.goto(edit);
    const italianName = page.getByLabel("Product name (IT)");
    await poll(() => italianName.inputValue()).not.toBe("");
    await italianName.fill("Borsa Siena, edizione e2e");

    const other = await openBrowser({ locale: "en-US" });
    try {
      await other.context.addCookies([{ name: "language", value: "en", url: base }]);
      await signIn(OPERATOR, other.page);
      await other.page.goto(edit);
      const englishName = other.page.getByLabel("Product name (EN)");
      await poll(() => englishName.inputValue()).not.toBe("");
      await englishName.fill("Siena bag, e2e edition");
      await other.page.getByRole("button", { name: "Save" }).click();
      await other.page.waitForURL(/\/products\/(list|view)/);
    } finally {
      await other.close();
    }

    await page.getByRole("button", { name: "Save" }).click();
    const dialog = await openedDialog(page, "Someone else changed this record");
    await poll(() => dialog.getByText("Siena bag, e2e edition").count()).toBe(1);
    await browser.screenshot("shop-work-stale-product-en-1280");
    await dialog.getByRole("button", { name: "Apply my changes again" }).click();
    await page.waitForURL(/\/products\/(list|view)/);

    const stored =
      await intake<(ProductOnSale & { nameEn: string; nameIt: string })[]>("products?limit=100");
    expect(stored.find(({ _id }) => _id === product?._id)).toMatchObject({
      nameEn: "Siena bag, e2e edition",
      nameIt: "Borsa Siena, edizione e2e",
    });
  });

  it("reads in both languages and on a phone", async () => {
    const products = await productsOnSale();
    const request = await askForQuote(products[0] as ProductOnSale, "phone.reader@example.com");
    for (const [language, width] of [["it", 1280], ...LANGUAGES_AND_WIDTHS] as const) {
      const { page } = await signInAt(
        language,
        width,
        ADMIN,
        `/orders/request/view-order/${request._id}`,
      );
      const takeInCharge = language === "it" ? "Prendi in carico" : "Take in charge";
      await poll(() => page.getByRole("button", { name: takeInCharge }).count()).toBe(1);
      await browser.screenshot(`shop-work-order-request-${language}-${width}`);
      await page.goto(`${base}/orders/list`);
      await poll(() => page.getByRole("tab").count()).toBeGreaterThan(1);
      await browser.screenshot(`shop-work-orders-tabs-${language}-${width}`);
    }
  });
});
