import { useTranslate } from "@refinedev/core";
import type { Offer } from "../../domain/rentWork.schema";
import { useFormat } from "../format";
import { LongText, RecordSection } from "./parts";

/** The offer the customer has now: price, last valid day, conditions, who sent it and when. */
export function CurrentOffer({ offer }: { offer: Offer }) {
  const t = useTranslate();
  const format = useFormat();
  const label = (field: string) => t(`work.offer.fields.${field}`);

  return (
    <RecordSection
      title={t("work.offer.currentTitle", { version: offer.version })}
      items={[
        { key: "price", label: label("price"), children: format.money(offer.priceCents) },
        { key: "validUntil", label: label("validUntil"), children: format.date(offer.validUntil) },
        {
          key: "sent",
          label: label("sent"),
          children: t("work.history.byAt", {
            by: offer.sentBy?.fullName ?? t("work.offer.unknownSender"),
            at: format.dateTime(offer.sentAt),
          }),
        },
        {
          key: "conditions",
          label: label("conditions"),
          span: "filled",
          children: <LongText text={offer.conditions} empty="—" />,
        },
      ]}
    />
  );
}
