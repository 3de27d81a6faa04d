import { eq } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { RecordWork, StatusMove, WorkedItem } from "../writes/recordWork.ts";
import type { BulkStep, RecordUnit, RevertStep } from "./service.ts";

/** What a bulk move body says of each record: the version it was read at, one reason for all. */
export interface MoveSelection {
  versions?: Record<string, number>;
  reason: string | null;
}

type AssignedTable = { id: PgColumn; assigneeId?: PgColumn };

/** Who the record is assigned to, as its row says: taking it in charge changes that too. */
const assigneeOf = async (unit: RecordUnit, table: AssignedTable, id: string) => {
  if (!table.assigneeId) return null;
  const column = table.assigneeId;
  const rows: { assigneeId: unknown }[] = await unit.db
    .select({ assigneeId: column })
    .from(column.table)
    .where(eq(table.id, id));
  return (rows[0]?.assigneeId as string | null | undefined) ?? null;
};

/**
 * A worked record's bulk move and its revert (docs/api.md#changesets): the move is the single
 * move's own (`work.move`: the machine's rules, the reason, the version check, the seller's
 * scope, history, mail); its revert is `work.moveBack` to the status and assignee it had.
 */
export const workedRecordChanges = <
  Item extends WorkedItem,
  Move extends StatusMove<Item["status"]>,
>(
  work: RecordWork<Item, Move>,
) => {
  const { table, list } = work.definition;
  const step =
    (to: Item["status"], selection: MoveSelection): BulkStep =>
    async (unit, id) => {
      const before = await list.find(id, unit);
      const version = selection.versions?.[id] ?? before.version;
      const assigneeBefore = await assigneeOf(unit, table, id);
      const move = { version, status: to, note: selection.reason } as Move;
      const { after } = await work.move(id, unit, move);
      return {
        recordId: id,
        versionBefore: before.version,
        versionAfter: after.version,
        before: { status: before.status, assigneeId: assigneeBefore },
        after: { status: after.status, assigneeId: await assigneeOf(unit, table, id) },
      };
    };
  const revert: RevertStep = async (unit, record) => {
    await work.moveBack(record.recordId, unit, {
      version: record.versionAfter,
      status: record.before.status as Item["status"],
      note: null,
      assigneeId: record.before.assigneeId ?? null,
    });
  };
  return { step, revert };
};
