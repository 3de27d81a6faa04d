import { and, asc, desc, eq, sql } from "drizzle-orm";
import type { BulkAnswer, Changeset, RevertAnswer } from "../../domain/changesets.schema.ts";
import { type ChangesetKind, REVERT_WINDOW_HOURS } from "../../domain/changesets.ts";
import { auditEntry } from "../audit/service.ts";
import { isSeller, type RequestContext } from "../lists/context.ts";
import { notFound } from "../lists/rules.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { type InUnit, unitOfWork } from "../writes/unitOfWork.ts";
import { type ChangesetRecordRow, changesetRecords, changesets } from "./schema.ts";

/** A write's view inside the unit of one record of a changeset. */
export type RecordUnit = InUnit<RequestContext>;

/** What a changeset keeps of one record it wrote: its versions and changed values. */
export interface ChangedRecord {
  recordId: string;
  versionBefore: number;
  versionAfter: number;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
}

export interface ChangesetStart {
  kind: ChangesetKind;
  /** The Refine resource of its records. */
  resource: string;
  fileName?: string | null;
}

/** A refusal a record of a batch meets: its code and words, as its own 4xx would say them. */
const refusalOf = (problem: HttpProblem, context: RequestContext) => {
  const [field] = Object.values(problem.fields ?? {});
  if (field) return { code: field, message: context.t(`validation:${field}`) };
  const code = problem.key.slice(problem.key.indexOf(":") + 1);
  return { code, message: context.t(problem.key, problem.vars) };
};

const isRefusal = (error: unknown): error is HttpProblem =>
  error instanceof HttpProblem && error.statusCode < 500;

/** The changeset's header, before any record: each record's unit then names it. */
export const openChangeset = async (context: RequestContext, start: ChangesetStart) => {
  const { result } = await unitOfWork(context, async (unit) => {
    const [row] = await unit.db
      .insert(changesets)
      .values({
        kind: start.kind,
        resource: start.resource,
        userId: context.user.id,
        fileName: start.fileName ?? null,
      })
      .returning({ id: changesets.id });
    if (!row) throw new Error("the changeset was not stored");
    return row.id;
  });
  return result;
};

/**
 * The changeset's line of one record, in that record's own unit: the record's change and its
 * line commit together, or neither.
 */
export const recordInChangeset = (
  unit: RecordUnit,
  changesetId: string,
  resource: string,
  changed: ChangedRecord,
) => {
  unit.append(
    unit.db.insert(changesetRecords).values({
      changesetId,
      resource,
      recordId: changed.recordId,
      versionBefore: changed.versionBefore,
      versionAfter: changed.versionAfter,
      before: changed.before,
      after: changed.after,
    }),
  );
};

/**
 * The changeset's counts and its one entry in the logs (docs/api.md#changesets). A changeset
 * that wrote nothing is dropped: there is nothing to show or revert.
 */
export const closeChangeset = async (
  context: RequestContext,
  changesetId: string,
  start: ChangesetStart,
  counts: Record<string, number>,
  recordIds: readonly string[],
) => {
  await unitOfWork(context, async (unit) => {
    if (recordIds.length === 0) {
      await unit.db.delete(changesets).where(eq(changesets.id, changesetId));
      return;
    }
    await unit.db.update(changesets).set({ counts }).where(eq(changesets.id, changesetId));
    unit.append(
      auditEntry(unit.db, {
        userId: context.user.id,
        action: "create",
        resource: "changeset",
        recordId: changesetId,
        after: { ...start, counts, records: recordIds },
        address: context.address,
        changesetId,
      }),
    );
  });
};

/** One record's write in a batch: through the same function as a single move or edit. */
export type BulkStep = (unit: RecordUnit, id: string) => Promise<ChangedRecord>;

/**
 * A bulk action (docs/api.md#changesets): each id in its own unit of work, so one refused record
 * rolls back nothing of the others; its refusal is reported with its code and words. The records
 * done are one changeset. An unexpected failure stops the batch, the records done before it
 * still one changeset.
 */
export const runBulk = async (
  context: RequestContext,
  start: ChangesetStart,
  ids: readonly string[],
  step: BulkStep,
): Promise<BulkAnswer> => {
  const changesetId = await openChangeset(context, start);
  const inChangeset: RequestContext = { ...context, changesetId };
  const records: BulkAnswer["records"] = [];
  const doneIds: string[] = [];
  try {
    for (const id of ids) {
      try {
        const { result } = await unitOfWork(inChangeset, async (unit) => {
          const changed = await step(unit, id);
          recordInChangeset(unit, changesetId, start.resource, changed);
          return changed;
        });
        doneIds.push(id);
        records.push({ _id: id, state: "done", version: result.versionAfter });
      } catch (error) {
        if (!isRefusal(error)) throw error;
        records.push({ _id: id, state: "refused", ...refusalOf(error, context) });
      }
    }
  } finally {
    const counts = { done: doneIds.length, refused: records.length - doneIds.length };
    await closeChangeset(context, changesetId, start, counts, doneIds);
  }
  const done = doneIds.length;
  return { changesetId: done ? changesetId : null, done, refused: records.length - done, records };
};

