/** Sign-in facts as plain values; the zod schemas live in auth.schema.ts. */

/** The session cookie the SPA keeps the token in (seed §4). */
export const TOKEN_COOKIE = "Admin-Token";

export const PASSWORD_MIN_LENGTH = 8;

/** One-time sign-in codes (decision D4). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_AFTER_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

/** A password-reset or email-verification link works once, and only this long. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const VERIFY_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Profile pictures (seed §9): jpg or png, under 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ["image/jpeg", "image/png"] as const;

/** Where a seller's payment onboarding returns (decision D8); a public SPA path. */
export const PAYMENT_RETURN_PATH = "/stripe/confirm/index";

/** Paths of the SPA that need no sign-in (seed §2); mailed links point at some of them. */
export const PUBLIC_PATHS = [
  "/login",
  "/signup/complete",
  "/account/verify",
  "/verifyemail",
  "/auth-redirect",
  "/forgot-password",
  "/password/reset",
  "/register",
  PAYMENT_RETURN_PATH,
  "/404",
  "/401",
] as const;
