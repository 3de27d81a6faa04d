import { useCustomMutation, useLogin } from "@refinedev/core";
import { useState } from "react";
import { messageOf } from "../providers/api";
import type { LoginParams } from "../providers/authProvider";
import { loadScreensFor } from "../readAhead/screenCode";
import { DEFAULT_OTP_TIMES, type OtpTimes } from "./otpCountdown";
import { wantedPathOrHome } from "./wantedPath";

/** A code on its way: to whom, when, for how long, and what the server said about it. */
export type SentCode = { email: string; sentAt: number; times: OtpTimes; message: string };

/**
 * Sign-in with a one-time code (docs/access.md#sign-in): ask for a code by email, then sign in with it.
 * Refusals (too early, wrong, expired) are the server's messages, shown by the HTTP client.
 */
export function useOtpSignIn(redirectTo: string | undefined) {
  const [sent, setSent] = useState<SentCode | null>(null);
  const { mutate: login, isPending: verifying } = useLogin<LoginParams>();

  const { mutation } = useCustomMutation<Partial<OtpTimes>>();
  const sending = mutation.isPending;
  const sendCode = (email: string) =>
    mutation.mutate(
      { url: "/user/login/sendotp", method: "post", values: { email } },
      {
        onSuccess: (answer) =>
          setSent({
            email,
            sentAt: Date.now(),
            times: { ...DEFAULT_OTP_TIMES, ...answer.data },
            message: messageOf(answer),
          }),
      },
    );

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
