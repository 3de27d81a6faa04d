import { and, eq, gt, isNull, ne, sql } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { listVersions } from "../lists/schema.ts";
import { sessions, users } from "../users/schema.ts";

export const createSession = async (
  db: Database,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<void> => {
  await db.insert(sessions).values(session);
};

/**
 * What a request's guard needs of an active session (neither revoked nor expired): its user, and
 * the lists' versions at this moment (server/lists/versionedResults.ts). Read in the same
 * statement, so a list page served from what is kept costs the request one round trip to the
 * database, not two (issue 13).
 */
export const findActiveSession = async (db: Database, sessionId: string) => {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userType: users.userType,
      stripeAccountId: users.stripeAccountId,
      listVersions: sql<
        Record<string, number>
      >`(select coalesce(json_object_agg(${listVersions.name}, ${listVersions.version}), '{}') from ${listVersions})`,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sessionId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    )
    .limit(1);
  return row;
};

export const revokeSession = async (db: Database, sessionId: string): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
};

/**
 * Signs the user out everywhere after a password change, except the session that made the
 * change (if any): whoever knew the old password loses access, the person changing it does not.
 */
export const revokeUserSessions = async (
  db: Database,
  userId: string,
  options: { except?: string } = {},
): Promise<void> => {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        ...(options.except ? [ne(sessions.id, options.except)] : []),
      ),
    );
};
