import { z } from "zod";
import { LIST_LIMIT_DEFAULT, LIST_LIMIT_MAX } from "./api.ts";
import { queryText } from "./fields.schema.ts";

/** Response and error envelope shared by every /admin/api route (docs/api.md). */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ message: z.string(), data });

export const listEnvelope = <T extends z.ZodType>(item: T) =>
  successEnvelope(z.object({ items: z.array(item), total: z.number().int().nonnegative() }));

export const errorBody = z.object({
  code: z.string().meta({
    description:
      "Stable and language-free, for programs to act on (e.g. `tokenExpired`); `message` is for people.",
  }),
  message: z.string(),
  errors: z.record(z.string(), z.string()).optional(),
  /** `outOfStock`: the pieces that could still be ordered (docs/stock.md). */
  available: z.number().int().nonnegative().optional(),
  /**
   * `bookingHeld`: the request whose offer holds the dates or seats, and until when
   * (docs/statuses.md#offer-holds).
   */
  holder: z
    .object({ _id: z.string(), number: z.number().int(), validUntil: z.iso.date() })
    .optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;

/** The list query every list route accepts, before its own filters. */
export const listQuery = z.object({
  offset: z.coerce.number().int().min(0).default(0),
  limit: z.coerce.number().int().min(1).max(LIST_LIMIT_MAX).default(LIST_LIMIT_DEFAULT),
  sort: z
    .string()
    .regex(/^-?[A-Za-z][A-Za-z0-9_]*$/)
    .optional(),
  q: queryText(200).optional(),
});
export type ListQuery = z.infer<typeof listQuery>;
