import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { useId } from "react";
import { useParams } from "react-router";
import type { WebhookRecord } from "../../../domain/webhooks.schema";
import { useFormat } from "../../format";
import { RecordDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { EventType, productTypeLabel, RelatedRecord, WebhookStatusTag } from "./WebhookParts";

/** The body as received, indented for reading; a body that is not JSON is shown as it came. */
const pretty = (payload: string) => {
  try {
    return JSON.stringify(JSON.parse(payload), null, 2);
  } catch {
    return payload;
  }
};

/** /webHook/view/:id: one payment event, what it was matched to, and its payload. */
export default function WebhookShow() {
  const t = useTranslate();
  const format = useFormat();
  const payloadId = useId();
  const { id = "" } = useParams();
  const { query, result: webhook } = useShow<WebhookRecord, HttpError>({
    resource: "webhooks",
    id,
  });
  useRecordTitle(webhook?.webhookId);
  const field = (name: string) => t(`webhooks.fields.${name}`);

  return (
    <ShowPage
      resource="webhooks"
      id={id}
      query={query}
      heading={webhook && <span style={{ wordBreak: "break-all" }}>{webhook.webhookId}</span>}
    >
      {webhook && (
        <Flex vertical gap={24}>
          <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
            <RecordDetails.Item label={field("webhookId")}>
              <Typography.Text copyable style={{ wordBreak: "break-all" }}>
                {webhook.webhookId}
              </Typography.Text>
            </RecordDetails.Item>
            <RecordDetails.Item label={field("status")}>
              <WebhookStatusTag status={webhook.status} />
              {webhook.error && (
                <Typography.Text type="danger">
                  {t(`webhooks.errors.${webhook.error}`)}
                </Typography.Text>
              )}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("eventType")}>
              <EventType type={webhook.eventType} />
            </RecordDetails.Item>
            <RecordDetails.Item label={field("type")}>{webhook.type ?? "—"}</RecordDetails.Item>
            <RecordDetails.Item label={field("productType")}>
              {productTypeLabel(t, webhook.productType)}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("related")}>
              <RelatedRecord webhook={webhook} />
            </RecordDetails.Item>
            <RecordDetails.Item label={field("amount")}>
              {webhook.amountCents === null ? "—" : format.money(webhook.amountCents)}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("refund")}>
              {webhook.refund
                ? t("webhooks.settledRefund", { amount: format.money(webhook.refund.amountCents) })
                : "—"}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("externalTransactionId")}>
              <span style={{ wordBreak: "break-all" }}>{webhook.externalTransactionId ?? "—"}</span>
            </RecordDetails.Item>
            <RecordDetails.Item label={field("receivedAt")}>
              {format.dateTime(webhook.receivedAt)}
            </RecordDetails.Item>
          </RecordDetails>
          <section aria-labelledby={payloadId}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Title level={2} id={payloadId} style={{ fontSize: 16, margin: 0 }}>
                {field("payload")}
              </Typography.Title>
              <Typography.Text
                copyable={{
                  text: webhook.payload,
                  tooltips: [t("webhooks.copyPayload"), t("webhooks.payloadCopied")],
                }}
              />
            </Flex>
            <pre
              style={{
                marginTop: 8,
                padding: 12,
                maxHeight: 480,
                overflow: "auto",
                background: "rgba(0, 0, 0, 0.04)",
                borderRadius: 6,
                fontSize: 12,
              }}
            >
              {pretty(webhook.payload)}
            </pre>
          </section>
        </Flex>
      )}
    </ShowPage>
  );
}
