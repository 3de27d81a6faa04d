import { useLogin, useTranslate } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useSearchParams } from "react-router";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import type { LoginParams } from "../providers/authProvider";
import { readDashboardEarly } from "../resources/dashboard/earlyRead";
import { emailRules } from "./fieldRules";
import { REDIRECT_PARAM } from "./RedirectToLogin";

type Credentials = { email: string; password: string };

/**
 * Email and password, checked with the same validation texts the server uses. A refused sign-in
 * is shown by the HTTP client (the server's own message); success goes to ?redirect= or home.
 */
export function LoginForm() {
  const t = useTranslate();
  const [searchParams] = useSearchParams();
  const { mutate: login, isPending } = useLogin<LoginParams>();
  const [form] = Form.useForm<Credentials>();
  useRevalidateOnLanguageChange(form);

  const redirectTo = searchParams.get(REDIRECT_PARAM) ?? undefined;
  const signIn = (credentials: Credentials) =>
    login(
      { ...credentials, redirectTo },
      { onSuccess: ({ success }) => success && readDashboardEarly(redirectTo) },
    );

  return (
    <Form<Credentials>
      form={form}
      layout="vertical"
      requiredMark={false}
      onFinish={signIn}
      size="large"
    >
      <Form.Item label={t("auth.login.email")} name="email" rules={emailRules(t)}>
        {/* inputMode, not type="email": the browser's own English bubble would pre-empt ours. */}
        <Input inputMode="email" autoComplete="username" autoFocus />
      </Form.Item>
      <Form.Item
        label={t("auth.login.password")}
        name="password"
        rules={[{ required: true, message: t("validation.passwordRequired") }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={isPending} style={{ marginTop: 8 }}>
        {t("auth.login.submit")}
      </Button>
    </Form>
  );
}
