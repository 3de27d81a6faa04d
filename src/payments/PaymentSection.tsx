import { useTranslate } from "@refinedev/core";
import { Button, Flex, Table, Tag, Typography } from "antd";
import { useState } from "react";
import type { RefundState } from "../../domain/payments";
import type { RecordPayment, RefundRecord } from "../../domain/refunds.schema";
import { useFormat } from "../format";
import { RecordSection } from "../requests/parts";
import { PaymentStateTag } from "./PaymentStateTag";
import { RefundDialog } from "./RefundDialog";
import { useMayRefund, usePayment } from "./usePayment";

const REFUND_COLOURS: Record<RefundState, string> = {
  pending: "processing",
  refunded: "success",
  failed: "error",
};

function Refunds({ refunds }: { refunds: RefundRecord[] }) {
  const t = useTranslate();
  const format = useFormat();
  if (!refunds.length) return null;
  return (
    <Table<RefundRecord>
      size="small"
      rowKey="_id"
      pagination={false}
      dataSource={refunds}
      columns={[
        {
          key: "createdAt",
          title: t("payments.fields.createdAt"),
          render: (_, refund) => format.dateTime(refund.createdAt),
        },
        {
          key: "amount",
          title: t("payments.fields.amount"),
          render: (_, refund) => format.money(refund.amountCents),
        },
        {
          key: "state",
          title: t("payments.fields.refundState"),
          render: (_, refund) => (
            <Flex vertical gap={2}>
              <Tag color={REFUND_COLOURS[refund.state]}>
                {t(`payments.refundStates.${refund.state}`)}
              </Tag>
              {refund.providerMessage && (
                <Typography.Text type="danger">{refund.providerMessage}</Typography.Text>
              )}
            </Flex>
          ),
        },
        { key: "reason", title: t("payments.fields.reason"), dataIndex: "reason" },
        {
          key: "by",
          title: t("payments.fields.requestedBy"),
          render: (_, refund) => refund.requestedBy?.fullName ?? "—",
        },
      ]}
    />
  );
}

/**
 * A paid record's payment (docs/statuses.md#payment-state): its state from the provider's events,
 * the amounts paid and refunded, its refunds, and for administrators the Refund button while
 * something is left.
 */
export function PaymentSection({ recordPath, version }: { recordPath: string; version: number }) {
  const t = useTranslate();
  const format = useFormat();
  const mayRefund = useMayRefund();
  const { data: payment } = usePayment(recordPath, version);
  const [open, setOpen] = useState(false);
  if (!payment) return null;

  return (
    <section aria-label={t("payments.title")}>
      <Flex vertical gap={8}>
        <RecordSection title={t("payments.title")} items={itemsOf(payment, t, format.money)} />
        {mayRefund && payment.refundableCents > 0 && (
          <Flex>
            <Button danger onClick={() => setOpen(true)}>
              {t("payments.refund.open")}
            </Button>
          </Flex>
        )}
        <Refunds refunds={payment.refunds} />
      </Flex>
      {open && (
        <RefundDialog
          recordPath={recordPath}
          payment={payment}
          open={open}
          onClose={() => setOpen(false)}
        />
      )}
    </section>
  );
}

const itemsOf = (
  payment: RecordPayment,
  t: (key: string) => string,
  money: (cents: number) => string,
) => [
  {
    key: "state",
    label: t("payments.fields.state"),
    children: <PaymentStateTag state={payment.state} />,
  },
  { key: "paid", label: t("payments.fields.paid"), children: money(payment.paidCents) },
  { key: "refunded", label: t("payments.fields.refunded"), children: money(payment.refundedCents) },
  ...(payment.pendingCents > 0
    ? [
        {
          key: "pending",
          label: t("payments.fields.pending"),
          children: money(payment.pendingCents),
        },
      ]
    : []),
];
