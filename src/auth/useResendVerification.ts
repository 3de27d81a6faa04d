import { useMutation } from "@tanstack/react-query";
import { type Answer, httpClient } from "../providers/httpClient";

/** Mails a new email-verification link to an address that has not confirmed yet. */
export function useResendVerification() {
  return useMutation({
    mutationFn: async (email: string) =>
      (await httpClient.post<Answer<unknown>>("/user/verify-email/resend", { email })).data,
  });
}
