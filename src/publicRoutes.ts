import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { PAYMENT_RETURN_PATH } from "../domain/auth";
import { AUTH_REDIRECT_PATH } from "./auth/tokenFromAddress";

/** A screen anyone may open, signed in or not; each its own chunk (bundle budget). */
export type PublicRoute = { path: string; page: LazyExoticComponent<ComponentType> };

/**
 * The public paths of seed §2 (domain PUBLIC_PATHS), but for /login, which a signed-in user may
 * not open and which App routes on its own. Mailed links point at several of them.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { path: "/register", page: lazy(() => import("./auth/RegisterPage")) },
  { path: "/signup/complete", page: lazy(() => import("./auth/SignupCompletePage")) },
  { path: "/verifyemail", page: lazy(() => import("./auth/VerifyEmailNoticePage")) },
  { path: "/account/verify", page: lazy(() => import("./auth/AccountVerifyPage")) },
  { path: "/forgot-password", page: lazy(() => import("./auth/ForgotPasswordPage")) },
  { path: "/password/reset", page: lazy(() => import("./auth/ResetPasswordPage")) },
  { path: AUTH_REDIRECT_PATH, page: lazy(() => import("./auth/AuthRedirectPage")) },
  { path: PAYMENT_RETURN_PATH, page: lazy(() => import("./payments/PaymentConfirmPage")) },
  { path: "/404", page: lazy(() => import("./layout/NotFoundPage")) },
  { path: "/401", page: lazy(() => import("./layout/AccessDeniedPage")) },
];
