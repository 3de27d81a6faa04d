import type { Language } from "../../domain/languages.ts";

/** A day as docs/formats.md shows it (`DD MMM, YYYY`) in that language, in UTC as stored. */
export const formatDay = (day: string | Date, language: Language) =>
  new Intl.DateTimeFormat(language, {
    day: "2-digit",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(day));

/** The calendar day (UTC) of an instant: what a `validUntil` is compared with. */
export const dayOf = (instant: Date) => instant.toISOString().slice(0, 10);
