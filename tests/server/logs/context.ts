import { and, desc, eq } from "drizzle-orm";
import { auditEntries } from "../../../server/audit/schema.ts";
import type { TestServer } from "../harness.ts";

/** The newest entries of one action straight from the table (what was stored, not what is shown). */
export const storedEntries = (server: TestServer, action: string, recordId?: string) =>
  server.app.db
    .select()
    .from(auditEntries)
    .where(
      and(
        eq(auditEntries.action, action),
        recordId === undefined ? undefined : eq(auditEntries.recordId, recordId),
      ),
    )
    .orderBy(desc(auditEntries.at));
