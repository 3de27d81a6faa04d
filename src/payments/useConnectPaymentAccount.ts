import { useMutation } from "@tanstack/react-query";
import { type Answer, httpClient } from "../providers/httpClient";

/**
 * Starts a seller's payment-account onboarding (docs/access.md#payment-account): the server answers with the
 * provider's address and the browser goes there; it comes back on /stripe/confirm/index.
 */
export function useConnectPaymentAccount() {
  return useMutation({
    mutationFn: async () =>
      (await httpClient.post<Answer<{ url: string }>>("/stripe/connect")).data,
    onSuccess: ({ data }) => window.location.assign(data.url),
  });
}
