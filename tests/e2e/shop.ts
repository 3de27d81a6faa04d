// The shop line as the e2e drives it: the customer apps' intake, and a record page's moves.
import type { Page } from "playwright-core";
import { expect } from "vitest";
import { APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import type { Order, OrderRequest } from "../../domain/requests.schema.ts";
import { base, openedDialog } from "./session.ts";

export type ProductOnSale = {
  _id: string;
  priceCents: number;
  seller: { _id: string; fullName: string } | null;
};

/** What the marketplace's customer apps send: the public intake, with the application key. */
export const intake = async <T>(path: string, body?: object): Promise<T> => {
  const response = await fetch(`${base}/admin/api/intake/${path}`, {
    method: body ? "POST" : "GET",
    headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
    body: body ? JSON.stringify(body) : undefined,
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as { data: T }).data;
};

export const productsOnSale = () => intake<ProductOnSale[]>("products?limit=100");

export const askForQuote = (product: ProductOnSale, customerEmail: string, quantity = 2) =>
  intake<OrderRequest>("order-requests", {
    customerName: "Harriet Lane",
    customerEmail,
    customerLanguage: "en",
    productId: product._id,
    quantity,
    message: "Engraved initials on the clasp, please.",
  });

export const placeOrder = (product: ProductOnSale, customerName: string) =>
  intake<Order>("orders", {
    customerName,
    customerEmail: `${customerName.toLowerCase().replace(/\s+/g, ".")}@example.com`,
    customerLanguage: "en",
    productId: product._id,
    quantity: 1,
    shippingAddress: "12 Mount Street, London W1K 2RD",
    deliveryDate: "2027-01-20",
  });

/**
 * A move is a write (transaction, history, mail, counters) then a re-read: on a 2-core machine
 * shared with other browsers and servers it has taken over 10 s, so its outcome gets 30.
 */
export const slowPoll = <T>(read: () => T | Promise<T>) => expect.poll(read, { timeout: 30_000 });

/** Clicks a status move and confirms it in its dialog, with the note or reason when given. */
export const move = async (page: Page, label: string, reason?: { field: string; text: string }) => {
  await page.getByRole("button", { name: label, exact: true }).click();
  const dialog = await openedDialog(page, label);
  if (reason) await dialog.getByLabel(reason.field).fill(reason.text);
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await slowPoll(() => dialog.isVisible()).toBe(false);
};

/**
 * The record's status as its details show it (the Status row). Not any text on the page: the
 * history and the closing move dialog name statuses too, so a bare getByText(label) could pass
 * before the record was read again (issue 14).
 */
export const statusIs = (page: Page, label: string) =>
  slowPoll(() =>
    page
      .locator("th.ant-descriptions-item-label")
      .filter({ hasText: /^Status$/ })
      .locator("xpath=following-sibling::td[1]")
      .locator("visible=true")
      .getByText(label, { exact: true })
      .count(),
  ).toBe(1);

/** Fills the quote form's figures (the English labels). */
export const fillQuote = async (
  page: Page,
  quote: { shipping: string; customization: string; vat: string; split: string },
) => {
  await page.getByLabel("Shipping amount").fill(quote.shipping);
  await page.getByLabel("Customization cost").fill(quote.customization);
  await page.getByLabel("VAT %").fill(quote.vat);
  await page.getByLabel("Split %").fill(quote.split);
};
