import { useInvalidateAuthStore, useTranslate } from "@refinedev/core";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { authProvider } from "../providers/authProvider";
import { notifier } from "../providers/notifier";
import { session } from "../providers/session";

/**
 * Checks the handed-over token by loading the profile, then opens the back-office; a refused
 * token (its message shown by the HTTP client) or none at all goes to the sign-in page.
 */
export function useAuthRedirect() {
  const t = useTranslate();
  const navigate = useNavigate();
  const invalidateAuthStore = useInvalidateAuthStore();
  // Read once: a refused token is cleared below, and that must not read as "no token".
  const [hasToken] = useState(() => Boolean(session.getToken()));
  // A query, not an effect: React's development double effects would ask the server twice.
  const { status } = useQuery({
    queryKey: ["auth-redirect", "profile"],
    queryFn: authProvider.reloadProfile,
    enabled: hasToken,
    retry: false,
    gcTime: 0,
  });

  useEffect(() => {
    if (!hasToken) {
      notifier.show("error", t("account.authRedirect.missingToken"));
      navigate(PUBLIC_PAGE.login, { replace: true });
    } else if (status === "success") {
      invalidateAuthStore().then(() => navigate("/", { replace: true }));
    } else if (status === "error") {
      session.clear();
      navigate(PUBLIC_PAGE.login, { replace: true });
    }
  }, [hasToken, status, t, navigate, invalidateAuthStore]);
}