/** A seller sees and reverts only the changesets it made; staff every one. */
const visibleTo = (context: RequestContext) =>
  isSeller(context) ? eq(changesets.userId, context.user.id) : undefined;

const revertibleSql = sql<boolean>`(${changesets.revertedAt} is null and ${changesets.at} > now() - make_interval(hours => ${REVERT_WINDOW_HOURS}))`;

export const findChangeset = async (context: RequestContext, id: string): Promise<Changeset> => {
  const [row] = await context.db
    .select({
      changeset: changesets,
      revertible: revertibleSql,
      userId: users.id,
      fullName: userFullName,
    })
    .from(changesets)
    .leftJoin(users, eq(users.id, changesets.userId))
    .where(and(eq(changesets.id, id), visibleTo(context)));
  if (!row) throw notFound();
  const records = await context.db
    .select()
    .from(changesetRecords)
    .where(eq(changesetRecords.changesetId, id))
    .orderBy(asc(changesetRecords.at), asc(changesetRecords.id));
  const { changeset } = row;
  return {
    _id: changeset.id,
    kind: changeset.kind,
    resource: changeset.resource,
    fileName: changeset.fileName,
    user: row.userId ? { _id: row.userId, fullName: row.fullName } : null,
    at: changeset.at.toISOString(),
    counts: changeset.counts,
    revertedAt: changeset.revertedAt?.toISOString() ?? null,
    revertible: row.revertible,
    records: records.map((record) => ({
      resource: record.resource,
      recordId: record.recordId,
      versionBefore: record.versionBefore,
      versionAfter: record.versionAfter,
      before: record.before,
      after: record.after,
      state: record.state,
      code: record.code,
    })),
  };
};

/**
 * Claims the revert: of two at once exactly one passes. Refused once reverted or when made
 * more than 24 hours ago, by the database's clock (409).
 */
const claimRevert = async (context: RequestContext, id: string) => {
  const { result } = await unitOfWork(context, async (unit) => {
    const [claimed] = await unit.db
      .update(changesets)
      .set({ revertedAt: sql`now()`, revertedBy: context.user.id })
      .where(and(eq(changesets.id, id), visibleTo(context), revertibleSql))
      .returning();
    if (claimed) return claimed;
    const [found] = await unit.db
      .select({ revertedAt: changesets.revertedAt })
      .from(changesets)
      .where(and(eq(changesets.id, id), visibleTo(context)));
    if (!found) throw notFound();
    throw new HttpProblem(
      409,
      found.revertedAt ? "errors:changesetReverted" : "errors:changesetRevertExpired",
      { hours: REVERT_WINDOW_HOURS },
    );
  });
  return result;
};

/** Puts one record back, in its unit: a stale version (changed since) is a conflict. */
export type RevertStep = (unit: RecordUnit, record: ChangesetRecordRow) => Promise<void>;

const setRecordState = (
  unit: RecordUnit,
  record: ChangesetRecordRow,
  state: ChangesetRecordRow["state"],
  code: string | null,
) =>
  unit.db.update(changesetRecords).set({ state, code }).where(eq(changesetRecords.id, record.id));

/**
 * Reverts a changeset (docs/api.md#reverting-a-changeset): each record, newest first, goes back
 * to its values before in its own unit of work, unless its version moved past the one the
 * changeset left: then it is a conflict, left as it is. `revertOf` gives each resource's step.
 */
export const revertChangeset = async (
  context: RequestContext,
  id: string,
  revertOf: (resource: string) => RevertStep,
): Promise<RevertAnswer> => {
  const changeset = await claimRevert(context, id);
  const inChangeset: RequestContext = { ...context, changesetId: id };
  const rows = await context.db
    .select()
    .from(changesetRecords)
    .where(and(eq(changesetRecords.changesetId, id), eq(changesetRecords.state, "done")))
    .orderBy(desc(changesetRecords.at), desc(changesetRecords.id));
  const records: RevertAnswer["records"] = [];
  for (const row of rows) {
    try {
      await unitOfWork(inChangeset, async (unit) => {
        await revertOf(row.resource)(unit, row);
        await setRecordState(unit, row, "reverted", null);
      });
      records.push({ _id: row.recordId, state: "reverted" });
    } catch (error) {
      if (!isRefusal(error)) throw error;
      const refusal = refusalOf(error, context);
      const state = refusal.code === "staleVersion" ? "conflict" : "refused";
      await unitOfWork(context, (unit) => setRecordState(unit, row, state, refusal.code));
      records.push({ _id: row.recordId, state, ...refusal });
    }
  }
  const count = (state: string) => records.filter((record) => record.state === state).length;
  const answer = {
    reverted: count("reverted"),
    conflicts: count("conflict"),
    refused: count("refused"),
  };
  await unitOfWork(context, async (unit) => {
    unit.append(
      auditEntry(unit.db, {
        userId: context.user.id,
        action: "update",
        resource: "changeset",
        recordId: id,
        before: { kind: changeset.kind, resource: changeset.resource, revertedAt: null },
        after: {
          kind: changeset.kind,
          resource: changeset.resource,
          revertedAt: changeset.revertedAt,
          ...answer,
        },
        address: context.address,
        changesetId: id,
      }),
    );
  });
  return { ...answer, records };
};
