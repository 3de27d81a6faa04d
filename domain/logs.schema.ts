import { z } from "zod";
import { AUDIT_ACTIONS } from "./logs.ts";

/** One field of a logged record, before and after (null when the record did not exist). */
export const fieldChange = z.object({
  field: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  changed: z.boolean(),
});
export type FieldChange = z.infer<typeof fieldChange>;

/** An entry of the logs screen (docs/api.md#logs): secrets were left out when it was recorded. */
export const logEntry = z.object({
  _id: z.string(),
  at: z.iso.datetime(),
  action: z.enum(AUDIT_ACTIONS),
  resource: z.string(),
  recordId: z.string().nullable(),
  /** The client's address; null for the demo seed. */
  address: z.string().nullable(),
  /** Who did it; null for public intake calls, the seed, failed sign-ins and deleted accounts. */
  user: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }).nullable(),
  /** The changeset the change was part of (docs/api.md#changesets), if any. */
  changesetId: z.string().nullable(),
  /** Every field of the record before and after, changed ones marked, in the record's order. */
  changes: z.array(fieldChange),
});
export type LogEntry = z.infer<typeof logEntry>;
