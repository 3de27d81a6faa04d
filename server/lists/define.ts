import {
  and,
  asc,
  Column,
  count,
  desc,
  eq,
  getTableName,
  gt,
  inArray,
  is,
  lt,
  or,
  type SQL,
  sql,
} from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { z } from "zod";
import { listQuery } from "../../domain/api.schema.ts";
import type { RequestContext } from "./context.ts";
import { commaList, type FilterSpec, type ListQueryValues } from "./filters.ts";
import type { ExportColumn } from "./format.ts";
import { keptResults } from "./keptResults.ts";
import { rawRowsOf } from "./rawRows.ts";
import {
  isReferencedSort,
  type ReferencedSort,
  referencedKeyOf,
  referencedPages,
} from "./referencedSort.ts";
import { notFound } from "./rules.ts";
import { type ListSearch, searchCondition } from "./search.ts";

/** A table a list reads: any Drizzle table with a uuid `id` (the tie-breaker of every order). */
export type ListTable = PgTable & { id: PgColumn };

/** Something to sort or search by: a column of the table, or an SQL expression over its columns. */
export type ListExpression = PgColumn | SQL;

/** Something to sort by: an expression over the table, or over a row it references (referencedSort). */
export type ListSort = ListExpression | ReferencedSort;

export interface ListDefinition<
  TTable extends ListTable,
  Item,
  Cells = Item,
  Field extends keyof TTable["$inferSelect"] = keyof TTable["$inferSelect"],
> {
  /** The resource's business name, plural: export file names (`products-2026-11-23.csv`). */
  name: string;
  table: TTable;
  /** Public sort names → what they sort by; `sort=name` or `sort=-name`, anything else is a 400. */
  sortable: Record<string, ListSort>;
  /** Used without `sort`, e.g. "-createdAt". */
  defaultSort: string;
  /** `q` matches any of these, case-insensitively, anywhere in the text (numbers as text). */
  searchable: readonly ListSearch[];
  /** Query parameter name → filter (see filters.ts: oneOf, range, timeRange, custom). */
  filters?: Record<string, FilterSpec>;
  /** The rows this caller may see at all, e.g. a seller's own; undefined for everything. */
  scope?: (context: RequestContext) => SQL | undefined;
  /** Rows → answer items, a page or an export batch at a time (load references in bulk here). */
  toItems(rows: TTable["$inferSelect"][], context: RequestContext): Promise<Item[]>;
  /**
   * The item of the one row `condition` picks, its references joined in the same statement: a
   * record's page and every write's reads before and after are then one round trip each, not the
   * row's and then toItems'. Without it, the row, then toItems.
   */
  one?(condition: SQL | undefined, context: RequestContext): Promise<Item | undefined>;
  /**
   * The item once a write changed only the record's own row (a status move), its references as
   * the item had them: the write answers it without reading the record again.
   */
  withRow?(item: Item, row: TTable["$inferSelect"]): Item;
  /**
   * Pages and totals are kept between writes (server/lists/keptResults.ts): read once, then
   * answered from memory until a committed write to the table or to one of `itemsShow`, the
   * other tables its items show (product names, seller names, quotes).
   */
  keptBetweenWrites?: { itemsShow: readonly PgTable[] };
  /**
   * What an item derives from the clock (a quote's expiry), worked out again for every page
   * answered: a page kept between writes would show it as it was when read.
   */
  atNow?(item: Item, now: Date): Item;
  /** The export's columns, in order. */
  columns: readonly ExportColumn<Cells>[];
  /** The tables the columns' `sql` reads besides the list's own, e.g. `left join … on …`. */
  cellJoins?: SQL;
  /**
   * The only fields of the table toCells reads: an export reads 100,000 rows, and long texts or
   * arrays no column shows would cost their transfer and parsing. Without it, every field.
   */
  cellFields?: readonly Field[];
  /**
   * Rows → what the export's columns read, when that is less than an item: loading what no
   * column shows (a product's properties) costs a query per batch. Without it, the items.
   */
  toCells?(rows: Pick<TTable["$inferSelect"], Field>[], context: RequestContext): Promise<Cells[]>;
}

export interface ListPage<Item> {
  items: Item[];
  total: number;
}

