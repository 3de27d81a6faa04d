import { useTranslate } from "@refinedev/core";
import { Spin } from "antd";
import { PublicPage } from "./PublicPage";
import { useAuthRedirect } from "./useAuthRedirect";

/** /auth-redirect: a session handed over by another app, checked before the back-office opens. */
export default function AuthRedirectPage() {
  const t = useTranslate();
  useAuthRedirect();
  return (
    <PublicPage title={t("account.authRedirect.title")} subtitle={t("account.authRedirect.text")}>
      <Spin size="large" style={{ display: "block" }} />
    </PublicPage>
  );
}
