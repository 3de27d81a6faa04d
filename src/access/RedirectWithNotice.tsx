import { useEffect } from "react";
import { Navigate } from "react-router";
import { notifier } from "../providers/notifier";

/** Goes elsewhere and says why, as a short info message. */
export function RedirectWithNotice({ to, notice }: { to: string; notice: string }) {
  useEffect(() => {
    notifier.show("info", notice);
  }, [notice]);
  return <Navigate to={to} replace />;
}
