import { LockOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Form, Input } from "antd";
import { internalNoteInput } from "../../domain/orderWork.schema";
import { schemaFields } from "../forms";
import { useFormName } from "../forms/useFormName";
import { notifier } from "../providers/notifier";
import { useRecordWrite, type WorkTarget } from "./recordWork";

/** Adds a staff-only comment to the record's history; never shown or mailed to the customer. */
export function InternalNoteForm({ target }: { target: WorkTarget }) {
  const formName = useFormName("note");
  const t = useTranslate();
  const note = schemaFields(internalNoteInput, t);
  const [form] = Form.useForm<{ text: string }>();
  const { mutateAsync, isPending } = useRecordWrite(target);

  const add = async ({ text }: { text: string }) => {
    await mutateAsync({ to: `${target.path}/notes`, method: "post", body: { text: text.trim() } });
    form.resetFields();
    notifier.show("success", t("work.note.added"));
  };

  return (
    <Form
      name={formName}
      form={form}
      layout="vertical"
      onFinish={(values) => add(values).catch(() => undefined)}
    >
      <Form.Item
        name="text"
        label={t("work.note.label")}
        extra={t("work.note.internal")}
        rules={note.rules("text")}
      >
        <Input.TextArea rows={3} maxLength={note.maxLength("text")} />
      </Form.Item>
      <Button htmlType="submit" icon={<LockOutlined />} loading={isPending}>
        {t("work.note.add")}
      </Button>
    </Form>
  );
}
