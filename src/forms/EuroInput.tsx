import { InputNumber } from "antd";
import { centsFromEuros, eurosFromCents } from "../../domain/money";
import { useLanguage } from "../providers/i18n";

type Props = {
  id?: string;
  /** Integer cents, as the API stores money (docs/quotes.md). */
  value?: number | null;
  onChange?: (cents: number | null) => void;
  "aria-label"?: string;
};

/**
 * A money field: the user types euros with 2 decimals in the UI language's separators, the form
 * holds integer cents (domain/money.ts), so the form's values are the API's input as they are.
 */
export function EuroInput({ id, value, onChange, ...rest }: Props) {
  const decimal = useLanguage() === "it" ? "," : ".";
  return (
    <InputNumber<number>
      id={id}
      aria-label={rest["aria-label"]}
      prefix="€"
      min={0}
      precision={2}
      decimalSeparator={decimal}
      style={{ width: "100%" }}
      value={value === null || value === undefined ? null : eurosFromCents(value)}
      onChange={(euros) => onChange?.(euros === null ? null : centsFromEuros(euros))}
    />
  );
}
