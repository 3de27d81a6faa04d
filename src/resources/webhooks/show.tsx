import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { useId } from "react";
import { useParams } from "react-router";
import type { WebhookRecord } from "../../../domain/webhooks.schema";
import { useFormat } from "../../format";
import { DeclaredDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { webhookDetails } from "./fields";
import { RelatedRecord, WebhookStatusTag } from "./WebhookParts";

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

  return (
    <ShowPage
      resource="webhooks"
      id={id}
      query={query}
      heading={webhook && <span style={{ wordBreak: "break-all" }}>{webhook.webhookId}</span>}
    >
      {webhook && (
        <Flex vertical gap={24}>
          <DeclaredDetails
            resource="webhooks"
            record={webhook}
            fields={webhookDetails}
            overrides={{
              webhookId: {
                render: () => (
                  <Typography.Text copyable style={{ wordBreak: "break-all" }}>
                    {webhook.webhookId}
                  </Typography.Text>
                ),
              },
              status: {
                render: () => (
                  <>
                    <WebhookStatusTag status={webhook.status} />
                    {webhook.error && (
                      <Typography.Text type="danger">
                        {t(`webhooks.errors.${webhook.error}`)}
                      </Typography.Text>
                    )}
                  </>
                ),
              },
              related: { render: () => <RelatedRecord webhook={webhook} /> },
              refund: {
                render: () =>
                  webhook.refund
                    ? t("webhooks.settledRefund", {
                        amount: format.money(webhook.refund.amountCents),
                      })
                    : "—",
              },
              externalTransactionId: {
                render: () => (
                  <span style={{ wordBreak: "break-all" }}>
                    {webhook.externalTransactionId ?? "—"}
                  </span>
                ),
              },
            }}
          />
          <section aria-labelledby={payloadId}>
            <Flex justify="space-between" align="center" wrap gap={8}>
              <Typography.Title level={2} id={payloadId} style={{ fontSize: 16, margin: 0 }}>
                {t("webhooks.fields.payload")}
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
