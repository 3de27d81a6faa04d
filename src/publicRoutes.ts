import { type ComponentType, type LazyExoticComponent, lazy } from "react";
import { PUBLIC_PAGE } from "../domain/auth";

/** A screen anyone may open, signed in or not; each its own chunk (bundle budget). */
export type PublicRoute = { path: string; page: LazyExoticComponent<ComponentType> };

/**
 * The public pages of docs/screens.md (domain PUBLIC_PAGE), but for the login, which a signed-in user may
 * not open and which App routes on its own. Mailed links point at several of them.
 */
export const publicRoutes: readonly PublicRoute[] = [
  { path: PUBLIC_PAGE.register, page: lazy(() => import("./auth/RegisterPage")) },
  { path: PUBLIC_PAGE.signupComplete, page: lazy(() => import("./auth/SignupCompletePage")) },
  { path: PUBLIC_PAGE.verifyEmailNotice, page: lazy(() => import("./auth/VerifyEmailNoticePage")) },
  { path: PUBLIC_PAGE.accountVerify, page: lazy(() => import("./auth/AccountVerifyPage")) },
  { path: PUBLIC_PAGE.forgotPassword, page: lazy(() => import("./auth/ForgotPasswordPage")) },
  { path: PUBLIC_PAGE.passwordReset, page: lazy(() => import("./auth/ResetPasswordPage")) },
  { path: PUBLIC_PAGE.authRedirect, page: lazy(() => import("./auth/AuthRedirectPage")) },
  { path: PUBLIC_PAGE.paymentReturn, page: lazy(() => import("./payments/PaymentConfirmPage")) },
  { path: PUBLIC_PAGE.notFound, page: lazy(() => import("./layout/NotFoundPage")) },
  { path: PUBLIC_PAGE.accessDenied, page: lazy(() => import("./layout/AccessDeniedPage")) },
];
