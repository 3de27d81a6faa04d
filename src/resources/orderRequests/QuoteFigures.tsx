import { useTranslate } from "@refinedev/core";
import { RecordDetails } from "../../forms";
import type { QuoteFigure } from "./quoteFormat";

type Props = {
  figures: readonly QuoteFigure[];
  /** Names the figures for assistive technology (the region's label). */
  label: string;
  /** The total stands out: it is what the customer pays. */
  strongKey?: string;
};

/** A quote's figures as label/value pairs: three a row on a wide screen, one a row on a phone. */
export function QuoteFigures({ figures, label, strongKey = "totalCents" }: Props) {
  const t = useTranslate();
  return (
    <section aria-label={label}>
      <RecordDetails
        size="small"
        column={{ xs: 1, sm: 2, md: 2, lg: 3, xl: 3, xxl: 3 }}
        items={figures.map(({ key, text }) => ({
          key,
          label: t(`orderRequests.quote.fields.${key}`),
          // An amount never breaks between figures and currency; on a phone the label wraps instead.
          children: (
            <span style={{ whiteSpace: "nowrap" }}>
              {key === strongKey ? <strong>{text}</strong> : text}
            </span>
          ),
        }))}
      />
    </section>
  );
}
