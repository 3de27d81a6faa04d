import { useLogin } from "@refinedev/core";
import { useMutation } from "@tanstack/react-query";
import { useState } from "react";
import { loadScreensFor } from "../layout/loadScreens";
import type { LoginParams } from "../providers/authProvider";
import { type Answer, httpClient } from "../providers/httpClient";
import { DEFAULT_OTP_TIMES, type OtpTimes } from "./otpCountdown";
import { wantedPathOrHome } from "./wantedPath";

/** A code on its way: to whom, when, for how long, and what the server said about it. */
export type SentCode = { email: string; sentAt: number; times: OtpTimes; message: string };

type SendCodeAnswer = Answer<Partial<OtpTimes> | null>;

/**
 * Sign-in with a one-time code (docs/access.md#sign-in): ask for a code by email, then sign in with it.
 * Refusals (too early, wrong, expired) are the server's messages, shown by the HTTP client.
 */
export function useOtpSignIn(redirectTo: string | undefined) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const { mutate: login, isPending: verifying } = useLogin<LoginParams>();

  const { mutate: sendCode, isPending: sending } = useMutation({
    mutationFn: async (email: string) =>
      (await httpClient.post<SendCodeAnswer>("/user/login/sendotp", { email })).data,
    onSuccess: ({ message, data }, email) =>
      setSent({
        email,
        sentAt: Date.now(),
        times: { ...DEFAULT_OTP_TIMES, ...data },
        message,
      }),
  });

  return {
    sent,
    sending,
    verifying,
    sendCode,
    resend: () => sent && sendCode(sent.email),
    verify: (otp: string) => {
      if (!sent) return;
      loadScreensFor(wantedPathOrHome(redirectTo));
      login({ email: sent.email, otp, redirectTo });
    },
    changeEmail: () => setSent(null),
  };
}
