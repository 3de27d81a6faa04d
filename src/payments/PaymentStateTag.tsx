import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import type { PaymentState } from "../../domain/payments";

const STATE_COLOURS: Record<PaymentState, string> = {
  unpaid: "default",
  paid: "green",
  partlyRefunded: "gold",
  refunded: "purple",
};

/**
 * A record's payment state (docs/statuses.md#payment-state), as its page and the orders list show
 * it.
 */
export function PaymentStateTag({ state }: { state: PaymentState }) {
  const t = useTranslate();
  return <Tag color={STATE_COLOURS[state]}>{t(`payments.states.${state}`)}</Tag>;
}
