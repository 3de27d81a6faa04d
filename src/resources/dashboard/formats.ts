import dayjs from "dayjs";
import { CURRENCY, eurosFromCents } from "../../../domain/money";

/** Money as EUR with the active language's separators (decision D11). */
export const formatEuros = (cents: number, language: string): string =>
  new Intl.NumberFormat(language, { style: "currency", currency: CURRENCY }).format(
    eurosFromCents(cents),
  );

/** A day as `DD MMM, YYYY` in the browser's time zone (decision D11). */
export const formatDay = (iso: string): string => dayjs(iso).format("DD MMM, YYYY");

/** A chart's axis: `DD MMM`, short enough for thirty days side by side. */
export const formatAxisDay = (date: string): string => dayjs(date).format("DD MMM");
