import { type HttpError, useCustomMutation } from "@refinedev/core";

/**
 * Starts a seller's payment-account onboarding (docs/access.md#payment-account): the server answers with the
 * provider's address and the browser goes there; it comes back on /stripe/confirm/index.
 */
export function useConnectPaymentAccount() {
  const { mutation } = useCustomMutation<{ url: string }, HttpError, undefined>();
  return {
    ...mutation,
    mutate: () =>
      mutation.mutate(
        { url: "/stripe/connect", method: "post", values: undefined },
        { onSuccess: ({ data }) => window.location.assign(data.url) },
      ),
  };
}
