import { useCustomMutation } from "@refinedev/core";

/** Mails a new email-verification link to an address that has not confirmed yet. */
export function useResendVerification() {
  const { mutation } = useCustomMutation();
  return {
    ...mutation,
    mutate: (email: string) =>
      mutation.mutate({ url: "/user/verify-email/resend", method: "post", values: { email } }),
  };
}
