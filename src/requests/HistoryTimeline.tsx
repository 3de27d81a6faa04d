import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Skeleton, Timeline, Typography } from "antd";
import { type ReactNode, useId, useState } from "react";
import { Link } from "react-router";
import type { HistoryEntry, Quote } from "../../domain/orderWork.schema";
import { useFormat } from "../format";
import { MailEntry } from "./MailEntry";
import { useRecordHistory } from "./recordWork";
import { type StatusKind, StatusTag } from "./StatusTag";

type Props = {
  kind: StatusKind;
  /** The record's API path: its history is `<path>/history`. */
  path: string;
  version: number;
  /** How a quote version is shown (order requests); records without quotes leave it out. */
  quote?: (quote: Quote) => ReactNode;
  /** The page of another record of the resource: a hold's override links to the other request. */
  page?: (id: string) => string;
};

// The dot's colour repeats what the entry's first words say: the kind is never colour alone.
const COLORS: Record<HistoryEntry["kind"], string> = {
  status: "blue",
  quote: "green",
  offer: "green",
  note: "gray",
  payment: "purple",
  assigned: "cyan",
  mail: "orange",
  refund: "purple",
  holdOverride: "red",
  holdOverridden: "red",
};

/**
 * Everything that happened to the record, oldest first: status changes, quotes or offers sent,
 * internal notes, holds gone over with their reasons (docs/statuses.md#offer-holds), refunds, and
 * the customer mails they queued, each of the last two with where it stands.
 */
export function HistoryTimeline({ kind, path, version, quote, page }: Props) {
  const t = useTranslate();
  const format = useFormat();
  const { data, isLoading, isError } = useRecordHistory(path, version);

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError) return <Alert type="warning" showIcon message={t("work.history.loadFailed")} />;
  if (!data?.length)
    return <Typography.Text type="secondary">{t("work.history.empty")}</Typography.Text>;

  const what = (entry: HistoryEntry): ReactNode => {
    switch (entry.kind) {
      case "status":
        return (
          <Flex gap={6} align="center" wrap>
            <Typography.Text strong>{t("work.history.status")}</Typography.Text>
            {entry.fromStatus && <StatusTag kind={kind} status={entry.fromStatus} />}
            {entry.fromStatus && (
              <span role="img" aria-label={t("work.move.to")}>
                →
              </span>
            )}
            {entry.toStatus && <StatusTag kind={kind} status={entry.toStatus} />}
          </Flex>
        );
      case "quote":
        return (
          <Typography.Text strong>
            {entry.quote
              ? t("work.history.quote", {
                  version: entry.quote.version,
                  total: format.money(entry.quote.totalCents),
                })
              : t("work.history.quoteMissing")}
          </Typography.Text>
        );
      case "offer":
        return (
          <Typography.Text strong>
            {entry.offer
              ? t("work.history.offer", {
                  version: entry.offer.version,
                  price: format.money(entry.offer.priceCents),
                  validUntil: format.date(entry.offer.validUntil),
                })
              : t("work.history.offerMissing")}
          </Typography.Text>
        );
      case "note":
        return <Typography.Text strong>{t("work.history.note")}</Typography.Text>;
      case "holdOverride":
      case "holdOverridden": {
        if (!entry.related) return null;
        const name = t("work.hold.request", { number: entry.related.number });
        return (
          <Typography.Text strong>
            {t(`work.history.${entry.kind}`)}{" "}
            {page ? <Link to={page(entry.related._id)}>{name}</Link> : name}
          </Typography.Text>
        );
      }
      case "mail":
        return entry.mail ? <MailEntry mail={entry.mail} path={path} /> : null;
      case "assigned":
        return (
          <Typography.Text strong>
            {entry.note
              ? t("work.history.assigned", { name: entry.note })
              : t("work.history.unassigned")}
          </Typography.Text>
        );
      case "refund":
        return entry.refund ? <RefundEntry refund={entry.refund} /> : null;
      case "payment":
        return (
          <Flex vertical gap={2}>
            <Typography.Text strong>
              {t("work.history.payment", {
                event: entry.payment
                  ? t(`webhooks.eventTypes.${entry.payment.eventType}`, entry.payment.eventType)
                  : "—",
              })}
            </Typography.Text>
            {entry.payment?.externalTransactionId && (
              <Typography.Text type="secondary">
                {t("work.history.paymentTransaction")}{" "}
                <Typography.Text code>{entry.payment.externalTransactionId}</Typography.Text>
              </Typography.Text>
            )}
          </Flex>
        );
    }
  };

  return (
    <Timeline
      items={data.map((entry) => ({
        key: entry._id,
        color: COLORS[entry.kind],
        children: (
          <Flex vertical gap={4}>
            {what(entry)}
            {entry.note && entry.kind !== "assigned" && (
              <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
                {entry.note}
              </Typography.Paragraph>
            )}
            {entry.kind === "quote" && entry.quote && quote && (
              <Disclosure label={t("work.history.showFigures")}>{quote(entry.quote)}</Disclosure>
            )}
            {entry.kind === "offer" && entry.offer && (
              <Disclosure label={t("work.history.showConditions")}>
                <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
                  {entry.offer.conditions}
                </Typography.Paragraph>
              </Disclosure>
            )}
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {entry.kind === "mail"
                ? format.dateTime(entry.at)
                : t("work.history.byAt", {
                    by:
                      entry.by?.fullName ??
                      t(
                        entry.kind === "payment"
                          ? "work.history.provider"
                          : entry.kind === "refund"
                            ? "work.history.staff"
                            : "work.history.customer",
                      ),
                    at: format.dateTime(entry.at),
                  })}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}

/** A refund asked for: its amount and where it stands, with the provider's words when refused. */
function RefundEntry({ refund }: { refund: NonNullable<HistoryEntry["refund"]> }) {
  const t = useTranslate();
  const format = useFormat();
  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>
        {t("work.history.refund", { amount: format.money(refund.amountCents) })}
      </Typography.Text>
      <Typography.Text type={refund.state === "failed" ? "danger" : "secondary"}>
        {refund.state === "refunded" && refund.settledAt
          ? t("work.history.refundSettled", { at: format.dateTime(refund.settledAt) })
          : t(`payments.refundStates.${refund.state}`)}
      </Typography.Text>
      {refund.state === "failed" && refund.providerMessage && (
        <Typography.Text type="secondary">
          {t("work.history.refundRefused", { message: refund.providerMessage })}
        </Typography.Text>
      )}
    </Flex>
  );
}

/** A button that shows or hides what it labels (a quote version's figures), state announced. */
function Disclosure({ label, children }: { label: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div>
      <Button
        type="link"
        size="small"
        style={{ paddingInline: 0 }}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </Button>
      <div id={id} hidden={!open}>
        {open && children}
      </div>
    </div>
  );
}
