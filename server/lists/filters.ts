import { and, eq, gte, ilike, inArray, isNull, lt, lte, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { z } from "zod";
import { instantOrDay, queryText } from "../../domain/fields.schema.ts";
import type { RequestContext } from "./context.ts";

/** The query values of a list call after validation: `q`, `sort`, and each filter's params. */
export type ListQueryValues = Record<string, unknown>;

/**
 * One filter of a list, as the list declares it under its name. It adds its query parameters to
 * the list's (and export's) query schema, hence to the OpenAPI document, and turns their values
 * into a condition. The SPA's data provider sends `field=value`, `field=a,b` (in) and
 * `fieldMin`/`fieldMax` (ranges): the helpers below speak exactly that.
 */
export type FilterSpec = (name: string) => {
  shape: Record<string, z.ZodType>;
  where(query: ListQueryValues, context: RequestContext): SQL | undefined;
};

/** `a` or `a,b,c`, each value checked by `item`; at most 100 values. */
export const commaList = <T extends z.ZodType<unknown, string>>(item: T) =>
  z
    .string()
    .transform((text) =>
      text
        .split(",")
        .map((part) => part.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, { error: "invalid" }).max(100, { error: "invalid" }));

/** `%`, `_` and `\\` typed by the user are literal characters in an ILIKE pattern. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The value `none` stands for "not set" in filters that allow it (`sellerId=none`). */
export const NONE = "none";

/**
 * `name=value` or `name=a,b`: equal to one of the values (eq / in). With `allowNone`, the value
 * `none` matches rows where the column is null (e.g. the platform's own products).
 */
export const oneOf =
  (
    column: PgColumn,
    item: z.ZodType<unknown, string> = queryText(200),
    { allowNone = false } = {},
  ): FilterSpec =>
  (name) => ({
    shape: {
      [name]: commaList(allowNone ? z.union([z.literal(NONE), item]) : item).optional(),
    },
    where: (query) => {
      const values = (query[name] as unknown[] | undefined) ?? [];
      const set = values.filter((value) => value !== NONE);
      const matches =
        set.length === 0 ? undefined : set.length === 1 ? eq(column, set[0]) : inArray(column, set);
      return values.includes(NONE) ? or(isNull(column), matches) : matches;
    },
  });

/** Half the values each integer type holds (from -limit to limit - 1). */
const INTEGER_LIMITS: Partial<Record<string, number>> = {
  smallint: 2 ** 15,
  integer: 2 ** 31,
  serial: 2 ** 31,
};

/**
 * A bound within what the column holds: PostgreSQL refuses to compare an integer column with a
 * number its type cannot hold (out of range), and every value the column holds is within the
 * bound either way, so `cabinsMin=-9007199254740991` means what it says.
 */
const withinColumn = (column: PgColumn, value: unknown) => {
  const limit = INTEGER_LIMITS[column.getSQLType()];
  if (limit === undefined || typeof value !== "number") return value;
  return Math.min(Math.max(value, -limit), limit - 1);
};

/** `nameMin` / `nameMax`, both included: numbers, or dates as the column stores them. */
export const range =
  (column: PgColumn, bound: z.ZodType = z.coerce.number()): FilterSpec =>
  (name) => ({
    shape: { [`${name}Min`]: bound.optional(), [`${name}Max`]: bound.optional() },
    where: (query) => {
      const min = withinColumn(column, query[`${name}Min`]);
      const max = withinColumn(column, query[`${name}Max`]);
      return and(
        min === undefined ? undefined : gte(column, min),
        max === undefined ? undefined : lte(column, max),
      );
    },
  });

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * `nameMin` / `nameMax` on a timestamp column. A plain day (2026-11-23) covers that whole day in
 * UTC (docs/formats.md: 00:00:00 to 23:59:59): as Max it means "before the next day".
 */
export const timeRange =
  (column: PgColumn): FilterSpec =>
  (name) => ({
    shape: { [`${name}Min`]: instantOrDay.optional(), [`${name}Max`]: instantOrDay.optional() },
    where: (query) => {
      const min = query[`${name}Min`] as string | undefined;
      const max = query[`${name}Max`] as string | undefined;
      const conditions: SQL[] = [];
      if (min) conditions.push(gte(column, new Date(min)));
      if (max && DAY.test(max)) {
        conditions.push(lt(column, new Date(Date.parse(max) + 24 * 60 * 60 * 1000)));
      } else if (max) conditions.push(lte(column, new Date(max)));
      return and(...conditions);
    },
  });

/** A filter with its own meaning, e.g. `status=expired` or `parentId=none`. */
export const custom =
  <T extends z.ZodType>(
    value: T,
    where: (value: z.output<T>, context: RequestContext) => SQL | undefined,
  ): FilterSpec =>
  (name) => ({
    shape: { [name]: value.optional() },
    where: (query, context) =>
      query[name] === undefined ? undefined : where(query[name] as z.output<T>, context),
  });

/** `name=text`: the column contains the text, ignoring case (the SPA's text filters). */
export const containing =
  (column: PgColumn): FilterSpec =>
  (name) => ({
    shape: { [name]: queryText(200).min(1, { error: "invalid" }).optional() },
    where: (query) => {
      const text = query[name] as string | undefined;
      return text ? ilike(column, `%${escapeLike(text)}%`) : undefined;
    },
  });
