import { describe, expect, it } from "vitest";
import { APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import {
  ADMIN,
  app,
  base,
  browser,
  LANGUAGES_AND_WIDTHS,
  OPERATOR,
  poll,
  signIn,
  signInAt,
  withAppPerFile,
  withBrowserPerTest,
} from "./session.ts";

withAppPerFile();
withBrowserPerTest();

/** The newest order, read through the API as the administrator. */
const newestOrder = async () => {
  const call = (path: string, init: RequestInit = {}) =>
    fetch(`${app.url}/admin/api${path}`, {
      ...init,
      headers: {
        "content-type": "application/json",
        [APP_KEY_HEADER]: DEFAULT_APP_KEY,
        ...init.headers,
      },
    });
  const login = await call("/user/login", { method: "POST", body: JSON.stringify(ADMIN) });
  const { token } = (await login.json()) as { token: string };
  const orders = await call("/orders?limit=1&sort=-number", {
    headers: { authorization: `Bearer ${token}` },
  });
  const { data } = (await orders.json()) as { data: { items: { _id: string; number: number }[] } };
  const [order] = data.items;
  if (!order) throw new Error("the demo has no order");
  return order;
};

describe("payment webhooks in Chromium", () => {
  it("lets an administrator pay an order in the sandbox and find the event matched", async () => {
    const { page } = browser;
    const order = await newestOrder();
    await signIn(ADMIN, page, `/orders/view-order/${order._id}`);
    await page.getByRole("button", { name: "Simula pagamento" }).click();
    await poll(() => page.getByText("Evento sandbox ricevuto: Elaborato.").count()).toBe(1);
    const history = page.getByRole("region", { name: "Cronologia" });
    await poll(() => history.getByText("Evento di pagamento: Pagamento ricevuto").count()).toBe(1);
    await browser.screenshot("webhooks-order-paid-it-1280");
    // A payment succeeds once: the sandbox refuses a second one and says why, as a provider would.
    await page.getByRole("button", { name: "Simula pagamento" }).click();
    await poll(() => page.getByText(/è già stato pagato nella sandbox/).count()).toBe(1);
    await browser.screenshot("webhooks-order-paid-twice-it-1280");
    expect(await history.getByText("Evento di pagamento: Pagamento ricevuto").count()).toBe(1);

    await page.goto(`${base}/webHook/index`);
    const related = page.getByRole("link", { name: `Ordine n. ${order.number}`, exact: true });
    await poll(() => related.count()).toBeGreaterThan(0);
    const row = page.getByRole("row").filter({ has: related }).first();
    await poll(() => row.getByText("Elaborato").count()).toBe(1);
    await browser.screenshot("webhooks-list-it-1280");
  });

  it("keeps operators out: the address leads to 401", async () => {
    const { page } = browser;
    await signIn(OPERATOR, page, "/webHook/index");
    await page.waitForURL(`${base}/401`);
  });

  it("reads in both languages, on a desktop and on a phone", async () => {
    for (const [language, width] of LANGUAGES_AND_WIDTHS) {
      const { page } = await signInAt(language, width, ADMIN, "/webHook/index");
      const title = language === "it" ? "Webhook di pagamento" : "Payment webhooks";
      await poll(() => page.getByRole("heading", { name: title, exact: true }).count()).toBe(1);
      const first = page.getByRole("link", { name: /^evt_/ }).first();
      await poll(() => first.count()).toBe(1);
      await browser.screenshot(`webhooks-list-${language}-${width}`);
      await first.click();
      await page.waitForURL(/\/webHook\/view\//);
      const payload = language === "it" ? "Contenuto" : "Payload";
      await poll(() => page.getByRole("heading", { name: payload, exact: true }).isVisible()).toBe(
        true,
      );
      await browser.screenshot(`webhooks-view-${language}-${width}`);
    }
  });
});
