import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input } from "antd";
import { useLocation, useSearchParams } from "react-router";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { messageOf } from "../providers/api";
import { BackToSignIn } from "./BackToSignIn";
import { emailRules } from "./fieldRules";
import { PublicPage } from "./PublicPage";
import { useResendVerification } from "./useResendVerification";
import type { SignupDone } from "./useSignup";

/**
 * /verifyemail: "check your inbox" after signing up (address from history state), or reached from
 * a failed verification with ?email=; either way a new link can be asked for.
 */
export default function VerifyEmailNoticePage() {
  const t = useTranslate();
  const { state } = useLocation();
  const [searchParams] = useSearchParams();
  const done = (state ?? {}) as Partial<SignupDone>;
  const [form] = Form.useForm<{ email: string }>();
  useRevalidateOnLanguageChange(form);
  const { mutate: resend, isPending, data: answer } = useResendVerification();
  const knownEmail = done.email ?? searchParams.get("email") ?? undefined;

  return (
    <PublicPage
      title={t("account.verifyNotice.title")}
      subtitle={
        knownEmail
          ? t("account.verifyNotice.sentTo", { email: knownEmail })
          : t("account.verifyNotice.sent")
      }
    >
      <Flex vertical gap={16}>
        {done.notice && !answer && (
          <Alert type="success" showIcon role="status" message={done.notice} />
        )}
        {answer && <Alert type="success" showIcon role="status" message={messageOf(answer)} />}
        <p style={{ margin: 0 }}>{t("account.verifyNotice.spam")}</p>
        <Form
          form={form}
          layout="vertical"
          requiredMark={false}
          size="large"
          initialValues={{ email: knownEmail }}
          onFinish={({ email }) => resend(email)}
        >
          {/* Editable: a visitor who arrives without a known address types it here. */}
          <Form.Item label={t("account.fields.email")} name="email" rules={emailRules(t)}>
            <Input inputMode="email" autoComplete="email" />
          </Form.Item>
          <Button htmlType="submit" block loading={isPending}>
            {t("account.verifyNotice.resend")}
          </Button>
        </Form>
      </Flex>
      <BackToSignIn />
    </PublicPage>
  );
}
