import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatMoney } from "../../domain/money.ts";
import { call, tokenOf } from "./api.ts";
import { mailsTo } from "./mailbox.ts";
import {
  ADMIN,
  app,
  base,
  browser,
  OPERATOR,
  openedDialog,
  poll,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";
import {
  askForQuote,
  fillQuote,
  move,
  type ProductOnSale,
  placeOrder,
  productsOnSale,
  slowPoll,
  statusIs,
} from "./shop.ts";

withAppPerFile();
withBrowserPerTest();

/**
 * The record page's payment section (docs/statuses.md#payment-state): its state tag reads `state`.
 */
const paymentReads = (page: Page, title: string, state: string) =>
  slowPoll(() =>
    page
      .getByRole("region", { name: title })
      .locator(".ant-descriptions .ant-tag")
      .getByText(state, { exact: true })
      .count(),
  ).toBe(1);

/** Whether the page scrolls sideways: on a phone nothing may. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const width = window.innerWidth;
    const wide = [...document.querySelectorAll<HTMLElement>("body *")]
      .filter((element) => element.getBoundingClientRect().right > width + 1)
      .slice(-5)
      .map((element) => `${element.tagName}.${element.className}`);
    return document.documentElement.scrollWidth > width ? wide : [];
  });

/** Pays the order in the sandbox, as the page's Simulate payment does. */
const pay = (orderId: string, token: string) =>
  call("/stripe/sandbox-events", token, {
    method: "POST",
    body: { type: "payment_intent.succeeded", orderId },
  });

/** Leaves the product `available` pieces, by an adjustment with its reason, as staff make one. */
const setAvailable = async (productId: string, available: number, token: string) => {
  const product = await call(`/product/${productId}`, token);
  await call(`/product/${productId}`, token, {
    method: "PUT",
    body: {
      ...product,
      quantity: Number(product.held) + available,
      stockReason: "Counted for the e2e",
    },
  });
};

describe("stock and money in Chromium", () => {
  it("holds the last piece for the first quote, and refuses a second quote for it clearly", async () => {
    const product = (await productsOnSale()).at(-1) as ProductOnSale;
    await setAvailable(product._id, 1, await tokenOf(ADMIN));
    const first = await askForQuote(product, "first.asker@example.com", 1);
    const second = await askForQuote(product, "second.asker@example.com", 1);
    const figures = { shipping: "0", customization: "0", vat: "22", split: "80" };

    const { page } = await signInAt(
      "en",
      1280,
      OPERATOR,
      `/orders/request/view-order/${first._id}`,
    );
    await move(page, "Take in charge");
    await fillQuote(page, figures);
    await page.getByRole("button", { name: "Send quote" }).click();
    await statusIs(page, "Quotation sent");

    await page.goto(`${base}/orders/request/view-order/${second._id}`);
    await move(page, "Take in charge");
    await fillQuote(page, figures);
    await page.getByRole("button", { name: "Send quote" }).click();
    await poll(() =>
      page
        .getByText("None of this product's pieces are available: the quote was not sent.")
        .count(),
    ).toBeGreaterThan(0);
    await statusIs(page, "Request in progress");
    await browser.screenshot("stock-money-quote-refused-en-1280");

    await page.goto(`${base}/products/view/${product._id}`);
    const timeline = page.getByRole("region", { name: "Stock movements" });
    await poll(() => timeline.getByText("Held by a quote", { exact: true }).count()).toBe(1);
    await browser.screenshot("stock-money-product-held-en-1280");
  });

  it("puts an approved return's piece back and refunds it through the sandbox, once", async () => {
    const [product] = await productsOnSale();
    const onSale = product as ProductOnSale;
    const customer = "Imogen Sable";
    const order = await placeOrder(onSale, customer);
    const admin = await tokenOf(ADMIN);
    await pay(order._id, admin);

    const { page } = await signInAt("en", 1280, ADMIN, `/orders/view-order/${order._id}`);
    await paymentReads(page, "Payment", "Paid");
    await move(page, "Start work");
    await move(page, "Record return request", {
      field: "The customer's reason",
      text: "The clasp sticks",
    });
    await move(page, "Approve return");
    await statusIs(page, "Return approved");

    await page.getByRole("button", { name: "Refund", exact: true }).click();
    const dialog = await openedDialog(page, "Refund the customer");
    // Return approved proposes the returned piece's amount, all that was paid here.
    const amount = dialog.getByLabel("Amount to refund");
    expect(Number((await amount.inputValue()).replace(/[^\d.]/g, ""))).toBe(order.totalCents / 100);
    await browser.screenshot("stock-money-refund-dialog-en-1280");
    await dialog.getByLabel("Reason").fill("Returned with a sticking clasp");
    await dialog.getByRole("button", { name: "Refund", exact: true }).click();
    await slowPoll(() => dialog.isVisible()).toBe(false);
    // The sandbox settles it with charge.refunded, as Stripe would: the order reads Refunded.
    await paymentReads(page, "Payment", "Refunded");
    expect(await page.getByRole("button", { name: "Refund", exact: true }).count()).toBe(0);
    // The provider's event and the customer's mail join the history without a reload, though the
    // order's version did not move.
    const history = page.getByRole("region", { name: "History" });
    await poll(() => history.getByText("Payment event: Refund", { exact: true }).count()).toBe(1);
    await browser.screenshot("stock-money-order-refunded-en-1280");
    // The customer is told of the refund, with its amount (after the moves' own mails).
    const amountText = formatMoney(order.totalCents, "en");
    await poll(() =>
      mailsTo(app.dataDir, "imogen.sable@example.com").some((mail) =>
        mail.text.includes(amountText),
      ),
    ).toBe(true);

    // The product's ledger: the order took the piece, the approved return put it back.
    await page.goto(`${base}/products/view/${onSale._id}`);
    const timeline = page.getByRole("region", { name: "Stock movements" });
    await poll(() => timeline.getByText("Return approved", { exact: true }).count()).toBe(1);
    expect(await timeline.getByText("Order", { exact: true }).count()).toBeGreaterThan(0);
    await browser.screenshot("stock-money-product-timeline-en-1280");
  });

  it("shows an operator the payment state without a Refund button", async () => {
    const [product] = await productsOnSale();
    const order = await placeOrder(product as ProductOnSale, "Quentin Ashby");
    await pay(order._id, await tokenOf(ADMIN));
    const { page } = await signInAt("it", 1280, OPERATOR, `/orders/view-order/${order._id}`);
    await paymentReads(page, "Pagamento", "Pagato");
    expect(await page.getByRole("button", { name: "Rimborsa", exact: true }).count()).toBe(0);
    // Operators cannot refund through the API either.
    await expect(
      call(`/order/${order._id}/refunds`, await tokenOf(OPERATOR), {
        method: "POST",
        body: { amountCents: 100, reason: "Try" },
      }),
    ).rejects.toThrow(/403/);
  });

  it("reads in both languages, on a desktop and on a phone", async () => {
    const [product] = await productsOnSale();
    const onSale = product as ProductOnSale;
    const admin = await tokenOf(ADMIN);
    for (const [language, width] of [
      ["it", 1280],
      ["en", 390],
      ["it", 390],
    ] as const) {
      const order = await placeOrder(onSale, `Reader ${language} ${width}`);
      await pay(order._id, admin);
      const { page } = await signInAt(language, width, ADMIN, `/orders/view-order/${order._id}`);
      const italian = language === "it";
      await paymentReads(page, italian ? "Pagamento" : "Payment", italian ? "Pagato" : "Paid");
      await page
        .getByRole("button", { name: italian ? "Rimborsa" : "Refund", exact: true })
        .click();
      await openedDialog(page, italian ? "Rimborsa il cliente" : "Refund the customer");
      await browser.screenshot(`stock-money-refund-dialog-${language}-${width}`);
      expect(await sideways(page)).toEqual([]);
      await page.goto(`${base}/products/view/${onSale._id}`);
      const ledger = page.getByRole("region", {
        name: italian ? "Movimenti di magazzino" : "Stock movements",
      });
      await poll(() => ledger.getByText(italian ? "Ordine" : "Order").count()).toBeGreaterThan(0);
      await browser.screenshot(`stock-money-product-timeline-${language}-${width}`);
      expect(await sideways(page)).toEqual([]);
    }
  });
});
