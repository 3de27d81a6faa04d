import { useTranslate } from "@refinedev/core";
import { type OfferInputBody, offerInput } from "../../domain/rentWork.schema";
import { toInput } from "../forms";
import type { WorkTarget } from "./recordWork";
import { useSendReplacing } from "./useSendReplacing";

/** What the offer form holds: price in cents, conditions, the last valid day. */
export type OfferValues = Omit<OfferInputBody, "version" | "replaceOffer">;

/** Sends an offer (PUT <request>/:id/offer); replacing the current one asks first. */
export function useSendOffer(target: WorkTarget, hasOffer: boolean) {
  const t = useTranslate();
  return useSendReplacing<OfferValues>({
    target,
    hasCurrent: hasOffer,
    to: `${target.path}/offer`,
    body: (values, replaceOffer) =>
      toInput(offerInput, { ...values, version: target.version, replaceOffer }),
    existsCode: "offerExists",
    sent: t("work.offer.sent"),
    queued: t("work.offer.queued"),
  });
}
