import { useTranslate } from "@refinedev/core";
import { Alert, Button, Form, Input } from "antd";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { messageOf } from "../providers/api";
import { BackToSignIn } from "./BackToSignIn";
import { emailRules } from "./fieldRules";
import { PublicPage } from "./PublicPage";
import { useForgotPassword } from "./useForgotPassword";

/** /forgot-password: the address to mail a reset link to, and the server's answer. */
export default function ForgotPasswordPage() {
  const t = useTranslate();
  const [form] = Form.useForm<{ email: string }>();
  useRevalidateOnLanguageChange(form);
  const { mutate: requestLink, isPending, data: answer } = useForgotPassword();

  return (
    <PublicPage
      title={t("account.forgotPassword.title")}
      subtitle={t("account.forgotPassword.subtitle")}
    >
      {answer && (
        <Alert
          type="success"
          showIcon
          role="status"
          message={messageOf(answer)}
          style={{ marginBottom: 24 }}
        />
      )}
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        onFinish={({ email }) => requestLink(email)}
      >
        <Form.Item label={t("account.fields.email")} name="email" rules={emailRules(t)}>
          <Input inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block loading={isPending}>
          {t(answer ? "account.forgotPassword.sendAgain" : "account.forgotPassword.submit")}
        </Button>
      </Form>
      <BackToSignIn />
    </PublicPage>
  );
}
