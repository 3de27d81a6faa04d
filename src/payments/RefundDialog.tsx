import { useCustomMutation, useTranslate } from "@refinedev/core";
import { Form, Input, Modal, Typography } from "antd";
import { useState } from "react";
import {
  REFUND_REASON_MAX,
  type RecordPayment,
  type RefundInput,
  refundInput,
} from "../../domain/refunds.schema";
import { useFormat } from "../format";
import { EuroInput, schemaFields, showFieldErrors } from "../forms";
import { useFormName } from "../forms/useFormName";
import { useFocusReturn } from "../layout/focusReturn";
import { useInvalidateCustom } from "../providers/api";
import { notifier } from "../providers/notifier";
import { paymentPath, refundsPath } from "./recordPaymentApi";

type Props = {
  recordPath: string;
  payment: RecordPayment;
  open: boolean;
  onClose: () => void;
};

type Values = Pick<RefundInput, "amountCents" | "reason">;

/**
 * An administrator's refund (docs/api.md#refunds): the amount, pre-filled with what the record
 * proposes (an approved return's pieces, a cancelled order's payment), at most what may still be
 * refunded, and the reason. The dialog's id travels with the request: a double click or a retry is
 * the same refund, refunded once.
 */
export function RefundDialog({ recordPath, payment, open, onClose }: Props) {
  const formName = useFormName("refund");
  const t = useTranslate();
  const format = useFormat();
  const invalidate = useInvalidateCustom();
  const [form] = Form.useForm<Values>();
  const [refundId] = useState(() => crypto.randomUUID());
  const fields = schemaFields(refundInput, t);
  const refundable = payment.refundableCents;

  const { mutation: send } = useCustomMutation<{ state: string }>();

  const submit = async (values: Values) => {
    try {
      const answer = await send.mutateAsync(
        {
          url: refundsPath(recordPath),
          method: "post",
          values: { ...values, reason: values.reason.trim(), refundId },
        },
        { onSettled: () => invalidate(paymentPath(recordPath)) },
      );
      notifier.show("success", t(`payments.refund.done.${answer.data.state}`));
      onClose();
    } catch (error) {
      showFieldErrors(form, error, ["amountCents", "reason"]);
    }
  };

  const focusReturn = useFocusReturn(open);
  return (
    <Modal
      open={open}
      title={t("payments.refund.title")}
      okText={t("payments.refund.send")}
      cancelText={t("payments.refund.cancel")}
      okButtonProps={{ loading: send.isPending, danger: true }}
      onOk={() => form.submit()}
      onCancel={onClose}
      {...focusReturn}
      maskClosable={false}
      destroyOnHidden
    >
      <Typography.Paragraph>
        {t("payments.refund.limit", { refundable: format.money(refundable) })}
      </Typography.Paragraph>
      <Form
        name={formName}
        form={form}
        layout="vertical"
        onFinish={submit}
        initialValues={{ amountCents: payment.proposedCents ?? refundable, reason: "" }}
      >
        <Form.Item
          name="amountCents"
          label={t("payments.refund.amount")}
          required
          rules={[
            ...fields.rules("amountCents"),
            {
              validator: async (_, value: number | null) => {
                if (typeof value === "number" && value > refundable) {
                  throw new Error(
                    t("payments.refund.tooMuch", { refundable: format.money(refundable) }),
                  );
                }
              },
            },
          ]}
        >
          <EuroInput aria-label={t("payments.refund.amount")} />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t("payments.refund.reason")}
          required
          rules={fields.rules("reason")}
        >
          <Input.TextArea rows={3} maxLength={REFUND_REASON_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}
