import { useLogin, useTranslate } from "@refinedev/core";
import { Button, Form, type FormInstance, Input } from "antd";
import { type RefObject, useLayoutEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import type { LoginParams } from "../providers/authProvider";
import { loadScreensFor } from "../readAhead/screenCode";
import { submitOnRelease, takeEarlySignIn } from "./earlySignIn";
import { emailRules } from "./fieldRules";
import { REDIRECT_PARAM } from "./RedirectToLogin";
import { wantedPathOrHome } from "./wantedPath";

type Credentials = { email: string; password: string };

/**
 * Takes over what was done on the plain page shown before the app loaded: the typed values, the
 * field the cursor was in, and a press of "Sign in", done or still held down. Read at commit, in
 * the same task as the plain page's removal (PublicPage), so no keystroke can fall between the two.
 */
const useCarryOverEarlySignIn = (
  form: FormInstance<Credentials>,
  submitButton: RefObject<HTMLButtonElement | null>,
) => {
  // The email field takes the cursor, unless it was in the password's on the plain page.
  const [focusEmail] = useState(() => takeEarlySignIn()?.focused !== "password");
  const carriedOver = useRef(false);
  useLayoutEffect(() => {
    if (carriedOver.current) return;
    carriedOver.current = true;
    const early = takeEarlySignIn();
    if (!early) return;
    form.setFieldsValue({ email: early.email, password: early.password });
    if (early.focused) form.getFieldInstance(early.focused)?.focus({ cursor: "end" });
    if (early.submitted) form.submit();
    else if (early.pressed) submitOnRelease(submitButton.current, () => form.submit());
  }, [form, submitButton]);
  return { focusEmail };
};

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
  const submitButton = useRef<HTMLButtonElement>(null);
  const { focusEmail } = useCarryOverEarlySignIn(form, submitButton);

  const redirectTo = searchParams.get(REDIRECT_PARAM) ?? undefined;
  const signIn = (credentials: Credentials) => {
    // The signed-in screens' code comes down while the password is checked.
    loadScreensFor(wantedPathOrHome(redirectTo));
    login({ ...credentials, redirectTo });
  };

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
        <Input inputMode="email" autoComplete="username" autoFocus={focusEmail} />
      </Form.Item>
      <Form.Item
        label={t("auth.login.password")}
        name="password"
        rules={[{ required: true, message: t("validation.passwordRequired") }]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Button
        ref={submitButton}
        type="primary"
        htmlType="submit"
        block
        loading={isPending}
        style={{ marginTop: 8 }}
      >
        {t("auth.login.submit")}
      </Button>
    </Form>
  );
}
