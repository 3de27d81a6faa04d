import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../domain/orderWork.schema";
import type { WebhookRecord } from "../../../domain/webhooks.schema";
import { changeLanguage } from "../../../src/providers/i18n";
import { endpoints, resources } from "../../../src/resources";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import { ok, orderRecord, serveRequests } from "../requests/fixtures";
import { historyEntry } from "../requests/shopWork";

const payload = JSON.stringify({
  id: "evt_3QpaidOrder",
  object: "event",
  type: "payment_intent.succeeded",
  data: { object: { id: "pi_3Qorder", object: "payment_intent", amount: 129000 } },
});

const processed: WebhookRecord = {
  _id: "w1",
  webhookId: "evt_3QpaidOrder",
  type: "payment_intent",
  eventType: "payment_intent.succeeded",
  status: "processed",
  error: null,
  externalTransactionId: "pi_3Qorder",
  productType: "shopOrder",
  order: { _id: "o1", number: 2001 },
  orderRequest: null,
  rentRequest: null,
  eventRequest: null,
  matched: true,
  refund: null,
  amountCents: 129000,
  receivedAt: "2026-11-20T15:45:00.000Z",
  payload,
};

const failed: WebhookRecord = {
  ...processed,
  _id: "w2",
  webhookId: "evt_3QbrokenRefund",
  type: "charge",
  eventType: "charge.refunded",
  status: "failed",
  error: "missingTransactionId",
  externalTransactionId: null,
  productType: null,
  order: null,
  matched: false,
  payload: '{"id":"evt_3QbrokenRefund"}',
};

function serveWebhooks(items: WebhookRecord[] = [processed, failed]) {
  const seen: URLSearchParams[] = [];
  server.use(
    http.get(api("/stripe/webhook"), ({ request }) => {
      seen.push(new URL(request.url).searchParams);
      return ok({ items, total: items.length });
    }),
    http.get(api("/stripe/webhook/:id"), ({ params }) => {
      const found = items.find(({ _id }) => _id === params.id);
      return found ? ok(found) : HttpResponse.json({ message: "Not found" }, { status: 404 });
    }),
  );
  return seen;
}

const rowOf = async (name: string) =>
  within((await screen.findByRole("link", { name })).closest("tr") as HTMLElement);

describe("the webhooks resource", () => {
  it("is the administrators' entry at the seed's path", () => {
    expect(resources.find(({ name }) => name === "webhooks")).toMatchObject({
      list: "/webHook/index",
      show: "/webHook/view/:id",
      meta: { userTypes: [1] },
    });
    expect(endpoints.webhooks).toEqual({ list: "/stripe/webhook", one: "/stripe/webhook/:id" });
  });
});

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("webhooks screens", { timeout: 40_000 }, () => {
  // The screens compile once here, not inside the first test's wait (renderScreen.tsx).
  beforeAll(
    () => loadScreens("/webHook/index", "/webHook/view/w1", "/orders/view-order/o1"),
    60_000,
  );
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("lists events with status, what they were matched to, and filters by status", async () => {
    const seen = serveWebhooks();
    renderScreen("/webHook/index");

    const paid = await rowOf("evt_3QpaidOrder");
    expect(paid.getByText("Elaborato")).toBeTruthy();
    expect(paid.getByText("Pagamento ricevuto")).toBeTruthy();
    expect(paid.getByText("Ordine del negozio")).toBeTruthy();
    expect(paid.getByRole("link", { name: "Ordine n. 2001" }).getAttribute("href")).toBe(
      "/orders/view-order/o1",
    );
    const broken = await rowOf("evt_3QbrokenRefund");
    expect(broken.getByText("Non riuscito")).toBeTruthy();
    expect(broken.getByText("Non abbinato")).toBeTruthy();
    expect(seen.at(-1)?.get("sort")).toBe("-receivedAt");
    expect(screen.queryByRole("button", { name: /Elimina/ })).toBeNull();

    const statusHeader = screen.getByRole("columnheader", { name: /Stato/ });
    fireEvent.click(within(statusHeader).getByRole("button"));
    fireEvent.mouseDown(await screen.findByRole("combobox", { name: "Stato" }));
    fireEvent.click(await screen.findByTitle("Non riuscito"));
    fireEvent.click(screen.getByRole("button", { name: "Applica" }));
    await waitFor(() => expect(seen.at(-1)?.get("status")).toBe("failed"));
  });

  it("shows one event with its payload pretty-printed, and why a failed one failed", async () => {
    await changeLanguage("en");
    serveWebhooks();
    const { unmount } = renderScreen("/webHook/view/w1");

    await screen.findByRole("heading", { name: "Payload" });
    const shown = screen.getByRole("region", { name: "Payload" }).querySelector("pre");
    expect(shown?.textContent).toBe(JSON.stringify(JSON.parse(payload), null, 2));
    expect(shown?.textContent).toContain('\n  "type": "payment_intent.succeeded"');
    expect(screen.getByText("Processed")).toBeTruthy();
    expect(screen.getByText("pi_3Qorder")).toBeTruthy();
    expect(screen.getByRole("link", { name: "Order #2001" })).toBeTruthy();
    unmount();

    renderScreen("/webHook/view/w2");
    expect(await screen.findByText("The event names no payment intent.")).toBeTruthy();
    expect(screen.getByText("Failed")).toBeTruthy();
    expect(screen.getByText("Unmatched")).toBeTruthy();
  });

  it("offers administrators sandbox payments on an order page when the sandbox is active", async () => {
    serveRequests({ orders: [orderRecord] });
    const sent: unknown[] = [];
    const history: HistoryEntry[] = [];
    server.use(
      http.get(api("/stripe/provider"), () => ok({ name: "sandbox" })),
      http.get(api("/order/:id/history"), () => ok(history)),
      http.post(api("/stripe/sandbox-events"), async ({ request }) => {
        sent.push(await request.json());
        history.push(
          historyEntry({
            _id: "h1",
            kind: "payment",
            payment: {
              webhookId: "w1",
              eventType: "payment_intent.succeeded",
              externalTransactionId: "pi_3Qorder",
            },
          }),
        );
        return ok({ ...processed, order: { _id: orderRecord._id, number: orderRecord.number } });
      }),
    );
    renderScreen("/orders/view-order/o1");

    fireEvent.click(await screen.findByRole("button", { name: "Simula pagamento" }));
    await waitFor(() =>
      expect(sent).toEqual([{ type: "payment_intent.succeeded", orderId: "o1" }]),
    );
    expect(await screen.findByText("Evento sandbox ricevuto: Elaborato.")).toBeTruthy();
    // The history is read again: the payment is on it, by the provider, with its transaction.
    expect(await screen.findByText("Evento di pagamento: Pagamento ricevuto")).toBeTruthy();
    expect(screen.getByText("pi_3Qorder")).toBeTruthy();
    expect(screen.getByText(/^Fornitore di pagamento · /)).toBeTruthy();
  });
});
