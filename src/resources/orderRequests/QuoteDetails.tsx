import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { Quote } from "../../../domain/orderWork.schema";
import { QuoteFigures } from "./QuoteFigures";
import { useQuoteFormat } from "./quoteFormat";

/** Every figure of one quote version: what was typed, what it adds up to, and the admin note. */
export function QuoteDetails({ quote }: { quote: Quote }) {
  const t = useTranslate();
  const quoteFormat = useQuoteFormat();
  return (
    <Flex vertical gap={8}>
      <QuoteFigures
        label={t("orderRequests.quote.figuresOf", { version: quote.version })}
        figures={[...quoteFormat.inputs(quote), ...quoteFormat.totals(quote)]}
      />
      {quote.adminNote && (
        <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
          <Typography.Text strong>{t("orderRequests.quote.fields.adminNote")}: </Typography.Text>
          {quote.adminNote}
        </Typography.Paragraph>
      )}
    </Flex>
  );
}