const EXPORT_BATCH = 1000;
const sortNames = (sortable: Record<string, ListSort>) =>
  Object.keys(sortable).flatMap((name) => [name, `-${name}`]) as [string, ...string[]];

/** A list: its query schemas, a page, one record in the caller's scope, and export batches. */
export const defineList = <
  TTable extends ListTable,
  Item,
  Cells = Item,
  Field extends keyof TTable["$inferSelect"] = keyof TTable["$inferSelect"],
>(
  definition: ListDefinition<TTable, Item, Cells, Field>,
) => {
  const { table } = definition;
  const kept = definition.keptBetweenWrites
    ? keptResults([table, ...definition.keptBetweenWrites.itemsShow].map(getTableName))
    : undefined;
  const filters = Object.entries(definition.filters ?? {}).map(([name, spec]) => spec(name));
  const filterShape = Object.assign({}, ...filters.map((filter) => filter.shape)) as Record<
    string,
    z.ZodType
  >;
  const sort = z.enum(sortNames(definition.sortable), { error: "unknownSort" }).optional();
  /** `ids=a,b`: those records only (the rows picked for an export, a form's chosen options). */
  const ids = commaList(z.uuid({ error: "invalid" })).optional();
  /** offset, limit, sort, q, ids and the filters: the list route's querystring. */
  const query = listQuery.extend({ sort, ids, ...filterShape });
  /** The same without paging: the export's querystring. */
  const exportQuery = listQuery
    .omit({ offset: true, limit: true })
    .extend({ sort, ids, ...filterShape });

  const orderOf = (values: ListQueryValues) => {
    const name = (values.sort as string | undefined) ?? definition.defaultSort;
    const descending = name.startsWith("-");
    const sort = definition.sortable[name.replace(/^-/, "")];
    if (!sort) throw new Error(`${definition.name}: unknown default sort ${name}`);
    if (!isReferencedSort(sort)) return { expression: sort, descending, pages: undefined };
    return {
      expression: referencedKeyOf(sort),
      descending,
      pages: referencedPages(sort, table, descending),
    };
  };

  const where = (values: ListQueryValues, context: RequestContext) =>
    and(
      definition.scope?.(context),
      searchCondition(definition.searchable, values.q),
      ...filters.map((filter) => filter.where(values, context)),
      Array.isArray(values.ids) ? inArray(table.id, values.ids) : undefined,
    );

  const ordering = (values: ListQueryValues) => {
    const { expression, descending } = orderOf(values);
    const direction = descending ? desc : asc;
    return [direction(expression), direction(table.id)];
  };

  /**
   * Rows after the row `lastId` in the list's order (keyset paging for exports). The last sort
   * value is read back in SQL, never round-tripped through JavaScript (timestamps keep their
   * microseconds). A not-null column compares as a row, which an index can serve; other
   * expressions follow PostgreSQL's null order (nulls last ascending, first descending).
   */
  const after = (values: ListQueryValues, lastId: string) => {
    const { expression, descending } = orderOf(values);
    const last = sql`(select ${expression} from ${table} where ${table.id} = ${lastId})`;
    const operator = sql.raw(descending ? "<" : ">");
    if (is(expression, Column) && expression.notNull) {
      return sql`(${expression}, ${table.id}) ${operator} (${last}, ${lastId})`;
    }
    const beyond = descending ? lt : gt;
    return or(
      sql`${expression} ${operator} ${last}`,
      and(sql`${expression} = ${last}`, beyond(table.id, lastId)),
      descending
        ? sql`(${last} is null and ${expression} is not null)`
        : sql`(${last} is not null and ${expression} is null)`,
      and(sql`${last} is null and ${expression} is null`, beyond(table.id, lastId)),
    );
  };

  /** The fields an export reads (the id too: it pages by it), or all of them. */
  const cellSelection = definition.cellFields && {
    ...Object.fromEntries(
      definition.cellFields.map((field) => [field, table[field as keyof TTable] as PgColumn]),
    ),
    id: table.id,
  };
  const rawCells = cellSelection && rawRowsOf(cellSelection);

  const select = (context: RequestContext, fields?: Record<string, PgColumn | SQL.Aliased>) =>
    // The generic table defeats Drizzle's inference; the rows are the table's rows (or the
    // fields asked for).
    (fields ? context.db.select(fields) : context.db.select()).from(
      table as PgTable,
    ) as unknown as {
      where(condition: SQL | undefined): {
        orderBy(...order: SQL[]): Promise<TTable["$inferSelect"][]> & {
          getSQL(): SQL;
          limit(limit: number): Promise<TTable["$inferSelect"][]> & {
            getSQL(): SQL;
            offset(offset: number): Promise<TTable["$inferSelect"][]>;
          };
        };
      };
    };

  /** The rows of `ids` in that order (whole, or the export's raw cell fields). */
  const rowsInOrder = async (
    context: RequestContext,
    ids: string[],
    cells = false,
  ): Promise<TTable["$inferSelect"][]> => {
    if (ids.length === 0) return [];
    const raw = cells ? rawCells : undefined;
    const query = select(context, raw?.selection)
      .where(inArray(table.id, ids))
      .orderBy(asc(table.id));
    const rows = raw
      ? ((await raw.read(context.db, query.getSQL())) as TTable["$inferSelect"][])
      : await query;
    const byId = new Map<string, TTable["$inferSelect"]>(
      rows.map((row) => [(row as { id: string }).id, row]),
    );
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [row] : [];
    });
  };

  /** In a referenced sort's order, a batch at a time: the key groups read once, then windows. */
  async function* referencedBatches(
    pages: ReturnType<typeof referencedPages>,
    condition: SQL | undefined,
    context: RequestContext,
    batchSize: number,
    cells: boolean,
  ): AsyncGenerator<TTable["$inferSelect"][]> {
    let groups: Awaited<ReturnType<typeof pages.window>>["groups"] | undefined;
    for (let offset = 0; ; offset += batchSize) {
      const window = await pages.window(context.db, condition, offset, batchSize, groups);
      groups = window.groups;
      if (window.ids.length === 0) return;
      yield await rowsInOrder(context, window.ids, cells);
      if (window.ids.length < batchSize) return;
    }
  }

  /**
   * Every matching row in order, a batch at a time: memory stays flat whatever the total. The
   * export's cell fields are read raw (rawRows.ts), the whole rows through drizzle.
   */
  async function* rowBatches(
    values: ListQueryValues,
    context: RequestContext,
    batchSize: number,
    cells = false,
  ): AsyncGenerator<TTable["$inferSelect"][]> {
    const condition = where(values, context);
    const { pages } = orderOf(values);
    if (pages) {
      yield* referencedBatches(pages, condition, context, batchSize, cells);
      return;
    }
    const raw = cells ? rawCells : undefined;
    let lastId: string | undefined;
    for (;;) {
      const query = select(context, raw?.selection)
        .where(and(condition, lastId ? after(values, lastId) : undefined))
        .orderBy(...ordering(values))
        .limit(batchSize);
      const rows = raw
        ? ((await raw.read(context.db, query.getSQL())) as TTable["$inferSelect"][])
        : await query;
      if (rows.length === 0) return;
      yield rows;
      if (rows.length < batchSize) return;
      lastId = (rows.at(-1) as { id: string }).id;
    }
  }

  /** A page in a referenced sort's order: its total is the key groups' sum, no count of its own. */
  const referencedPage = (
    pages: ReturnType<typeof referencedPages>,
    condition: SQL | undefined,
    values: ListQueryValues,
    context: RequestContext,
  ): Promise<ListPage<Item>> => {
    const offset = Number(values.offset);
    const limit = Number(values.limit);
    const read = async (groupsKey?: { sql: string; params: unknown[] }) => {
      const groupsQuery = pages.groupsQuery(context.db, condition);
      // The groups are kept too: the list's next page in the same order counts nothing again.
      const known = await (kept && groupsKey
        ? kept.result(context.db, groupsKey, () => groupsQuery)
        : groupsQuery);
      const { ids, total } = await pages.window(context.db, condition, offset, limit, known);
      return { items: await definition.toItems(await rowsInOrder(context, ids), context), total };
    };
    if (!kept) return read();
    // Known by the rows matched and the sort, a statement far cheaper to build than the groups':
    // this runs on every request, also those answered from what was kept.
    const matched = context.db
      .select({ id: table.id })
      .from(table as PgTable)
      .where(condition)
      .toSQL();
    const sort = String(values.sort ?? definition.defaultSort);
    const groupsKey = {
      sql: `${matched.sql}\nreferenced groups by ${sort}`,
      params: matched.params,
    };
    return kept.result(
      context.db,
      { sql: groupsKey.sql, params: [...matched.params, offset, limit] },
      () => read(groupsKey),
    );
  };

  const answeredAt = (page: ListPage<Item>, context: RequestContext): ListPage<Item> => {
    const { atNow } = definition;
    return atNow ? { ...page, items: page.items.map((item) => atNow(item, context.now)) } : page;
  };

  const list = {
    // Seen from outside, the export's cells are opaque: the columns read what toCells builds.
    definition: definition as ListDefinition<TTable, Item, unknown, keyof TTable["$inferSelect"]>,
    query,
    exportQuery,

    /** One page and the total of the filtered list. */
    page: async (values: ListQueryValues, context: RequestContext): Promise<ListPage<Item>> => {
      const condition = where(values, context);
      const { pages } = orderOf(values);
      if (pages)
        return answeredAt(await referencedPage(pages, condition, values, context), context);
      // The page's ids first, then their rows: walking to a deep offset then reads the sort's
      // index alone (it holds the key and the id), not every skipped row.
      const pageIds = context.db
        .select({ id: table.id })
        .from(table as PgTable)
        .where(condition)
        .orderBy(...ordering(values))
        .limit(Number(values.limit))
        .offset(Number(values.offset));
      const read = async () => {
        const rows = await select(context)
          .where(inArray(table.id, pageIds))
          .orderBy(...ordering(values));
        const [counted] = await context.db
          .select({ total: count() })
          .from(table as PgTable)
          .where(condition);
        return { items: await definition.toItems(rows, context), total: counted?.total ?? 0 };
      };
      return answeredAt(
        await (kept ? kept.result(context.db, pageIds.toSQL(), read) : read()),
        context,
      );
    },

    /** How many rows of the filtered list hold each value of `column` (a list's status tabs). */
    countBy: async (
      column: PgColumn,
      values: ListQueryValues,
      context: RequestContext,
    ): Promise<Map<string, number>> => {
      const counting = context.db
        .select({ value: column, n: count() })
        .from(table as PgTable)
        .where(where(values, context))
        .groupBy(column);
      const rows = kept
        ? await kept.result(context.db, counting.toSQL(), () => counting)
        : await counting;
      return new Map(rows.map((row) => [String(row.value), row.n]));
    },

    /** The record if it exists and is in the caller's scope (a seller guessing ids gets nothing). */
    one: async (id: string, context: RequestContext): Promise<Item | undefined> => {
      const condition = and(eq(table.id, id), definition.scope?.(context));
      if (definition.one) return definition.one(condition, context);
      const rows = await select(context).where(condition).orderBy(asc(table.id)).limit(1);
      return rows.length ? (await definition.toItems(rows, context))[0] : undefined;
    },

    /** The record in the caller's scope, else 404: what a record's GET, PUT and DELETE start from. */
    find: async (id: string, context: RequestContext): Promise<Item> => {
      const found = await list.one(id, context);
      if (!found) throw notFound();
      return found;
    },

    withRow: definition.withRow,

    /** Every matching item in order, a batch at a time. */
    batches: async function* (
      values: ListQueryValues,
      context: RequestContext,
      batchSize = EXPORT_BATCH,
    ): AsyncGenerator<Item[]> {
      for await (const rows of rowBatches(values, context, batchSize)) {
        yield await definition.toItems(rows, context);
      }
    },

    /** `cells` of every matching row, in order, as one select over the table and its cellJoins. */
    cellSelect: (cells: readonly SQL[], values: ListQueryValues, context: RequestContext) =>
      sql`select ${sql.join([...cells], sql`, `)} from ${table} ${definition.cellJoins} where ${
        where(values, context) ?? sql`true`
      } order by ${sql.join(ordering(values), sql`, `)}`,

    /** What the export's columns read, for every matching row in order, a batch at a time. */
    cellBatches: async function* (
      values: ListQueryValues,
      context: RequestContext,
    ): AsyncGenerator<unknown[]> {
      const toCells = definition.toCells ?? definition.toItems;
      for await (const rows of rowBatches(values, context, EXPORT_BATCH, true)) {
        yield await toCells(rows, context);
      }
    },
  };
  return list;
};

export type List<Item> = ReturnType<typeof defineList<ListTable, Item>>;
