import { and, eq, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { Assignment } from "../../domain/queue.schema.ts";
import { canBeAssigned, type QueueResource } from "../../domain/queue.ts";
import { isUserType, STAFF_USER_TYPES } from "../../domain/userTypes.ts";
import { auditTrail } from "../audit/service.ts";
import { addHistoryEntry } from "../history/service.ts";
import { isSeller, type RequestContext } from "../lists/context.ts";
import { invalidFields, notFound } from "../lists/rules.ts";
import { notify } from "../notifications/service.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { QUEUE_TABLES } from "./tables.ts";

/** The singular names the audit log uses for these records. */
const AUDIT_NAMES: Record<QueueResource, string> = {
  orderRequests: "orderRequest",
  orders: "order",
  rentRequests: "rentRequest",
  eventRequests: "eventRequest",
  deletionRequests: "deletionRequest",
};

/** The record in the caller's scope: another seller's is not found (404). */
const readRecord = async (resource: QueueResource, id: string, context: RequestContext) => {
  const t = QUEUE_TABLES[resource];
  const conditions: SQL[] = [eq(t.id, id)];
  if (isSeller(context) && t.sellerId) conditions.push(eq(t.sellerId, context.user.id));
  const [record] = await context.db
    .select({
      number: t.number,
      assigneeId: t.assigneeId,
      sellerId: t.sellerId ?? sql<null>`null`,
      assigneeName: userFullName,
    })
    .from(t.table)
    .leftJoin(users, eq(users.id, t.assigneeId))
    .where(and(...conditions));
  if (!record) throw notFound();
  return record as {
    number: number;
    assigneeId: string | null;
    sellerId: string | null;
    assigneeName: string;
  };
};

const assignmentOf = (record: { assigneeId: string | null; assigneeName: string | null }) => ({
  assignee:
    record.assigneeId && record.assigneeName
      ? { _id: record.assigneeId, fullName: record.assigneeName }
      : null,
});

/** A record's assignee, for its page. */
export const assignmentOfRecord = async (
  resource: QueueResource,
  id: string,
  context: RequestContext,
): Promise<Assignment> => assignmentOf(await readRecord(resource, id, context));

/**
 * Whom the record may go to: a seller only to itself, staff to a staff member who works with the
 * resource (domain/queue.ts canBeAssigned), never to an anonymised account. Else 400.
 */
const checkAssignee = async (
  resource: QueueResource,
  assigneeId: string,
  context: RequestContext,
) => {
  const refused = () => invalidFields({ assigneeId: "invalid" });
  if (isSeller(context) && assigneeId !== context.user.id) throw refused();
  const [person] = await context.db
    .select({ type: users.userType, fullName: userFullName, anonymisedAt: users.anonymisedAt })
    .from(users)
    .where(eq(users.id, assigneeId));
  if (!person || person.anonymisedAt || !isUserType(person.type)) throw refused();
  if (!isSeller(context) && !canBeAssigned(resource, person.type)) throw refused();
  return person.fullName;
};

/**
 * Assigns a record to someone or to nobody (docs/api.md#work-queue), in one unit of work with its
 * history line (who assigned, to whom by name) and its audit entry; once committed, every open
 * queue and the record's page refresh. Assigning to the current assignee changes nothing and
 * writes nothing.
 */
export const assignRecord = async (
  resource: QueueResource,
  id: string,
  context: RequestContext,
  assigneeId: string | null,
): Promise<Assignment> => {
  const t = QUEUE_TABLES[resource];
  const { result } = await unitOfWork(context, async (unit) => {
    const before = await readRecord(resource, id, unit);
    if (before.assigneeId === assigneeId) return assignmentOf(before);
    const name = assigneeId ? await checkAssignee(resource, assigneeId, unit) : null;
    // A new version: open pages of the record read it again, its history with it.
    await unit.db
      .update(t.table)
      .set({ assigneeId, version: sql`${t.version} + 1` } as never)
      .where(eq(t.id, id));
    await addHistoryEntry(unit.db, {
      resource,
      recordId: id,
      kind: "assigned",
      byUserId: context.user.id,
      note: name,
    });
    await auditTrail<{ assigneeId: string | null }>(AUDIT_NAMES[resource])(
      unit.db,
      context,
      "update",
      id,
      { assigneeId: before.assigneeId },
      { assigneeId },
    );
    if (assigneeId) {
      const record = { resource, id, number: before.number, sellerId: before.sellerId };
      notify(unit, record, { kind: "assignment", people: [assigneeId], by: context.user.id });
    }
    unit.changed({ resource, type: "updated", id, sellerId: before.sellerId });
    return assignmentOf({ assigneeId, assigneeName: name });
  });
  return result;
};

/** Every staff member a record can go to, by name, with their type (the SPA filters by resource). */
export const assignableStaff = (context: RequestContext) =>
  context.db
    .select({ _id: users.id, fullName: userFullName, type: users.userType })
    .from(users)
    .where(and(inArray(users.userType, [...STAFF_USER_TYPES]), isNull(users.anonymisedAt)))
    .orderBy(users.firstName, users.lastName);
