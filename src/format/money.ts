import { formatMoney as formatCents } from "../../domain/money";

/** A record's amount in integer cents as EUR in the active language; nothing when it has none. */
export const formatMoney = (cents: number | null | undefined, language: string): string =>
  cents === null || cents === undefined ? "" : formatCents(cents, language);
