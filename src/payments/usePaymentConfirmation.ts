import { useCustom } from "@refinedev/core";
import { useEffect } from "react";
import { useRefreshAccess } from "../access/useRefreshAccess";
import { session } from "../providers/session";

/**
 * Completes the payment-account link the provider returned with (docs/access.md#payment-account), once per `state`.
 * A signed-in seller's profile is read again, so the whole menu opens without a reload.
 * A query rather than an effect: React's development double effects would confirm twice.
 */
export function usePaymentConfirmation(state: string) {
  const refreshAccess = useRefreshAccess();
  const { query } = useCustom<{ stripeAccountId: string }>({
    url: "/stripe/confirm",
    method: "post",
    config: { payload: { state } },
    queryOptions: { enabled: state !== "", retry: false, staleTime: Number.POSITIVE_INFINITY },
  });
  const confirmed = query.data;
  useEffect(() => {
    if (confirmed && session.getToken()) void refreshAccess();
  }, [confirmed, refreshAccess]);
  return query;
}
