import { useEffect, useState } from "react";
import { OTP_RESEND_AFTER_SECONDS, OTP_TTL_SECONDS } from "../../domain/auth";

/** How long a sent code lives and when another may be asked for, as the server answered. */
export type OtpTimes = { expiresInSeconds: number; resendAfterSeconds: number };

export const DEFAULT_OTP_TIMES: OtpTimes = {
  expiresInSeconds: OTP_TTL_SECONDS,
  resendAfterSeconds: OTP_RESEND_AFTER_SECONDS,
};

export type OtpCountdown = {
  secondsLeft: number;
  expired: boolean;
  resendInSeconds: number;
  canResend: boolean;
};

/** Where a code sent at `sentAt` stands at `now` (both epoch ms). */
export const otpCountdownAt = (sentAt: number, now: number, times: OtpTimes): OtpCountdown => {
  const elapsed = Math.max(0, Math.floor((now - sentAt) / 1000));
  const secondsLeft = Math.max(0, times.expiresInSeconds - elapsed);
  const resendInSeconds = Math.max(0, times.resendAfterSeconds - elapsed);
  return {
    secondsLeft,
    expired: secondsLeft === 0,
    resendInSeconds,
    canResend: resendInSeconds === 0,
  };
};

/**
 * The live countdown of a sent code, ticking each second until it expires. It is computed from the
 * clock, not by counting ticks: a background tab throttles timers but must still show the truth.
 */
export function useOtpCountdown(sentAt: number, times: OtpTimes): OtpCountdown {
  const [now, setNow] = useState(() => Date.now());
  const countdown = otpCountdownAt(sentAt, Math.max(now, sentAt), times);

  useEffect(() => {
    if (countdown.expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [countdown.expired]);

  return countdown;
}
