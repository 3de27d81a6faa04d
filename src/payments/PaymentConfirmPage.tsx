import { useTranslate } from "@refinedev/core";
import { Result, Spin } from "antd";
import { useSearchParams } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { PublicPage } from "../auth/PublicPage";
import { ButtonLink } from "../layout/ButtonLink";
import { messageOf } from "../providers/api";
import { session } from "../providers/session";
import { usePaymentConfirmation } from "./usePaymentConfirmation";

/** /stripe/confirm/index?state=…: where the payment provider sends a seller back after onboarding. */
export default function PaymentConfirmPage() {
  const t = useTranslate();
  const [searchParams] = useSearchParams();
  const state = searchParams.get("state") ?? "";
  const { status, data: answer, error } = usePaymentConfirmation(state);
  const signedIn = Boolean(session.getToken());
  const next = signedIn
    ? { to: "/", label: t("payments.confirm.toDashboard") }
    : { to: PUBLIC_PAGE.login, label: t("payments.confirm.signIn") };

  return (
    <PublicPage title={t("payments.confirm.title")} width={460}>
      {state && status === "pending" ? (
        <Spin size="large" style={{ display: "block" }} />
      ) : status === "success" ? (
        <Result
          status="success"
          title={t("payments.confirm.linked")}
          subTitle={messageOf(answer)}
          style={{ padding: "8px 0" }}
          extra={
            <ButtonLink type="primary" to={next.to}>
              {next.label}
            </ButtonLink>
          }
        />
      ) : (
        <Result
          status="error"
          title={t("payments.confirm.notLinked")}
          subTitle={error?.message ?? t("errors.paymentLinkFailed")}
          style={{ padding: "8px 0" }}
          extra={<ButtonLink to={next.to}>{next.label}</ButtonLink>}
        />
      )}
    </PublicPage>
  );
}
