import { z } from "zod";
import { BULK_IDS_MAX, CHANGESET_RECORD_STATES } from "./changesets.ts";
import {
  calendarDay,
  optionalText,
  ownerSummary,
  recordId,
  recordVersion,
} from "./fields.schema.ts";
import { ORDER_REQUEST_STATUSES, ORDER_STATUSES } from "./orders.ts";

/**
 * What every bulk body carries (docs/api.md#changesets): the selected ids, the version each was
 * read at where the list had it (a record whose version moved since is refused `staleVersion`),
 * and the reason: one for all, where the move requires one or a stock adjustment records it.
 */
const selection = {
  ids: z
    .array(recordId("invalid"), { error: "invalid" })
    .min(1, { error: "invalid" })
    .max(BULK_IDS_MAX, { error: "tooMany" })
    .refine((ids) => new Set(ids).size === ids.length, { error: "invalid" }),
  versions: z.record(z.uuid(), recordVersion).optional(),
  reason: optionalText(500),
};

export const orderRequestBulkInput = z.object({
  action: z.literal("move"),
  value: z.enum(ORDER_REQUEST_STATUSES, { error: "invalid" }),
  ...selection,
});

export const orderBulkInput = z.object({
  action: z.literal("move"),
  value: z.enum(ORDER_STATUSES, { error: "invalid" }),
  ...selection,
});

export const rentWorkBulkInput = z.object({
  action: z.enum(["takeInCharge", "decline"], { error: "invalid" }),
  ...selection,
});

/** A price change by percent: −99 % to +1000 %, at most two decimals, rounded to the cent. */
const percentChange = z
  .number({ error: "required" })
  .min(-99, { error: "invalid" })
  .max(1000, { error: "tooLarge" })
  .refine((value) => value !== 0, { error: "invalid" });

/** A change in cents or pieces, either way, never zero. */
const signedChange = z
  .number({ error: "required" })
  .int({ error: "onlyNumber" })
  .min(-100_000_000_00, { error: "invalid" })
  .max(100_000_000_00, { error: "tooLarge" })
  .refine((value) => value !== 0, { error: "invalid" });

export const productBulkInput = z.discriminatedUnion(
  "action",
  [
    z.object({
      action: z.literal("category"),
      value: z.object({
        categoryId: recordId("categoryRequired"),
        subcategoryId: recordId("subcategoryRequired"),
      }),
      ...selection,
    }),
    z.object({ action: z.literal("priceByPercent"), value: percentChange, ...selection }),
    z.object({ action: z.literal("priceByAmount"), value: signedChange, ...selection }),
    z.object({ action: z.literal("adjustStock"), value: signedChange, ...selection }),
  ],
  { error: "invalid" },
);

export const couponBulkInput = z.object({
  action: z.literal("expiry"),
  value: calendarDay("expiryRequired"),
  ...selection,
});

/** One selected record in a bulk answer: done, or refused with the code and words of its 4xx. */
export const bulkRecordResult = z.object({
  _id: z.string(),
  state: z.enum(["done", "refused"]),
  /** The record's version once done: the one a later edit sends back. */
  version: z.number().int().optional(),
  code: z.string().optional(),
  message: z.string().optional(),
});

export const bulkAnswer = z.object({
  /** Null when no record was done: nothing was written, so there is nothing to revert. */
  changesetId: z.string().nullable(),
  done: z.number().int(),
  refused: z.number().int(),
  records: z.array(bulkRecordResult),
});
export type BulkAnswer = z.infer<typeof bulkAnswer>;

export const changesetRecord = z.object({
  resource: z.string(),
  recordId: z.string(),
  /** The record's version before the changeset and the one the changeset left it at. */
  versionBefore: z.number().int(),
  versionAfter: z.number().int(),
  /** The values the changeset changed, before and after it. */
  before: z.record(z.string(), z.unknown()),
  after: z.record(z.string(), z.unknown()),
  state: z.enum(CHANGESET_RECORD_STATES),
  /** Why the revert left the record as it was (`staleVersion` for a conflict). */
  code: z.string().nullable(),
});

export const changeset = z.object({
  _id: z.string(),
  kind: z.string(),
  resource: z.string(),
  fileName: z.string().nullable(),
  user: ownerSummary.nullable(),
  at: z.iso.datetime(),
  counts: z.record(z.string(), z.number().int()),
  revertedAt: z.iso.datetime().nullable(),
  /** Whether a revert is still allowed: not reverted yet, and made less than 24 hours ago. */
  revertible: z.boolean(),
  records: z.array(changesetRecord),
});
export type Changeset = z.infer<typeof changeset>;

export const revertAnswer = z.object({
  reverted: z.number().int(),
  conflicts: z.number().int(),
  refused: z.number().int(),
  records: z.array(
    z.object({
      _id: z.string(),
      state: z.enum(["reverted", "conflict", "refused"]),
      code: z.string().optional(),
      message: z.string().optional(),
    }),
  ),
});
export type RevertAnswer = z.infer<typeof revertAnswer>;
