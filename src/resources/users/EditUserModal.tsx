import { useCustomMutation, useInvalidate, useTranslate } from "@refinedev/core";
import { Form, Input, Modal } from "antd";
import { type UserInput, type UserRecord, userInput } from "../../../domain/users.schema";
import { isStaleVersion, schemaFields, showFieldErrors } from "../../forms";
import { useFormName } from "../../forms/useFormName";
import { useFocusReturn } from "../../layout/focusReturn";
import { notifier } from "../../providers/notifier";
import { userUpdatePath } from "./api";

type Props = { user: UserRecord; open: boolean; onClose: () => void };

const FIELDS = [
  "firstName",
  "lastName",
  "mobile",
  "profession",
  "favouriteSport",
  "hobby",
] as const;

/**
 * An administrator corrects someone's details (never the email: it is how they sign in). Sends the
 * version the page was read at; a stale save says so and the page reads the account again.
 */
export function EditUserModal({ user, open, onClose }: Props) {
  const formName = useFormName("user");
  const t = useTranslate();
  const [form] = Form.useForm<UserInput>();
  const invalidate = useInvalidate();
  const { rules, maxLength } = schemaFields(userInput, t);
  const reload = () =>
    invalidate({ resource: "users", invalidates: ["list", "detail"], id: user._id });
  const { mutation: save } = useCustomMutation<UserRecord>();
  const send = (input: UserInput) =>
    save.mutate(
      { url: userUpdatePath(user._id), method: "put", values: { ...input, version: user.version } },
      {
        onSuccess: async () => {
          notifier.show("success", t("users.updated"));
          onClose();
          await reload();
        },
        onError: async (error) => {
          showFieldErrors(form, error, FIELDS);
          if (isStaleVersion(error)) {
            onClose();
            await reload();
          }
        },
      },
    );

  const focusReturn = useFocusReturn(open);
  return (
    <Modal
      open={open}
      title={t("users.editTitle", { name: user.fullName })}
      okText={t("users.actions.save")}
      cancelText={t("users.actions.cancel")}
      okButtonProps={{ loading: save.isPending }}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...focusReturn}
      destroyOnHidden
    >
      <Form
        name={formName}
        form={form}
        layout="vertical"
        initialValues={Object.fromEntries(FIELDS.map((field) => [field, user[field] ?? ""]))}
        onFinish={send}
      >
        {FIELDS.map((field) => (
          <Form.Item
            key={field}
            name={field}
            label={t(`users.fields.${field}`)}
            rules={rules(field)}
            required={field === "firstName" || field === "lastName"}
          >
            <Input maxLength={maxLength(field)} />
          </Form.Item>
        ))}
      </Form>
    </Modal>
  );
}
