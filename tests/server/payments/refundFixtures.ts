import { randomBytes } from "node:crypto";
import Stripe from "stripe";
import { expect } from "vitest";
import { API_BASE_PATH } from "../../../domain/api.ts";
import {
  type PaymentProvider,
  PaymentProviderError,
  type RefundRequest,
} from "../../../server/payments/provider.ts";
import type { TestServer } from "../harness.ts";

/**
 * A payment provider that refunds by idempotency key, as Stripe does: a key it has refunded
 * answers the same refund again and refunds nothing more. `tries` counts every call per key,
 * `refunded` the refunds made; `down` makes it unreachable, `refuseNext` refuse one call.
 */
export const fakeRefundProvider = () => {
  const tries = new Map<string, number>();
  const refunded = new Map<string, number>();
  const provider = {
    secret: `whsec_${randomBytes(16).toString("hex")}`,
    down: false,
    refuseNext: undefined as string | undefined,
    tries,
    refunded,
    name: "fake",
    openAccount: async () => undefined,
    onboardingUrl: async ({ returnUrl }: { returnUrl: string }) => returnUrl,
    completeOnboarding: async () => undefined,
    refund: async ({ refundId }: RefundRequest) => {
      tries.set(refundId, (tries.get(refundId) ?? 0) + 1);
      if (provider.down) throw new PaymentProviderError("could not reach the provider", true);
      if (provider.refuseNext) {
        const message = provider.refuseNext;
        provider.refuseNext = undefined;
        throw new PaymentProviderError(message);
      }
      if (!refunded.has(refundId)) refunded.set(refundId, 1);
      return { providerRefundId: `re_fake_${refundId}` };
    },
  } satisfies PaymentProvider & Record<string, unknown>;
  return provider;
};

/** A provider's event, signed with `secret` and received through POST /stripe/webhook. */
export const deliverSigned = async (
  server: TestServer,
  secret: string,
  event: { type: string; object: Record<string, unknown> },
) => {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(12).toString("hex")}`,
    object: "event",
    type: event.type,
    created: Math.floor(Date.now() / 1000),
    data: { object: event.object },
  });
  const response = await fetch(`${server.url}${API_BASE_PATH}/stripe/webhook`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "stripe-signature": Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    body: payload,
  });
  expect(response.status).toBe(200);
};

/** Stripe's `charge.refunded` for one of our refunds: the charge's refunded total, and the refund. */
export const refundedEvent = (
  paymentIntentId: string,
  amountCents: number,
  refundedCents: number,
  refundId: string,
) => ({
  type: "charge.refunded",
  object: {
    id: `ch_${randomBytes(8).toString("hex")}`,
    object: "charge",
    amount: amountCents,
    amount_refunded: refundedCents,
    payment_intent: paymentIntentId,
    refunds: { object: "list", data: [{ id: `re_fake_${refundId}`, metadata: { refundId } }] },
  },
});
