import { useQuery } from "@tanstack/react-query";
import { useRefreshAccess } from "../access/useRefreshAccess";
import { type Answer, httpClient } from "../providers/httpClient";
import { session } from "../providers/session";

/**
 * Completes the payment-account link the provider returned with (docs/access.md#payment-account), once per `state`.
 * A signed-in seller's profile is read again, so the whole menu opens without a reload.
 * A query rather than an effect: React's development double effects would confirm twice.
 */
export function usePaymentConfirmation(state: string) {
  const refreshAccess = useRefreshAccess();
  return useQuery({
    queryKey: ["payment-confirmation", state],
    queryFn: async () => {
      const { data } = await httpClient.post<Answer<{ stripeAccountId: string }>>(
        "/stripe/confirm",
        { state },
      );
      if (session.getToken()) await refreshAccess();
      return data;
    },
    enabled: state !== "",
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
