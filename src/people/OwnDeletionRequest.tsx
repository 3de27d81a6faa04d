import { useCustomMutation, useTranslate } from "@refinedev/core";
import { Alert, Button, Card, Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import {
  type DeletionRequest,
  ownDeletionRequestInput,
} from "../../domain/deletionRequests.schema";
import { schemaFields } from "../forms";
import { useFormName } from "../forms/useFormName";
import { useFocusReturn } from "../layout/focusReturn";
import { notifier } from "../providers/notifier";

/** The seller's own request (server/deletionRequests/routes.ts); asking twice answers the pending one. */
const OWN_DELETION_REQUEST_PATH = "/user/profile/deletion-request";

/**
 * On a seller's profile: asks staff to delete the seller's own account, with an optional reason.
 * The answer (approved or rejected) comes by email; the page says a request is pending.
 */
export function OwnDeletionRequest() {
  const formName = useFormName("deletionRequest");
  const t = useTranslate();
  const request = schemaFields(ownDeletionRequestInput, t);
  const [open, setOpen] = useState(false);
  const [form] = Form.useForm<{ reason?: string }>();
  const { mutation: ask } = useCustomMutation<DeletionRequest>();
  const send = ({ reason }: { reason?: string }) =>
    ask.mutate(
      {
        url: OWN_DELETION_REQUEST_PATH,
        method: "post",
        values: { reason: reason?.trim() || null },
      },
      {
        onSuccess: () => {
          notifier.show("success", t("deletionRequests.filed"));
          setOpen(false);
        },
      },
    );
  const filed = ask.data?.data;
  const pending = filed?.status === "pending" ? filed : undefined;

  const focusReturn = useFocusReturn(open);
  return (
    <Card title={<h2 style={{ margin: 0, font: "inherit" }}>{t("deletionRequests.own.title")}</h2>}>
      <Typography.Paragraph>{t("deletionRequests.own.text")}</Typography.Paragraph>
      {pending ? (
        <Alert
          type="info"
          showIcon
          message={t("deletionRequests.own.pending", { number: pending.number })}
        />
      ) : (
        <Button danger onClick={() => setOpen(true)}>
          {t("deletionRequests.own.button")}
        </Button>
      )}
      <Modal
        open={open}
        title={t("deletionRequests.own.title")}
        okText={t("deletionRequests.own.send")}
        cancelText={t("deletionRequests.own.cancel")}
        okButtonProps={{ danger: true, loading: ask.isPending }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        {...focusReturn}
        destroyOnHidden
      >
        <Form name={formName} form={form} layout="vertical" onFinish={send}>
          <Form.Item
            name="reason"
            label={t("deletionRequests.own.reason")}
            rules={request.rules("reason")}
          >
            <Input.TextArea rows={3} maxLength={request.maxLength("reason")} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
