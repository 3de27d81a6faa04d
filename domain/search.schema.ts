import { z } from "zod";
import { queryText } from "./fields.schema.ts";

/**
 * GET /search?q=…: what Cmd-K finds by name, email or number. Each hit names its kind; the SPA
 * knows which page shows that kind. Sellers only find their own records (and the customers of
 * them); users only administrators; events only staff.
 */
export const SEARCH_KINDS = [
  "user",
  "shop",
  "product",
  "event",
  "order",
  "orderRequest",
  "rentModel",
  "customer",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

export const searchQuery = z.object({
  q: queryText(100).min(2),
  /** Hits per kind. */
  limit: z.coerce.number().int().min(1).max(20).default(5),
});

export const searchHit = z.object({
  kind: z.enum(SEARCH_KINDS),
  id: z.string(),
  /** What the palette shows: a name, or "Order #1042". */
  title: z.string(),
  /** A second line: an email, a customer, a price. */
  subtitle: z.string().nullable(),
});
export type SearchHit = z.infer<typeof searchHit>;

export const searchResult = z.object({ items: z.array(searchHit) });
