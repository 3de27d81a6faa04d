/** Money is stored and sent in integer euro cents (docs/quotes.md); forms edit euros. */

export const CURRENCY = "EUR";

export const centsFromEuros = (euros: number): number => Math.round(euros * 100);
export const eurosFromCents = (cents: number): number => cents / 100;

type Part = Intl.NumberFormatPart;

const textOf = (parts: Part[]) => parts.map((part) => part.value).join("");

/** What a language writes before and after an amount's digits, for one sign. */
const sidesOf = (formatter: Intl.NumberFormat, value: number) => {
  const parts = formatter.formatToParts(value);
  const first = parts.findIndex((part) => part.type === "integer");
  let last = parts.length - 1;
  while (last > 0 && parts[last]?.type !== "fraction") last--;
  return { before: textOf(parts.slice(0, first)), after: textOf(parts.slice(last + 1)) };
};

const partOf = (formatter: Intl.NumberFormat, type: Part["type"]) =>
  formatter.formatToParts(1234567.5).find((part) => part.type === type)?.value ?? "";

/**
 * Up to here (ten trillion euros) cents / 100 is close enough to the amount that Intl's rounding
 * gives back the same cents; beyond it Intl writes what the double holds, and so does this.
 */
const EXACT_CENTS = 1e15;

/** Amounts that show every rule of the shape: signs, grouping thresholds, padded cents. */
const CHECKED_CENTS = [0, 1, -1, 99, -5, 100000, 999999, 1000000, 1234567, -1234567, 123456789012];

/** How a language writes euros: each sign's sides, its separators, and from how many digits it groups. */
export interface MoneyShape {
  positive: { before: string; after: string };
  negative: { before: string; after: string };
  group: string;
  decimal: string;
  /** Some languages group thousands only from five digits on (Italian: 1000,00 € but 12.345,00 €). */
  groupFrom: number;
}

const writeByShape = (shape: MoneyShape) => (cents: number) => {
  const { before, after } = cents < 0 ? shape.negative : shape.positive;
  const amount = Math.abs(cents);
  const whole = String(Math.floor(amount / 100));
  const fraction = amount % 100;
  let grouped = whole;
  if (shape.group && whole.length >= shape.groupFrom) {
    grouped = whole.slice(0, ((whole.length - 1) % 3) + 1);
    for (let at = grouped.length; at < whole.length; at += 3) {
      grouped += shape.group + whole.slice(at, at + 3);
    }
  }
  return `${before}${grouped}${shape.decimal}${fraction < 10 ? "0" : ""}${fraction}${after}`;
};

const intlOf = (language: string) =>
  new Intl.NumberFormat(language, { style: "currency", currency: CURRENCY });

const shapes = new Map<string, MoneyShape | undefined>();

/**
 * The pieces Intl writes euros with in `language`, taken once: an export writes 100,000 amounts,
 * and Intl's own format costs about a microsecond each (PostgreSQL writes them from the same
 * pieces, server/lists/cellSql.ts). The shape is checked against Intl on amounts that exercise
 * each rule; a language it does not fit (another grouping) has none, and keeps Intl.
 */
export const moneyShapeOf = (language: string): MoneyShape | undefined => {
  if (shapes.has(language)) return shapes.get(language);
  const formatter = intlOf(language);
  const byIntl = (cents: number) => formatter.format(eurosFromCents(cents));
  const group = partOf(formatter, "group");
  const shape: MoneyShape = {
    positive: sidesOf(formatter, 1),
    negative: sidesOf(formatter, -1),
    group,
    decimal: partOf(formatter, "decimal"),
    groupFrom: byIntl(100000).includes(group) ? 4 : byIntl(1000000).includes(group) ? 5 : 6,
  };
  const byShape = writeByShape(shape);
  const fits = CHECKED_CENTS.every((cents) => byShape(cents) === byIntl(cents));
  shapes.set(language, fits ? shape : undefined);
  return shapes.get(language);
};

/** Euros written as Intl writes them in `language`, by its shape where it has one. */
const moneyWriterOf = (language: string): ((cents: number) => string) => {
  const formatter = intlOf(language);
  const byIntl = (cents: number) => formatter.format(eurosFromCents(cents));
  const shape = moneyShapeOf(language);
  if (!shape) return byIntl;
  const byShape = writeByShape(shape);
  return (cents) =>
    !Number.isInteger(cents) || Math.abs(cents) > EXACT_CENTS || Object.is(cents, -0)
      ? byIntl(cents)
      : byShape(cents);
};

const writers = new Map<string, (cents: number) => string>();

/** Integer cents as EUR with the language's separators (docs/formats.md): `1.250,00 €`, `€1,250.00`. */
export const formatMoney = (cents: number, language: string): string => {
  let write = writers.get(language);
  if (!write) {
    write = moneyWriterOf(language);
    writers.set(language, write);
  }
  return write(cents);
};
