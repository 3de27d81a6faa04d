import dayjs from "dayjs";
import { eurosFromCents } from "../../domain/money";

// Stand-ins until src/lists brings the shared D11 helpers.
export const formatDate = (value: string | null | undefined) =>
  value ? dayjs(value).format("DD MMM, YYYY") : "—";
export const formatDateTime = (value: string | null | undefined) =>
  value ? dayjs(value).format("DD/MM/YYYY hh:mm A") : "—";
export const formatMoney = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: "currency", currency: "EUR" }).format(
    eurosFromCents(cents),
  );
