import { useTranslate } from "@refinedev/core";
import {
  HANDLED_EVENT_TYPES,
  PAYMENT_PRODUCT_TYPES,
  WEBHOOK_STATUSES,
} from "../../../domain/webhooks";
import type { WebhookRecord } from "../../../domain/webhooks.schema";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { EventType, productTypeLabel, RelatedRecord, WebhookStatusTag } from "./WebhookParts";

/** /webHook/index: the payment provider's events, newest first, with what each was matched to. */
export default function WebhookList() {
  const t = useTranslate();
  const format = useFormat();
  const field = (name: string) => t(`webhooks.fields.${name}`);

  const columns: ListColumn<WebhookRecord>[] = [
    {
      key: "webhookId",
      title: field("webhookId"),
      primary: true,
      sortField: "webhookId",
      render: (webhook) => webhook.webhookId,
    },
    {
      key: "eventType",
      title: field("eventType"),
      sortField: "eventType",
      filter: {
        kind: "select",
        multiple: true,
        options: HANDLED_EVENT_TYPES.map((type) => ({
          value: type,
          label: t(`webhooks.eventTypes.${type}`),
        })),
      },
      render: (webhook) => <EventType type={webhook.eventType} compact />,
    },
    {
      key: "status",
      title: field("status"),
      sortField: "status",
      filter: {
        kind: "select",
        multiple: true,
        options: WEBHOOK_STATUSES.map((status) => ({
          value: status,
          label: t(`webhooks.statuses.${status}`),
        })),
      },
      render: (webhook) => <WebhookStatusTag status={webhook.status} />,
    },
    {
      key: "matched",
      title: field("related"),
      filter: {
        kind: "select",
        options: ["true", "false"].map((value) => ({
          value,
          label: t(`webhooks.matchedValues.${value}`),
        })),
      },
      render: (webhook) => <RelatedRecord webhook={webhook} />,
    },
    {
      key: "productType",
      title: field("productType"),
      sortField: "productType",
      filter: {
        kind: "select",
        multiple: true,
        options: PAYMENT_PRODUCT_TYPES.map((type) => ({
          value: type,
          label: t(`webhooks.productTypes.${type}`),
        })),
      },
      render: (webhook) => productTypeLabel(t, webhook.productType),
    },
    {
      key: "receivedAt",
      title: field("receivedAt"),
      sortField: "receivedAt",
      filter: { kind: "dateRange" },
      render: (webhook) => format.dateTime(webhook.receivedAt),
    },
    {
      key: "externalTransactionId",
      title: field("externalTransactionId"),
      sortField: "externalTransactionId",
      render: (webhook) => webhook.externalTransactionId ?? "—",
    },
    {
      key: "type",
      title: field("type"),
      sortField: "type",
      render: (webhook) => webhook.type ?? "—",
    },
  ];

  return (
    <ResourceList<WebhookRecord>
      resource="webhooks"
      columns={columns}
      rowName={(webhook) => webhook.webhookId}
      exportPath="/stripe/webhook"
      canDelete={false}
    />
  );
}
