import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import { HttpResponse, http } from "msw";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { RecordPayment } from "../../../domain/refunds.schema";
import { USER_TYPE } from "../../../domain/userTypes";
import { changeLanguage } from "../../../src/providers/i18n";
import { profileOf } from "../accessRegistry";
import { api, server } from "../msw";
import { loadScreens, renderScreen } from "../renderScreen";
import { ok, orderRecord, serveRequests } from "./fixtures";

const operator = profileOf(USER_TYPE.operator, { fullName: "Olga Operator" });

/** 400 € paid, 150 € refunded: 250 € may still be refunded. */
const PARTLY_REFUNDED: RecordPayment = {
  state: "partlyRefunded",
  paidCents: 40_000,
  refundedCents: 15_000,
  pendingCents: 0,
  refundableCents: 25_000,
  proposedCents: null,
  refunds: [
    {
      _id: "rf1",
      paymentIntentId: "pi_1",
      amountCents: 15_000,
      reason: "Scratched on arrival",
      state: "refunded",
      providerMessage: null,
      requestedBy: { _id: "u1", fullName: "Anna Admin" },
      createdAt: "2026-11-20T10:00:00.000Z",
      settledAt: "2026-11-20T10:00:05.000Z",
    },
  ],
};

/** Serves the order's payment and records every refund the page sends. */
const servePayment = (payment: RecordPayment) => {
  const sent: Record<string, unknown>[] = [];
  server.use(
    http.get(api("/order/:id/payment"), () => ok(payment)),
    http.post(api("/order/:id/refunds"), async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      sent.push(body);
      return HttpResponse.json(
        { message: "Refund requested", data: { ...PARTLY_REFUNDED.refunds[0], state: "pending" } },
        { status: 201 },
      );
    }),
  );
  return sent;
};

// The first render of each lazy screen compiles its chunk: slow on a shared 2-core machine.
describe("refunds on a record's page", { timeout: 30_000 }, () => {
  beforeAll(() => loadScreens("/orders/view-order/o1"), 60_000);
  afterEach(async () => {
    await changeLanguage("it");
  });

  describe("in English", () => {
    beforeEach(async () => {
      await changeLanguage("en");
    });

    it("shows the payment state and amounts, and the refund dialog's limits and messages", async () => {
      serveRequests({ orders: [orderRecord] });
      const sent = servePayment(PARTLY_REFUNDED);
      renderScreen("/orders/view-order/o1");
      const section = await screen.findByRole("region", { name: "Payment" });
      expect(within(section).getAllByText("Partly refunded").length).toBeGreaterThan(0);
      expect(within(section).getByText("€400.00")).toBeTruthy();

      fireEvent.click(within(section).getByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund the customer" });
      expect(within(dialog).getByText("Up to €250.00 may still be refunded.")).toBeTruthy();
      const amount = within(dialog).getByLabelText("Amount to refund") as HTMLInputElement;
      // Pre-filled with what may still be refunded.
      expect(amount.value).toBe("250.00");
      fireEvent.change(amount, { target: { value: "300" } });
      fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
      expect(await within(dialog).findByText("At most €250.00 may be refunded")).toBeTruthy();
      expect(await within(dialog).findByText("Please give a reason")).toBeTruthy();
      expect(sent).toEqual([]);

      fireEvent.change(amount, { target: { value: "100" } });
      fireEvent.change(within(dialog).getByLabelText("Reason"), {
        target: { value: "Late delivery" },
      });
      fireEvent.click(within(dialog).getByRole("button", { name: "Refund" }));
      await waitFor(() => expect(sent).toHaveLength(1));
      expect(sent[0]).toMatchObject({ amountCents: 10_000, reason: "Late delivery" });
      expect(sent[0]?.refundId).toMatch(/^[0-9a-f-]{36}$/);
    });

    it("pre-fills the amount the record proposes (a cancelled order's payment)", async () => {
      serveRequests({ orders: [{ ...orderRecord, status: "cancelledOrder" }] });
      servePayment({ ...PARTLY_REFUNDED, proposedCents: 12_345 });
      renderScreen("/orders/view-order/o1");
      const section = await screen.findByRole("region", { name: "Payment" });
      fireEvent.click(within(section).getByRole("button", { name: "Refund" }));
      const dialog = await screen.findByRole("dialog", { name: "Refund the customer" });
      expect((within(dialog).getByLabelText("Amount to refund") as HTMLInputElement).value).toBe(
        "123.45",
      );
    });

    it("shows an operator the payment state without a Refund button", async () => {
      serveRequests({ orders: [orderRecord] });
      servePayment(PARTLY_REFUNDED);
      renderScreen("/orders/view-order/o1", operator);
      const section = await screen.findByRole("region", { name: "Payment" });
      expect(within(section).getAllByText("Partly refunded").length).toBeGreaterThan(0);
      expect(within(section).queryByRole("button", { name: "Refund" })).toBeNull();
    });
  });

  it("says the dialog's limits and messages in Italian", async () => {
    await changeLanguage("it");
    serveRequests({ orders: [orderRecord] });
    servePayment(PARTLY_REFUNDED);
    renderScreen("/orders/view-order/o1");
    const section = await screen.findByRole("region", { name: "Pagamento" });
    expect(within(section).getAllByText("Rimborsato in parte").length).toBeGreaterThan(0);
    fireEvent.click(within(section).getByRole("button", { name: "Rimborsa" }));
    const dialog = await screen.findByRole("dialog", { name: "Rimborsa il cliente" });
    expect(within(dialog).getByText("Si possono ancora rimborsare fino a 250,00 €.")).toBeTruthy();
    const amount = within(dialog).getByLabelText("Importo da rimborsare");
    fireEvent.change(amount, { target: { value: "300" } });
    fireEvent.click(within(dialog).getByRole("button", { name: "Rimborsa" }));
    expect(
      await within(dialog).findByText("Si possono rimborsare al massimo 250,00 €"),
    ).toBeTruthy();
    expect(await within(dialog).findByText("Indica un motivo")).toBeTruthy();
  });
});
