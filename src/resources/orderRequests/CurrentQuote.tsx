import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { useId } from "react";
import type { Quote } from "../../../domain/orderWork.schema";
import { useFormat } from "../../format";
import { useRecordHistory, type WorkTarget } from "../../requests/recordWork";
import { HoldTags } from "./HoldTags";
import { QuoteChanges } from "./QuoteChanges";
import { QuoteDetails } from "./QuoteDetails";

type Props = { quote: Quote; target: WorkTarget; expired: boolean };

/**
 * The quote the customer has now, with who sent it and when, the last day it is valid (Expired
 * once over), the pieces it holds, and what changed since the version before it (read from the
 * history's quote entries) once there are two.
 */
export function CurrentQuote({ quote, target, expired }: Props) {
  const t = useTranslate();
  const headingId = useId();
  const format = useFormat();
  const { data: history } = useRecordHistory(target.path, target.version);
  const versions = (history ?? []).flatMap((entry) => (entry.quote ? [entry.quote] : []));
  const previous = versions.filter((sent) => sent.version < quote.version).at(-1);

  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {t("orderRequests.quote.currentTitle", { version: quote.version })}
      </Typography.Title>
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t("orderRequests.quote.sentByAt", {
            by: quote.sentBy?.fullName ?? t("orderRequests.quote.unknownSender"),
            at: format.dateTime(quote.sentAt),
          })}
        </Typography.Text>
        <Flex gap={8} wrap align="center">
          <Typography.Text>
            {t("orderRequests.quote.validUntilOn", { day: format.date(quote.validUntil) })}
          </Typography.Text>
          <HoldTags expired={expired} />
          <Typography.Text type="secondary">
            {quote.heldPieces > 0
              ? t("orderRequests.quote.holding", { count: quote.heldPieces })
              : t("orderRequests.quote.notHolding")}
          </Typography.Text>
        </Flex>
        <QuoteDetails quote={quote} />
        {previous && <QuoteChanges previous={previous} current={quote} />}
      </Flex>
    </section>
  );
}
