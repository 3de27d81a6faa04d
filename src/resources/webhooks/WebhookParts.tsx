import { useNavigation, useTranslate } from "@refinedev/core";
import { Tag, Typography } from "antd";
import { Link } from "react-router";
import type { WebhookStatus } from "../../../domain/webhooks";
import type { WebhookRecord } from "../../../domain/webhooks.schema";

// Green when written on its record, grey when there was nothing to do, red when it failed.
const COLORS: Record<WebhookStatus, string> = {
  processed: "green",
  ignored: "default",
  failed: "red",
};

export function WebhookStatusTag({ status }: { status: WebhookStatus }) {
  const t = useTranslate();
  return <Tag color={COLORS[status]}>{t(`webhooks.statuses.${status}`)}</Tag>;
}

/**
 * The event type in words when it is one the back-office reconciles, with its code; `compact`
 * (a list cell) shows the words alone when there are words.
 */
export function EventType({ type, compact = false }: { type: string; compact?: boolean }) {
  const t = useTranslate();
  const words = t(`webhooks.eventTypes.${type}`, "");
  if (compact && words) return <span title={type}>{words}</span>;
  return (
    <span>
      {words && <span>{words} </span>}
      <Typography.Text type="secondary" code>
        {type}
      </Typography.Text>
    </span>
  );
}

/** Where each kind of matched record lives, and how it is named. */
const RELATED = [
  ["order", "orders", "webhooks.orderNumber"],
  ["orderRequest", "orderRequests", "webhooks.requestNumber"],
  ["rentRequest", "rentRequests", "webhooks.rentRequestNumber"],
  ["eventRequest", "eventRequests", "webhooks.eventRequestNumber"],
] as const;

/** The record the event was matched to, linked to its page; "Unmatched" otherwise. */
export function RelatedRecord({ webhook }: { webhook: WebhookRecord }) {
  const t = useTranslate();
  const { showUrl } = useNavigation();
  for (const [field, resource, label] of RELATED) {
    const record = webhook[field];
    if (record) {
      return <Link to={showUrl(resource, record._id)}>{t(label, { number: record.number })}</Link>;
    }
  }
  return <Typography.Text type="secondary">{t("webhooks.unmatched")}</Typography.Text>;
}

export const productTypeLabel = (
  t: ReturnType<typeof useTranslate>,
  productType: WebhookRecord["productType"],
) => (productType ? t(`webhooks.productTypes.${productType}`) : "—");
