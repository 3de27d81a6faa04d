import { useTranslate } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { useLocation, useNavigate } from "react-router";
import { PUBLIC_PAGE } from "../../domain/auth";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { BackToSignIn } from "./BackToSignIn";
import { emailRules } from "./fieldRules";
import { NewPasswordFields } from "./NewPasswordFields";
import { PublicPage } from "./PublicPage";
import { isSignupStart, type SignupStart } from "./signupStart";

/**
 * /register, step 1 of a seller's sign-up: email and password, carried to /signup/complete in
 * history state. Coming back from step 2 fills the fields again.
 */
export default function RegisterPage() {
  const t = useTranslate();
  const navigate = useNavigate();
  const { state } = useLocation();
  const [form] = Form.useForm<SignupStart>();
  useRevalidateOnLanguageChange(form);

  return (
    <PublicPage title={t("account.register.title")} subtitle={t("account.register.subtitle")}>
      <Form
        form={form}
        layout="vertical"
        requiredMark={false}
        size="large"
        initialValues={isSignupStart(state) ? state : undefined}
        onFinish={(start) => navigate(PUBLIC_PAGE.signupComplete, { state: start })}
      >
        <Form.Item label={t("account.fields.email")} name="email" rules={emailRules(t)}>
          <Input inputMode="email" autoComplete="email" autoFocus />
        </Form.Item>
        <NewPasswordFields labelKey="account.fields.password" />
        <Button type="primary" htmlType="submit" block>
          {t("account.register.next")}
        </Button>
      </Form>
      <BackToSignIn />
    </PublicPage>
  );
}
