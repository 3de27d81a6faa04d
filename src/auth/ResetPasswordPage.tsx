import { useTranslate } from "@refinedev/core";
import { Button, Form, Result } from "antd";
import { useSearchParams } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { ButtonLink } from "../layout/ButtonLink";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { BackToSignIn } from "./BackToSignIn";
import { NewPasswordFields } from "./NewPasswordFields";
import { PublicPage } from "./PublicPage";
import { type NewPassword, useResetPassword } from "./useResetPassword";

/** /password/reset?id=&token=: the mailed link, where the user chooses a new password. */
export default function ResetPasswordPage() {
  const t = useTranslate();
  const [searchParams] = useSearchParams();
  const link = { id: searchParams.get("id") ?? "", token: searchParams.get("token") ?? "" };
  const [form] = Form.useForm<NewPassword>();
  useRevalidateOnLanguageChange(form);
  const { resetPassword, isPending, refusal } = useResetPassword(form, link);
  const linkMissing = !link.id || !link.token;

  return (
    <PublicPage
      title={t("account.resetPassword.title")}
      subtitle={linkMissing || refusal ? undefined : t("account.resetPassword.subtitle")}
    >
      {linkMissing || refusal ? (
        <UnusableResetLink reason={refusal ?? t("validation.resetLinkInvalid")} />
      ) : (
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          size="large"
          onFinish={(values) => resetPassword(values)}
        >
          <NewPasswordFields labelKey="account.fields.newPassword" autoFocus />
          <Button type="primary" htmlType="submit" block loading={isPending}>
            {t("account.resetPassword.submit")}
          </Button>
        </Form>
      )}
      <BackToSignIn />
    </PublicPage>
  );
}

/** A link that cannot set a password any more: say why and offer a new one. */
function UnusableResetLink({ reason }: { reason: string }) {
  const t = useTranslate();
  return (
    <Result
      status="warning"
      title={t("account.resetPassword.linkUnusable")}
      subTitle={reason}
      style={{ padding: "8px 0" }}
      extra={
        <ButtonLink type="primary" to={PUBLIC_PAGE.forgotPassword}>
          {t("account.resetPassword.askAgain")}
        </ButtonLink>
      }
    />
  );
}
