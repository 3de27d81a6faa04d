import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import { useId } from "react";
import type { Quote } from "../../../domain/orderWork.schema";
import { QUOTE_INPUTS, QUOTE_TOTALS, useQuoteFormat } from "./quoteFormat";

type Props = { previous: Quote; current: Quote };

/** What the current quote changed from the one before it: each differing field, old → new. */
export function QuoteChanges({ previous, current }: Props) {
  const t = useTranslate();
  const headingId = useId();
  const quoteFormat = useQuoteFormat();
  const changed = [...QUOTE_INPUTS, ...QUOTE_TOTALS].filter(
    (field) => previous[field] !== current[field],
  );
  const noteChanged = (previous.adminNote ?? "") !== (current.adminNote ?? "");
  const none = t("orderRequests.quote.none");

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={3} id={headingId} style={{ fontSize: 14 }}>
        {t("orderRequests.quote.changesTitle", {
          previous: previous.version,
          current: current.version,
        })}
      </Typography.Title>
      {changed.length === 0 && !noteChanged ? (
        <Typography.Text type="secondary">{t("orderRequests.quote.noChanges")}</Typography.Text>
      ) : (
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {changed.map((field) => (
            <li key={field}>
              {t("orderRequests.quote.change", {
                field: t(`orderRequests.quote.fields.${field}`),
                before: quoteFormat.text(field, previous[field]),
                after: quoteFormat.text(field, current[field]),
              })}
            </li>
          ))}
          {noteChanged && (
            <li key="adminNote">
              {t("orderRequests.quote.change", {
                field: t("orderRequests.quote.fields.adminNote"),
                before: previous.adminNote || none,
                after: current.adminNote || none,
              })}
            </li>
          )}
        </ul>
      )}
    </section>
  );
}
