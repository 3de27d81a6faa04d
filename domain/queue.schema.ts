import { z } from "zod";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from "./api.ts";
import { ownerSummary } from "./fields.schema.ts";
import { QUEUE_RESOURCES } from "./queue.ts";

/**
 * The queue's sort: by how long each record has waited, the oldest first unless `-waitingSince`;
 * the requests paid without stock come before all, either way.
 */
export const QUEUE_SORTS = ["waitingSince", "-waitingSince"] as const;

/** `assignee=me`: my work; `assignee=none`: nobody's yet. */
export const QUEUE_ASSIGNEE_FILTERS = ["me", "none"] as const;

/** `GET /queue`: a list's paging, its one sort and the assignee filter. */
export const queueQuery = z.object({
  offset: z.coerce.number({ error: "invalid" }).int().min(0, { error: "invalid" }).default(0),
  limit: z.coerce
    .number({ error: "invalid" })
    .int()
    .min(1, { error: "invalid" })
    .max(LIST_LIMIT_MAX, { error: "invalid" })
    .default(LIST_LIMIT_DEFAULT),
  sort: z.enum(QUEUE_SORTS, { error: "invalid" }).default("waitingSince"),
  assignee: z.enum(QUEUE_ASSIGNEE_FILTERS, { error: "invalid" }).optional(),
});
export type QueueQuery = z.input<typeof queueQuery>;

export const queueResource = z.enum(QUEUE_RESOURCES, { error: "invalid" });

/** One waiting record: what it is, whose, since when, whose work it is, and what comes next. */
export const queueItem = z.object({
  /** `<resource>:<record id>`: one key across the resources. */
  _id: z.string(),
  resource: queueResource,
  recordId: z.string(),
  number: z.number().int(),
  status: z.string(),
  customerName: z.string(),
  assignee: ownerSummary.nullable(),
  /** When it entered its status (its last move), or arrived. */
  waitingSince: z.iso.datetime(),
  /** Past its status's limit (domain/queue.ts WAITING). */
  late: z.boolean(),
  limit: z.union([z.object({ workingHours: z.number() }), z.object({ days: z.number() })]),
  /** The statuses it can move to next, sending a quote or an offer included. */
  nextActions: z.array(z.string()),
  /** An order request paid without stock: first in the queue, for staff to resolve. */
  paidWithoutStock: z.boolean(),
});
export type QueueItem = z.infer<typeof queueItem>;

/** `PUT /queue/:resource/:id/assignee`: someone, or nobody. */
export const assigneeInput = z.object({
  assigneeId: z.uuid({ error: "invalid" }).nullable(),
});
export type AssigneeInput = z.input<typeof assigneeInput>;

export const assignment = z.object({ assignee: ownerSummary.nullable() });
export type Assignment = z.infer<typeof assignment>;

/** `GET /queue/assignees`: the staff a record can be assigned to, with their user type. */
export const assignable = ownerSummary.extend({ type: z.number().int() });
export type Assignable = z.infer<typeof assignable>;
