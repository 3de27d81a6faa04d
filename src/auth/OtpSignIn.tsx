import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Form, Input, Typography } from "antd";
import { useSearchParams } from "react-router";
import { OTP_LENGTH } from "../../domain/auth";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { emailRules, otpRules } from "./fieldRules";
import { useOtpCountdown } from "./otpCountdown";
import { REDIRECT_PARAM } from "./RedirectToLogin";
import { type SentCode, useOtpSignIn } from "./useOtpSignIn";

/** The code path of the sign-in page: email, then the 6-digit code with its countdown. */
export default function OtpSignIn() {
  const [searchParams] = useSearchParams();
  const otp = useOtpSignIn(searchParams.get(REDIRECT_PARAM) ?? undefined);

  return otp.sent ? (
    <CodeStep
      // A new code starts a fresh form and countdown.
      key={otp.sent.sentAt}
      sent={otp.sent}
      verifying={otp.verifying}
      resending={otp.sending}
      onVerify={otp.verify}
      onResend={otp.resend}
      onChangeEmail={otp.changeEmail}
    />
  ) : (
    <EmailStep sending={otp.sending} onSend={otp.sendCode} />
  );
}

function EmailStep({ sending, onSend }: { sending: boolean; onSend: (email: string) => void }) {
  const t = useTranslate();
  const [form] = Form.useForm<{ email: string }>();
  useRevalidateOnLanguageChange(form);

  return (
    <Form
      form={form}
      layout="vertical"
      requiredMark={false}
      size="large"
      onFinish={({ email }) => onSend(email)}
    >
      <Form.Item
        label={t("auth.login.email")}
        name="email"
        rules={emailRules(t)}
        extra={t("account.signIn.otp.emailHint")}
      >
        <Input inputMode="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={sending}>
        {t("account.signIn.otp.send")}
      </Button>
    </Form>
  );
}

type CodeStepProps = {
  sent: SentCode;
  verifying: boolean;
  resending: boolean;
  onVerify: (code: string) => void;
  onResend: () => void;
  onChangeEmail: () => void;
};

function CodeStep({
  sent,
  verifying,
  resending,
  onVerify,
  onResend,
  onChangeEmail,
}: CodeStepProps) {
  const t = useTranslate();
  const [form] = Form.useForm<{ otp: string }>();
  useRevalidateOnLanguageChange(form);
  const countdown = useOtpCountdown(sent.sentAt, sent.times);

  return (
    <Flex vertical gap={16}>
      <Alert
        type="success"
        showIcon
        role="status"
        message={sent.message}
        description={
          <Flex wrap gap={8} align="baseline" justify="space-between">
            <Typography.Text>{sent.email}</Typography.Text>
            <Button type="link" size="small" onClick={onChangeEmail} style={{ padding: 0 }}>
              {t("account.signIn.otp.changeEmail")}
            </Button>
          </Flex>
        }
      />
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={({ otp }) => onVerify(otp)}
      >
        <Form.Item
          label={t("account.signIn.otp.code", { length: OTP_LENGTH })}
          name="otp"
          rules={otpRules(t)}
          normalize={(value: string) => value.replace(/\D/g, "")}
          extra={
            countdown.expired ? undefined : (
              <span role="timer">
                {t("account.signIn.otp.expiresIn", { seconds: countdown.secondsLeft })}
              </span>
            )
          }
        >
          <Input
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={OTP_LENGTH}
            autoFocus
            style={{ letterSpacing: "0.5em", fontVariantNumeric: "tabular-nums" }}
          />
        </Form.Item>
        {countdown.expired && (
          <Alert
            type="error"
            showIcon
            message={t("errors.otpExpired")}
            style={{ marginBottom: 16 }}
          />
        )}
        <Button type="primary" htmlType="submit" block loading={verifying}>
          {t("auth.login.submit")}
        </Button>
      </Form>
      <Button
        type="link"
        onClick={onResend}
        disabled={!countdown.canResend}
        loading={resending}
        style={{ alignSelf: "center" }}
      >
        {countdown.canResend
          ? t("account.signIn.otp.resend")
          : t("account.signIn.otp.resendIn", { seconds: countdown.resendInSeconds })}
      </Button>
    </Flex>
  );
}
