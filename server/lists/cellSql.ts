import { type SQL, type SQLWrapper, sql } from "drizzle-orm";
import { type MoneyShape, moneyShapeOf } from "../../domain/money.ts";
import { type CellFormat, type CellWords, calendarWordsOf } from "./format.ts";

const literals = (texts: readonly string[]) =>
  sql.join(
    texts.map((text) => sql`${text}`),
    sql`, `,
  );

/** The sides of an amount's digits for its sign, as `shape` writes them. */
const side = (cents: SQLWrapper, shape: MoneyShape, which: "before" | "after") =>
  sql`case when ${cents} < 0 then ${shape.negative[which]}::text else ${shape.positive[which]}::text end`;

/** Euros from integer cents as domain/money.ts writes them in that shape: `€1,250.00`, `1250,00 €`. */
const moneySql = (cents: SQLWrapper, shape: MoneyShape) => {
  const whole = sql`(abs(${cents}) / 100)`;
  // to_char's "," is a comma whatever the server's locale: the language's separator replaces it.
  const grouped = shape.group
    ? sql`case when ${whole} >= ${10 ** (shape.groupFrom - 1)} then replace(to_char(${whole}, 'FM9,999,999,999,999,999,990'), ',', ${shape.group}::text) else ${whole}::text end`
    : sql`${whole}::text`;
  return sql`${side(cents, shape, "before")} || ${grouped} || ${shape.decimal}::text || lpad((abs(${cents}) % 100)::text, 2, '0') || ${side(cents, shape, "after")}`;
};

/**
 * A cell's text as PostgreSQL writes it, the twin of format.ts's `cellText` (a test holds the two
 * equal): null for an empty cell. `value` is of the format's type — an integer for number and
 * money (cents), a timestamptz for date and datetime, a boolean, text. Undefined when the
 * language writes money in a shape not known here (it then keeps Intl, in JavaScript).
 */
export const cellSql = (
  value: SQLWrapper,
  format: CellFormat,
  words: CellWords,
): SQL | undefined => {
  const calendar = calendarWordsOf(words.language);
  const utc = sql`(${value} at time zone 'UTC')`;
  switch (format) {
    case "money": {
      const shape = moneyShapeOf(words.language);
      return shape && moneySql(value, shape);
    }
    case "date":
      return sql`to_char(${utc}, 'DD ') || (array[${literals(calendar.months)}]::text[])[extract(month from ${utc})::int] || to_char(${utc}, ', YYYY')`;
    case "datetime":
      return sql`to_char(${utc}, 'DD/MM/YYYY HH12:MI ') || case when extract(hour from ${utc}) < 12 then ${calendar.meridiem[0]}::text else ${calendar.meridiem[1]}::text end`;
    case "boolean":
      return sql`case when ${value} then ${words.yes}::text when not ${value} then ${words.no}::text end`;
    case "number":
      return sql`${value}::text`;
    default:
      return sql`nullif(${value}::text, '')`;
  }
};
