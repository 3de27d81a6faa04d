/** Sign-in facts as plain values; the zod schemas live in auth.schema.ts. */

/** The session cookie the SPA keeps the token in (docs/statuses.md). */
export const TOKEN_COOKIE = "Admin-Token";

export const PASSWORD_MIN_LENGTH = 8;

/** One-time sign-in codes (docs/access.md#sign-in). */
export const OTP_LENGTH = 6;
export const OTP_TTL_SECONDS = 300;
export const OTP_RESEND_AFTER_SECONDS = 60;
export const OTP_MAX_ATTEMPTS = 5;

/** A password-reset or email-verification link works once, and only this long. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;
export const VERIFY_LINK_TTL_SECONDS = 7 * 24 * 60 * 60;

/** Profile pictures (docs/formats.md): jpg or png, under 5 MB. */
export const PROFILE_PICTURE_MAX_BYTES = 5 * 1024 * 1024;
export const PROFILE_PICTURE_TYPES = ["image/jpeg", "image/png"] as const;

/**
 * The SPA's pages that need no sign-in (docs/screens.md), by what they are for. The SPA routes them, and
 * the server's mails and payment onboarding link to them: one list for both.
 */
export const PUBLIC_PAGE = {
  login: "/login",
  register: "/register",
  signupComplete: "/signup/complete",
  /** "Check your mail" after a sign-up. */
  verifyEmailNotice: "/verifyemail",
  /** The mailed link that confirms a new account's address. */
  accountVerify: "/account/verify",
  forgotPassword: "/forgot-password",
  /** The mailed reset and invitation links; it posts id and token to POST /user/password/reset. */
  passwordReset: "/password/reset",
  /** A token handed over by another app, in the address's fragment. */
  authRedirect: "/auth-redirect",
  /** Where a seller's payment onboarding returns (docs/access.md#payment-account). */
  paymentReturn: "/stripe/confirm/index",
  notFound: "/404",
  accessDenied: "/401",
} as const;

export const PUBLIC_PATHS: readonly string[] = Object.values(PUBLIC_PAGE);
