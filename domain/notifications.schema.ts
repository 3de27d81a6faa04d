import { z } from "zod";
import { ownerSummary } from "./fields.schema.ts";
import { INBOX_PAGE_SIZE, NOTIFICATION_KINDS } from "./notifications.ts";
import { QUEUE_RESOURCES } from "./queue.ts";

/** One notification of the caller's inbox, with the record it calls them to. */
export const notification = z.object({
  _id: z.string(),
  kind: z.enum(NOTIFICATION_KINDS),
  /** The record's Refine resource and id: the inbox links to its page. */
  resource: z.enum(QUEUE_RESOURCES),
  recordId: z.string(),
  recordNumber: z.number().int().nullable(),
  /** Who mentioned or assigned; null once their account is gone. */
  by: ownerSummary.nullable(),
  /** The note's beginning, for a mention. */
  excerpt: z.string().nullable(),
  at: z.iso.datetime(),
  readAt: z.iso.datetime().nullable(),
});
export type Notification = z.infer<typeof notification>;

export const inboxQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(INBOX_PAGE_SIZE),
  /** Only the unread ones. */
  unread: z
    .enum(["true", "false"], { error: "invalid" })
    .transform((value) => value === "true")
    .optional(),
});

export const inbox = z.object({
  items: z.array(notification),
  total: z.number().int(),
  unread: z.number().int(),
});
export type Inbox = z.infer<typeof inbox>;

export const unreadCount = z.object({ unread: z.number().int() });

/** Someone a note on a record may mention: a back-office user who may open it. */
export const mentionable = ownerSummary.extend({ type: z.number().int() });
export type Mentionable = z.infer<typeof mentionable>;
