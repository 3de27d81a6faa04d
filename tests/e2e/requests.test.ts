import { readFileSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import { APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import type { OrderRequest } from "../../domain/requests.schema.ts";
import {
  ADMIN,
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  LINKED_SELLER,
  poll,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

type Answer<T> = { message: string; data: T };
type ProductOnSale = {
  _id: string;
  nameEn: string;
  nameIt: string;
  seller: { _id: string; fullName: string } | null;
};

/** The API as a customer app (intake, application key) or a signed-in user (token) calls it. */
const call = async <T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> => {
  const response = await fetch(`${base}/admin/api${path}`, {
    ...init,
    headers: {
      "content-type": "application/json",
      [APP_KEY_HEADER]: DEFAULT_APP_KEY,
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
    },
  });
  expect(response.ok, `${path}: ${response.status}`).toBe(true);
  return ((await response.json()) as Answer<T>).data;
};

const tokenOf = async ({ email, password }: typeof ADMIN) =>
  (
    await call<{ token: string }>("/user/login", {
      method: "POST",
      body: JSON.stringify({ email, password }),
    })
  ).token;

/** A customer asks for a quote through the public intake, as the marketplace app would. */
const askForQuote = async (product: ProductOnSale, customerName: string) =>
  call<OrderRequest>("/intake/order-requests", {
    method: "POST",
    body: JSON.stringify({
      customerName,
      customerEmail: "intake.customer@example.com",
      customerPhone: "+39 02 1234 5678",
      productId: product._id,
      quantity: 3,
      message: "Monogram on the lid, please.",
    }),
  });

const INTAKE = (path: string, body: object) =>
  call<{ _id: string; number: number }>(`/intake/${path}`, {
    method: "POST",
    body: JSON.stringify(body),
  });

const customer = (name: string) => ({
  customerName: name,
  customerEmail: `${name.toLowerCase().replace(/\s+/g, ".")}@example.com`,
  customerPhone: "+39 02 1234 5678",
});

/**
 * What the marketplace's apps would have sent before the test: order requests and orders for the
 * linked seller's products and for the platform's, rent requests, and an event request for the
 * first event on offer.
 */
beforeAll(async () => {
  const products = await call<ProductOnSale[]>("/intake/products?limit=100");
  const linked = products.filter(({ seller }) => seller?.fullName === "Lorenzo Bellini");
  const others = products.filter(({ seller }) => seller?.fullName !== "Lorenzo Bellini");
  for (const [index, product] of [linked[0], linked[1], others[0], others.at(-1)].entries()) {
    await INTAKE("order-requests", {
      ...customer(["Beatrice Sala", "Carlo Neri", "Diana Riva", "Enzo Fontana"][index] ?? "X"),
      productId: product?._id,
      quantity: index + 1,
      message: "Could it come in dark green?",
    });
  }
  for (const [index, product] of [linked[2], others[1]].entries()) {
    await INTAKE("orders", {
      ...customer(["Franca Villa", "Guido Serra"][index] ?? "X"),
      productId: product?._id,
      quantity: 1,
      shippingAddress: "Via della Spiga 12, 20121 Milano",
      deliveryDate: "2026-12-18",
    });
  }
  await INTAKE("rent-requests", {
    ...customer("Ilaria Greco"),
    modelName: "Riva Aquarama",
    passengers: 6,
    cabins: 2,
    guests: 4,
    startLocation: "Portofino",
    destination: "Capri",
    departureAt: "2026-07-01T09:00:00.000Z",
    returnAt: "2026-07-08T17:00:00.000Z",
    otherRequests: "A chef on board.",
  });
  const [event] = await call<{ _id: string }[]>("/intake/events?limit=1");
  await INTAKE("event-requests", {
    ...customer("Luca Moretti"),
    eventId: event?._id,
    guests: 12,
    message: "Vegetarian menu for 4 guests.",
  });
});

const openList = async (path: string, heading: string) => {
  const { page } = browser;
  await page.goto(`${base}${path}`);
  await poll(() => page.getByRole("heading", { name: heading, exact: true }).count()).toBe(1);
  // The first rows, not the skeleton: every list starts with demo data.
  await poll(() => page.getByRole("link", { name: /^#\d+$/ }).count()).toBeGreaterThan(0);
};

const LISTS = [
  {
    path: "/orders/request/list",
    it: "Richieste d'ordine",
    en: "Order requests",
    name: "order-requests",
  },
  { path: "/orders/list", it: "Ordini", en: "Orders", name: "orders" },
  {
    path: "/requests/index",
    it: "Messaggi ricevuti",
    en: "Received messages",
    name: "rent-requests",
  },
  {
    path: "/event-requests/index",
    it: "Richieste eventi",
    en: "Event requests",
    name: "event-requests",
  },
] as const;

describe("requests and orders in Chromium", () => {
  it("shows an administrator each list, and a new order request arrives in the open list", async () => {
    const { page } = browser;
    await signIn(ADMIN);
    for (const list of LISTS) {
      await openList(list.path, list.it);
      await browser.screenshot(`requests-${list.name}-it-1280`);
    }

    await openList("/orders/request/list", "Richieste d'ordine");
    const [product] = await call<ProductOnSale[]>("/intake/products?limit=1");
    expect(product).toBeDefined();
    const created = await askForQuote(product as ProductOnSale, "Livia Intake");

    // No reload: the live counter event refreshes the open list.
    const link = page.getByRole("link", { name: `#${created.number}`, exact: true });
    await poll(() => link.count()).toBe(1);
    await poll(() => page.getByText("Livia Intake").count()).toBe(1);

    await link.click();
    await page.waitForURL(`${base}/orders/request/view-order/${created._id}`);
    const title = `Richiesta d'ordine #${created.number}`;
    await poll(() => page.getByText(title, { exact: true }).count()).toBeGreaterThan(0);
    for (const text of [
      "Livia Intake",
      "intake.customer@example.com",
      (product as ProductOnSale).nameIt,
      "Monogram on the lid, please.",
      "Nuova",
    ]) {
      await poll(() => page.getByText(text, { exact: true }).count()).toBeGreaterThan(0);
    }
    // Tab and breadcrumb name the record by its number.
    await poll(() => page.getByText(`Richiesta d'ordine - #${created.number}`).count()).toBe(2);
    await browser.screenshot("requests-order-request-view-it-1280");
  });

  it("exports the filtered orders as CSV, from the server, with only the matching rows", async () => {
    const { page } = browser;
    await signIn(ADMIN);
    const filtered = "filters[0][field]=q&filters[0][operator]=contains&filters[0][value]=Franca";
    await openList(`/orders/list?${filtered}`, "Ordini");
    await poll(() => page.getByRole("link", { name: /^#\d+$/ }).count()).toBe(1);

    await page.getByRole("button", { name: "Esporta" }).click();
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("menuitem", { name: "CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = readFileSync((await download.path()) as string, "utf8");
    expect(csv).toContain("Franca Villa");
    expect(csv).not.toContain("Guido Serra");
  });

  it("shows a linked seller only its own order requests and orders, and no rent entries", async () => {
    const { page } = browser;
    const adminToken = await tokenOf(ADMIN);
    const sellerToken = await tokenOf(LINKED_SELLER);
    const all = await call<{ items: OrderRequest[] }>("/order/request?limit=100", {
      token: adminToken,
    });
    const own = await call<{ items: OrderRequest[] }>("/order/request?limit=100", {
      token: sellerToken,
    });
    const ownIds = new Set(own.items.map(({ _id }) => _id));
    const others = all.items.filter(({ _id }) => !ownIds.has(_id));
    expect(own.items.length).toBeGreaterThan(0);
    expect(others.length).toBeGreaterThan(0);

    await signIn(LINKED_SELLER);
    // The menu is empty until the permissions are read, and a closed group's entries are hidden:
    // its own entry first, then the absent ones, hidden or not.
    const menu = page.getByRole("navigation", { name: "Menu principale" });
    const entry = (name: string) => menu.getByRole("link", { name, includeHidden: true });
    await poll(() => entry("Richieste d'ordine").count()).toBeGreaterThan(0);
    expect(await entry("Messaggi ricevuti").count()).toBe(0);
    expect(await entry("Richieste eventi").count()).toBe(0);

    await openList("/orders/request/list?pageSize=100", "Richieste d'ordine");
    await poll(() => page.getByRole("link", { name: /^#\d+$/ }).count()).toBe(own.items.length);
    expect(await page.getByRole("columnheader", { name: "Venditore" }).count()).toBe(0);
    for (const other of others) {
      expect(await page.getByRole("link", { name: `#${other.number}`, exact: true }).count()).toBe(
        0,
      );
    }
    await browser.screenshot("requests-order-requests-seller-it-1280");

    const allOrders = await call<{ items: { number: number }[] }>("/orders?limit=100", {
      token: adminToken,
    });
    const ownOrders = await call<{ items: { number: number }[] }>("/orders?limit=100", {
      token: sellerToken,
    });
    const ownNumbers = new Set(ownOrders.items.map(({ number }) => number));
    await openList("/orders/list?pageSize=100", "Ordini");
    await poll(() => page.getByRole("link", { name: /^#\d+$/ }).count()).toBe(
      ownOrders.items.length,
    );
    expect(await page.getByRole("columnheader", { name: "Venditore" }).count()).toBe(0);
    const foreignOrder = allOrders.items.find(({ number }) => !ownNumbers.has(number));
    expect(
      await page.getByRole("link", { name: `#${foreignOrder?.number}`, exact: true }).count(),
    ).toBe(0);

    // Another seller's request, even by its address, stays closed.
    const [foreign] = others;
    await page.goto(`${base}/orders/request/view-order/${foreign?._id}`);
    await poll(() => page.getByText(/non esiste o è stato eliminato/).count()).toBeGreaterThan(0);

    // Rent is for staff: by its address, the seller lands on the access-denied page.
    await page.goto(`${base}/requests/index`);
    await page.waitForURL(`${base}/401`);
  });

  it("reads in English and on a phone", async () => {
    for (const [language, width] of LANGUAGES_AND_WIDTHS) {
      const { page } = await signInAt(language, width);

      for (const list of LISTS) {
        await openList(list.path, list[language]);
        await browser.screenshot(`requests-${list.name}-${language}-${width}`);
      }
      await openList("/orders/list", language === "it" ? "Ordini" : "Orders");
      await page
        .getByRole("link", { name: /^#\d+$/ })
        .first()
        .click();
      await page.waitForURL(/\/orders\/view-order\//);
      const heading = language === "it" ? /^Ordine #\d+$/ : /^Order #\d+$/;
      await poll(() => page.getByText(heading).count()).toBeGreaterThan(0);
      await browser.screenshot(`requests-order-view-${language}-${width}`);
    }
  });
});
