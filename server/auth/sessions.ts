import { and, eq, gt, isNull, ne } from "drizzle-orm";
import type { Database } from "../db/client.ts";
import { type Session, sessions, type User, users } from "../users/schema.ts";

export const createSession = async (
  db: Database,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<void> => {
  await db.insert(sessions).values(session);
};

/** The session and its user, only while the session is neither revoked nor expired. */
export const findActiveSession = async (
  db: Database,
  sessionId: string,
): Promise<{ session: Session; user: User } | undefined> => {
  const [row] = await db
    .select({ session: sessions, user: users })
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
