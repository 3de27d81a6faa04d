import { useTranslate } from "@refinedev/core";
import { type QuoteInputBody, quoteInput } from "../../../domain/orderWork.schema";
import { toInput } from "../../forms";
import { errorCode, type WorkTarget } from "../../requests/recordWork";
import { useSendReplacing } from "../../requests/useSendReplacing";

/** What the quote builder holds: the quote's fields as typed (cents and percentages). */
export type QuoteValues = Omit<QuoteInputBody, "version" | "replaceQuote">;

const availableIn = (error: unknown) =>
  typeof error === "object" && error !== null && "available" in error
    ? Number((error as { available: unknown }).available)
    : 0;

/**
 * Sends a quote (PUT /order/request/:id); replacing the current one asks first. Fewer pieces
 * available than the request asks for (409 outOfStock) is said on the form: nothing was sent.
 */
export function useSendQuote(target: WorkTarget, hasQuote: boolean) {
  const t = useTranslate();
  return useSendReplacing<QuoteValues>({
    target,
    hasCurrent: hasQuote,
    to: target.path,
    body: (values, replaceQuote) =>
      toInput(quoteInput, { ...values, version: target.version, replaceQuote }),
    existsCode: "quoteExists",
    sent: t("orderRequests.quote.sent"),
    queued: t("orderRequests.quote.queued"),
    refusalOf: (error) =>
      errorCode(error) === "outOfStock"
        ? t("orderRequests.quote.outOfStock", { count: availableIn(error) })
        : undefined,
  });
}
