import { useTranslate } from "@refinedev/core";
import { Form, Input } from "antd";
import { confirmPasswordRules, newPasswordRules } from "./fieldRules";

/**
 * The password a user chooses and its confirmation (`password`, `confirmPassword`), with the
 * shared rules; sign-up, reset and change-password all ask for it the same way.
 */
export function NewPasswordFields({
  labelKey,
  autoFocus = false,
}: {
  labelKey: "account.fields.password" | "account.fields.newPassword";
  autoFocus?: boolean;
}) {
  const t = useTranslate();
  return (
    <>
      <Form.Item
        label={t(labelKey)}
        name="password"
        rules={newPasswordRules(t)}
        extra={t("account.passwordHint")}
      >
        <Input.Password autoComplete="new-password" autoFocus={autoFocus} />
      </Form.Item>
      <Form.Item
        label={t("account.fields.confirmPassword")}
        name="confirmPassword"
        dependencies={["password"]}
        rules={confirmPasswordRules(t)}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
