import { useGetIdentity, usePermissions, useResourceParams, useTranslate } from "@refinedev/core";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { CHANGE_PASSWORD_PATH } from "../account";
import { PageLoader } from "../layout/PageLoader";
import { denialOf } from "../providers/accessControl";
import type { Identity, Permissions } from "../providers/authProvider";
import { RedirectWithNotice } from "./RedirectWithNotice";

/**
 * Guards every page of the shell, whatever way it was reached (menu, link, typed URL):
 * - someone still on a password chosen for them goes to change it first;
 * - a resource their user type may not open → /401 (docs/shell.md#29-unknown-and-forbidden-pages);
 * - a seller without a payment account → home, told to connect it (docs/screens.md, docs/access.md#payment-account).
 * Pages that belong to no resource (the account pages) only take the first rule.
 */
export function AccessGate({ children }: { children: ReactNode }) {
  const t = useTranslate();
  const { pathname } = useLocation();
  const { resource } = useResourceParams();
  const { data: identity } = useGetIdentity<Identity>();
  const { data: permissions } = usePermissions<Permissions>({});

  if (!identity || !permissions) return <PageLoader />;
  if (identity.mustChangePassword && pathname !== CHANGE_PASSWORD_PATH) {
    return <Navigate to={CHANGE_PASSWORD_PATH} replace />;
  }
  if (!resource) return children;

  const denial = denialOf(resource.meta, permissions);
  // Never "home" from home itself: a registry that closed the dashboard would loop.
  if (denial === "paymentAccount" && pathname !== "/") {
    return <RedirectWithNotice to="/" notice={t("access.reason.paymentAccount")} />;
  }
  if (denial) return <Navigate to={PUBLIC_PAGE.accessDenied} replace />;
  return children;
}
