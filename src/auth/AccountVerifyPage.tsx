import { useTranslate } from "@refinedev/core";
import { Result, Spin } from "antd";
import { useSearchParams } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { ButtonLink } from "../layout/ButtonLink";
import { messageOf } from "../providers/api";
import { BackToSignIn } from "./BackToSignIn";
import { PublicPage } from "./PublicPage";
import { useEmailVerification } from "./useEmailVerification";

/** /account/verify?id=&email=&token=: the mailed link that confirms a new seller's address. */
export default function AccountVerifyPage() {
  const t = useTranslate();
  const [searchParams] = useSearchParams();
  const link = {
    id: searchParams.get("id") ?? "",
    email: searchParams.get("email") ?? "",
    token: searchParams.get("token") ?? "",
  };
  const { status, data: answer, error } = useEmailVerification(link);
  const linkMissing = !link.id || !link.email || !link.token;
  const resendPath = `/verifyemail${link.email ? `?${new URLSearchParams({ email: link.email })}` : ""}`;

  return (
    <PublicPage title={t("account.verify.title")}>
      {!linkMissing && status === "pending" ? (
        <Spin size="large" style={{ display: "block" }} />
      ) : status === "success" ? (
        <Result
          status="success"
          title={t("account.verify.confirmed")}
          subTitle={messageOf(answer)}
          style={{ padding: "8px 0" }}
          extra={
            <ButtonLink type="primary" to={PUBLIC_PAGE.login}>
              {t("account.verify.signIn")}
            </ButtonLink>
          }
        />
      ) : (
        <>
          <Result
            status="warning"
            title={t("account.verify.failed")}
            subTitle={error?.message ?? t("validation.verifyLinkInvalid")}
            style={{ padding: "8px 0" }}
            extra={
              <ButtonLink type="primary" to={resendPath}>
                {t("account.verify.askAgain")}
              </ButtonLink>
            }
          />
          <BackToSignIn />
        </>
      )}
    </PublicPage>
  );
}
