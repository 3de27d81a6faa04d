import { useTranslate } from "@refinedev/core";
import { Form, Input, Modal, Radio, Typography } from "antd";
import type { UserType } from "../../../domain/userTypes";
import { type ViewVisibility, visibilitiesFor } from "../../../domain/views";
import { VIEW_NAME_MAX, type View, viewInput } from "../../../domain/views.schema";
import { showFieldErrors } from "../../forms/serverFieldErrors";
import { useFormName } from "../../forms/useFormName";
import { zodFieldRules } from "../../forms/zodRules";
import { useFocusReturn } from "../../layout/focusReturn";

type Values = { name: string; visibility: ViewVisibility };

type Props = {
  /** The view being renamed or shared; none to save the list as a new view. */
  view?: View;
  userType: UserType;
  saving: boolean;
  onSave: (values: Values) => Promise<unknown>;
  onClose: () => void;
};

const FIELDS = ["name", "visibility"] as const;
/** The name is checked in the browser with the server's own rule. */
const nameSchema = viewInput.pick({ name: true });

/** Names a view and chooses who sees it, among what the user's type may share with. */
export function SaveViewDialog({ view, userType, saving, onSave, onClose }: Props) {
  const formName = useFormName("view");
  const t = useTranslate();
  const [form] = Form.useForm<Values>();
  const rules = zodFieldRules(nameSchema, t);
  const submit = (values: Values) =>
    onSave(values).then(onClose, (error: unknown) => showFieldErrors(form, error, FIELDS));

  const focusReturn = useFocusReturn(true);
  return (
    <Modal
      open
      title={t(view ? "lists.views.editTitle" : "lists.views.saveTitle")}
      okText={t("lists.views.ok")}
      cancelText={t("lists.views.cancel")}
      okButtonProps={{ loading: saving }}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...focusReturn}
      destroyOnHidden
    >
      {!view && <Typography.Paragraph>{t("lists.views.saveHint")}</Typography.Paragraph>}
      <Form<Values>
        name={formName}
        form={form}
        layout="vertical"
        initialValues={{ name: view?.name ?? "", visibility: view?.visibility ?? "me" }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t("lists.views.name")} rules={rules("name")} required>
          <Input maxLength={VIEW_NAME_MAX} autoFocus />
        </Form.Item>
        <Form.Item name="visibility" label={t("lists.views.visibility")}>
          <Radio.Group
            options={visibilitiesFor(userType).map((visibility) => ({
              value: visibility,
              label: t(`lists.views.visibilities.${visibility}`),
            }))}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
