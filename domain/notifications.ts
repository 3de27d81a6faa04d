/** Notifications as plain values (docs/api.md#notifications); the zod schemas: notifications.schema.ts. */

/** What calls a person in: an internal note that mentions them, a record assigned to them. */
export const NOTIFICATION_KINDS = ["mention", "assignment"] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** People one note may mention: more is a broadcast, which is not what a mention is for. */
export const MENTIONS_MAX = 10;

/** The characters of a note a mention's notification quotes. */
export const NOTIFICATION_EXCERPT_MAX = 200;

/** The inbox's page: the newest first, this many at a time. */
export const INBOX_PAGE_SIZE = 20;
