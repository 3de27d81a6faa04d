import { and, asc, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/client.ts";

/**
 * A sort by what another table holds for the row a list row references: orders by their product's
 * name, by their seller's full name. Nothing of the other table is copied onto the list's rows, so
 * renaming a product rewrites no order; the list's kept pages follow the rename because the other
 * table is one the items show (keptBetweenWrites.itemsShow).
 */
export interface ReferencedSort {
  /** The list's column holding the other row's id (orders.product_id); null: no such row. */
  reference: PgColumn;
  /** The other table; `key` is read from its row whose `id` the reference holds. */
  table: PgTable & { id: PgColumn };
  /** What the list sorts by, over `table` (products.name_en, a full name). */
  key: PgColumn | SQL;
}

/** Sort a list by `key` of the `table` row that `reference` points to. */
export const referencedSort = (
  reference: PgColumn,
  table: ReferencedSort["table"],
  key: ReferencedSort["key"],
): ReferencedSort => ({ reference, table, key });

export const isReferencedSort = (sort: unknown): sort is ReferencedSort =>
  typeof sort === "object" && sort !== null && "reference" in sort && "key" in sort;

/**
 * The same order as one SQL expression per row (the exports' COPY select): exact but looked up row
 * by row, which pages and batches avoid (see `referencedPages`).
 */
export const referencedKeyOf = ({ reference, table, key }: ReferencedSort) =>
  sql`(select ${key} from ${table} where ${table.id} = ${reference})`;

/** The rows sharing one key: the referenced ids (null: rows referencing nothing) and their count. */
interface KeyGroup {
  refs: (string | null)[];
  n: number;
}

/** A slice of one key group: its rows in id order, `skip` of them skipped, `take` taken. */
interface GroupSlice {
  group: KeyGroup;
  skip: number;
  take: number;
}

/**
 * Pages of a list in a referenced sort's order (key, then id). A join sorted by the other table's
 * key walks every row up to a deep offset through a nested loop, or sorts the whole list (what
 * PostgreSQL plans for a nullable reference, which a left join keeps: 270 ms at offset 90,000 of
 * 100,000 orders). Instead: how many matching rows reference each other row (an index of the
 * reference alone), grouped by key in the key's order (a join of those counts only, as many as
 * products or sellers); a page's rows then come from the groups it overlaps, in id order, each
 * group's read by the reference's index.
 */
export const referencedPages = (
  sort: ReferencedSort,
  table: PgTable & { id: PgColumn },
  descending: boolean,
) => {
  const direction = descending ? desc : asc;

  const groupsQuery = (db: Database, condition: SQL | undefined) => {
    const counted = db
      .select({ ref: sql<string | null>`${sort.reference}`.as("ref"), n: count().as("n") })
      .from(table as PgTable)
      .where(condition)
      .groupBy(sort.reference)
      .as("counted");
    const { key } = sort;
    return db
      .select({
        // Text: both drivers hand a text[] over as an array of strings (and nulls).
        refs: sql<(string | null)[]>`array_agg(${counted.ref}::text)`,
        n: sql<number>`sum(${counted.n})::int`,
      })
      .from(counted)
      .leftJoin(sort.table, eq(sort.table.id, counted.ref))
      .groupBy(key)
      .orderBy(direction(key));
  };

  /** The groups `offset`, `limit` overlaps and what of each, in order. */
  const slicesOf = (groups: readonly KeyGroup[], offset: number, limit: number) => {
    const slices: GroupSlice[] = [];
    let before = 0;
    for (const group of groups) {
      if (before >= offset + limit) break;
      const skip = Math.max(offset - before, 0);
      const take = Math.min(group.n - skip, offset + limit - before - skip);
      if (take > 0) slices.push({ group, skip, take });
      before += group.n;
    }
    return slices;
  };

  const rowsOfGroup = (group: KeyGroup) => {
    const ids = group.refs.filter((ref): ref is string => ref !== null);
    return or(
      ids.length ? inArray(sort.reference, ids) : undefined,
      group.refs.includes(null) ? isNull(sort.reference) : undefined,
    );
  };

  /** The ids of the slices' rows, in the list's order: one statement whatever their number. */
  const idsOf = async (db: Database, condition: SQL | undefined, slices: GroupSlice[]) => {
    if (slices.length === 0) return [];
    const parts = slices.map(
      ({ group, skip, take }, part) =>
        sql`(${db
          .select({ id: table.id, part: sql<number>`${part}::int`.as("part") })
          .from(table as PgTable)
          .where(and(condition, rowsOfGroup(group)))
          .orderBy(direction(table.id))
          .limit(take)
          .offset(skip)})`,
    );
    const { rows } = (await db.execute(
      sql`select id from (${sql.join(parts, sql` union all `)}) sliced order by part, id ${sql.raw(
        descending ? "desc" : "asc",
      )}`,
    )) as unknown as { rows: { id: string }[] };
    return rows.map((row) => row.id);
  };

  return {
    /** The key groups in order, for the matching rows: what a kept page is known by, too. */
    groupsQuery,
    /** The ids of the window's rows in order and the matching rows' total (groups: if known). */
    window: async (
      db: Database,
      condition: SQL | undefined,
      offset: number,
      limit: number,
      groups?: readonly KeyGroup[],
    ) => {
      const known = groups ?? (await groupsQuery(db, condition));
      const total = known.reduce((sum, group) => sum + group.n, 0);
      return {
        ids: await idsOf(db, condition, slicesOf(known, offset, limit)),
        total,
        groups: known,
      };
    },
  };
};
