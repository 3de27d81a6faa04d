import { eq } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { auditTrail } from "../audit/service.ts";
import { isForeignKeyViolation, isUniqueViolation } from "../db/errors.ts";
import type { RequestContext } from "../lists/context.ts";
import type { List } from "../lists/define.ts";
import { notFound } from "../lists/rules.ts";
import { claimVersion, type EditedRecord, type VersionedTable } from "../lists/versions.ts";
import type { HttpProblem } from "../plugins/errors.ts";
import type { RecordChanged } from "../plugins/live.ts";
import { type InUnit, unitOfWork } from "./unitOfWork.ts";

/** A step's view of the write: the request's context inside its unit of work. */
type Scope = InUnit<RequestContext>;

export interface RecordEditsDefinition<Table extends VersionedTable, Item> {
  /** The resource's business name, singular, as the audit names it: category, product, shop. */
  resource: string;
  table: Table;
  /** Answers and the "before" of every change are read through the list, in the caller's scope. */
  list: List<Item>;
  /** What a unique index refusing a write means (e.g. the name is taken); undefined: not ours. */
  duplicate?: (error: unknown) => HttpProblem | undefined;
  /** What a foreign key refusing a delete means: records still use this one. */
  inUse?: () => HttpProblem;
  /** The seller who owns a record, who is told of its changes besides staff. */
  sellerOf?: (item: Item) => string | null;
}

/** A step of a write on a record read before it, run in the write's transaction (`scope.db`). */
type Step<Result, Item> = (scope: Scope, before: Item) => Promise<Result>;

/**
 * Every create, update and delete of a record the same way, as one unit of work
 * (server/writes/unitOfWork.ts): read before in
 * the caller's scope (another seller's id is a 404), write, read the answer back through the
 * list, and audit the change in that transaction. An update first claims the record's next
 * version (docs/api.md#concurrent-edits): one based on an older version is refused (409) before
 * it changes anything. Database refusals become the module's 409s.
 * Once committed, the change is announced on the resource's live channel (lists refresh), and
 * the customer mails its steps queued (queueMail with the step's scope) are tried.
 */
export const recordEdits = <Table extends VersionedTable, Item>(
  definition: RecordEditsDefinition<Table, Item>,
) => {
  const { table, list } = definition;
  const audit = auditTrail<Item>(definition.resource);

  const conflictOf = (error: unknown, deleting: boolean) => {
    if (isUniqueViolation(error)) return definition.duplicate?.(error);
    if (deleting && isForeignKeyViolation(error)) return definition.inUse?.();
    return undefined;
  };

  const inUnit = async <Result extends { id: string; item: Item }>(
    context: RequestContext,
    type: RecordChanged["type"],
    work: (scope: Scope) => Promise<Result>,
  ) => {
    const { result } = await unitOfWork(context, async (unit) => {
      const { id, item } = await work(unit);
      unit.changed({
        resource: list.definition.name,
        type,
        id,
        sellerId: definition.sellerOf?.(item),
      });
      return item;
    }).catch((error: unknown) => {
      throw conflictOf(error, type === "deleted") ?? error;
    });
    return result;
  };

  const read = async (id: string, scope: Scope) => {
    const item = await list.one(id, scope);
    if (item === undefined) throw notFound();
    return item;
  };

  return {
    /** `values` checks the input and gives the row; `then` stores what hangs off it. */
    create: (
      context: RequestContext,
      values: (scope: Scope) => Promise<Table["$inferInsert"]>,
      then?: (scope: Scope, id: string) => Promise<void>,
    ) =>
      inUnit(context, "created", async (scope) => {
        const row = await values(scope);
        const [created] = await scope.db
          .insert(table as PgTable)
          .values(row)
          .returning({ id: table.id });
        const id = String(created?.id);
        await then?.(scope, id);
        const after = await read(id, scope);
        await audit(scope.db, context, "create", id, undefined, after);
        return { id, item: after };
      }),

    /** Based on the record's version as the caller read it; `values` gives the changes. */
    update: (
      { id, version }: EditedRecord,
      context: RequestContext,
      values: Step<Partial<Table["$inferInsert"]>, Item>,
      then?: (scope: Scope, id: string) => Promise<void>,
    ) =>
      inUnit(context, "updated", async (scope) => {
        const before = await read(id, scope);
        await claimVersion(scope.db, table, id, version);
        const changes = await values(scope, before);
        await scope.db
          .update(table as PgTable)
          .set(changes)
          .where(eq(table.id, id));
        await then?.(scope, id);
        const after = await read(id, scope);
        await audit(scope.db, context, "update", id, before, after);
        return { id, item: after };
      }),

    /** `check` refuses while others depend on it; `removal` replaces the plain row delete. */
    remove: (
      id: string,
      context: RequestContext,
      options: { check?: Step<void, Item>; removal?: Step<void, Item> } = {},
    ) =>
      inUnit(context, "deleted", async (scope) => {
        const before = await read(id, scope);
        await options.check?.(scope, before);
        if (options.removal) await options.removal(scope, before);
        else await scope.db.delete(table as PgTable).where(eq(table.id, id));
        await audit(scope.db, context, "delete", id, before);
        return { id, item: before };
      }),
  };
};
