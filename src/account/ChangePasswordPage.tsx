import { useGetIdentity, useTranslate } from "@refinedev/core";
import { Alert, Button, Card, Flex, Form, Input } from "antd";
import { NewPasswordFields } from "../auth/NewPasswordFields";
import { useFormName } from "../forms/useFormName";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import type { Identity } from "../providers/authProvider";
import { type PasswordChange, useChangePassword } from "./useChangePassword";

/**
 * /Change-Password/index: the current password, then the new one twice. Someone still on a
 * password chosen for them is held here (AccessGate) and told why.
 */
export default function ChangePasswordPage() {
  const formName = useFormName("password");
  const t = useTranslate();
  const { data: identity } = useGetIdentity<Identity>();
  const [form] = Form.useForm<PasswordChange>();
  useRevalidateOnLanguageChange(form);
  const { changePassword, isPending } = useChangePassword(form);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 520 }}>
      {identity?.mustChangePassword && (
        <Alert
          type="warning"
          showIcon
          message={t("account.changePassword.requiredTitle")}
          description={t("account.changePassword.requiredText")}
        />
      )}
      <Card
        title={<h1 style={{ margin: 0, font: "inherit" }}>{t("account.changePassword.title")}</h1>}
      >
        <Form
          name={formName}
          form={form}
          layout="vertical"
          requiredMark={false}
          onFinish={(change) => changePassword(change)}
        >
          <Form.Item
            label={t("account.fields.currentPassword")}
            name="currentPassword"
            rules={[{ required: true, message: t("validation.passwordRequired") }]}
          >
            <Input.Password autoComplete="current-password" autoFocus />
          </Form.Item>
          <NewPasswordFields labelKey="account.fields.newPassword" />
          <Button type="primary" htmlType="submit" loading={isPending}>
            {t("account.changePassword.submit")}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
