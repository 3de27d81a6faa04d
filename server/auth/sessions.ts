import DataLoader from "dataloader";
import { and, eq, gt, inArray, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { sessions, users } from "../users/schema.ts";

export const createSession = async (
  db: Database,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<void> => {
  await db.insert(sessions).values(session);
};

export type ActiveSession = Awaited<ReturnType<typeof selectActiveSessions>>[number];

/** What a request's guard needs of active sessions (neither revoked nor expired): their users. */
const selectActiveSessions = (db: Database, sessionIds: readonly string[]) =>
  db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      userType: users.userType,
      stripeAccountId: users.stripeAccountId,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        inArray(sessions.id, [...new Set(sessionIds)]),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, new Date()),
      ),
    );

/**
 * Finds active sessions a batch at a time: the lookups asked while the event loop handles one
 * round of sockets go out as one statement right after that round (setImmediate), so fifty
 * requests arriving together cost one round trip to the database, not fifty (issue 13: on two
 * cores each round trip's wake-ups were a third of a list request's time). A lookup is only ever
 * sent after it was asked, so it sees every write committed before its request arrived.
 */
export const activeSessionFinder = (db: Database) => {
  const batches = new DataLoader<string, ActiveSession | undefined>(
    async (sessionIds) => {
      const found = new Map(
        (await selectActiveSessions(db, sessionIds)).map((row) => [row.sessionId, row]),
      );
      return sessionIds.map((id) => found.get(id));
    },
    { cache: false, maxBatchSize: 200, batchScheduleFn: (send) => setImmediate(send) },
  );
  return (sessionId: string) => batches.load(sessionId);
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
