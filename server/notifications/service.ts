import { and, count, desc, eq, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import { RESOURCE_USERS } from "../../domain/access.ts";
import type { Inbox, Mentionable, Notification } from "../../domain/notifications.schema.ts";
import { NOTIFICATION_EXCERPT_MAX, type NotificationKind } from "../../domain/notifications.ts";
import type { QueueResource } from "../../domain/queue.ts";
import { STAFF_USER_TYPES, USER_TYPE } from "../../domain/userTypes.ts";
import type { Database } from "../db/client.ts";
import type { RequestContext } from "../lists/context.ts";
import { invalidFields, notFound } from "../lists/rules.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { type UnitOfWork, unitOfWork } from "../writes/unitOfWork.ts";
import { notifications } from "./schema.ts";

/** The record a notification calls its person to, as the unit that writes it has read it. */
export interface CalledTo {
  resource: QueueResource;
  id: string;
  number: number | null;
  /** The seller who owns it, who may open it too; null: staff only. */
  sellerId: string | null;
}

/**
 * Who may open the record: staff whose type works with its resource, and its own seller when
 * sellers work with it; never an anonymised account.
 */
const mayOpen = (record: CalledTo): SQL | undefined => {
  const types = RESOURCE_USERS[record.resource];
  const staff = STAFF_USER_TYPES.filter((type) => types.includes(type));
  const seller =
    record.sellerId && types.includes(USER_TYPE.seller)
      ? and(eq(users.id, record.sellerId), eq(users.userType, USER_TYPE.seller))
      : undefined;
  return and(
    isNull(users.anonymisedAt),
    or(staff.length ? inArray(users.userType, staff) : undefined, seller),
  );
};

/** The people a note on the record may mention, by name, the caller left out. */
export const mentionableOn = (
  db: Database,
  record: CalledTo,
  callerId: string,
): Promise<Mentionable[]> =>
  db
    .select({ _id: users.id, fullName: userFullName, type: users.userType })
    .from(users)
    .where(and(mayOpen(record), sql`${users.id} <> ${callerId}`))
    .orderBy(users.firstName, users.lastName);

/** Refuses (400 on `mentions`) a mention of anyone who may not open the record. */
export const checkMentions = async (
  db: Database,
  record: CalledTo,
  mentions: readonly string[],
) => {
  if (mentions.length === 0) return;
  const [row] = await db
    .select({ n: count() })
    .from(users)
    .where(and(mayOpen(record), inArray(users.id, [...mentions])));
  if ((row?.n ?? 0) !== mentions.length) throw invalidFields({ mentions: "mentionCannotOpen" });
};

/**
 * Calls each person to the record in the unit (its lines, written at commit); once committed,
 * their bells ring. The caller is never told of what they did themselves.
 */
export const notify = (
  unit: UnitOfWork,
  record: CalledTo,
  call: { kind: NotificationKind; people: readonly string[]; by: string; note?: string },
) => {
  for (const userId of new Set(call.people)) {
    if (userId === call.by) continue;
    unit.append(
      unit.db.insert(notifications).values({
        userId,
        kind: call.kind,
        resource: record.resource,
        recordId: record.id,
        recordNumber: record.number,
        byUserId: call.by,
        excerpt: call.note?.slice(0, NOTIFICATION_EXCERPT_MAX) ?? null,
      }),
    );
    unit.notified(userId);
  }
};

const unreadOf = (userId: string) =>
  and(eq(notifications.userId, userId), isNull(notifications.readAt));

const countWhere = async (db: Database, where: SQL | undefined) => {
  const [row] = await db.select({ n: count() }).from(notifications).where(where);
  return row?.n ?? 0;
};

export const unreadCount = (context: RequestContext) =>
  countWhere(context.db, unreadOf(context.user.id));

/** The caller's notifications, newest first, with the totals the bell and the inbox show. */
export const inboxOf = async (
  context: RequestContext,
  page: { offset: number; limit: number; unread?: boolean | undefined },
): Promise<Inbox> => {
  const mine = page.unread ? unreadOf(context.user.id) : eq(notifications.userId, context.user.id);
  const rows = await context.db
    .select({ row: notifications, by: { _id: users.id, fullName: userFullName } })
    .from(notifications)
    .leftJoin(users, eq(users.id, notifications.byUserId))
    .where(mine)
    .orderBy(desc(notifications.at), desc(notifications.id))
    .limit(page.limit)
    .offset(page.offset);
  const items: Notification[] = rows.map(({ row, by }) => ({
    _id: row.id,
    kind: row.kind,
    resource: row.resource,
    recordId: row.recordId,
    recordNumber: row.recordNumber,
    by: by?._id ? by : null,
    excerpt: row.excerpt,
    at: row.at.toISOString(),
    readAt: row.readAt?.toISOString() ?? null,
  }));
  return {
    items,
    total: await countWhere(context.db, mine),
    unread: await unreadCount(context),
  };
};

/**
 * Marks one of the caller's notifications read (another person's is not found: 404), or all of
 * them; the caller's other tabs hear of it. Not audited: it changes nothing of the business.
 */
export const markRead = async (context: RequestContext, id?: string) => {
  await unitOfWork(context, async (unit) => {
    const mine = id
      ? and(eq(notifications.id, id), eq(notifications.userId, context.user.id))
      : unreadOf(context.user.id);
    const marked = await unit.db
      .update(notifications)
      .set({ readAt: sql`coalesce(${notifications.readAt}, now())` })
      .where(mine)
      .returning({ id: notifications.id });
    if (id && marked.length === 0) throw notFound();
    unit.notified(context.user.id);
  });
  return unreadCount(context);
};
