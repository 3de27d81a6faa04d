import { z } from "zod";
import { ownerSummary, queryText, requiredText, timestamps, versioned } from "./fields.schema.ts";
import { VIEW_RESOURCES, VIEW_VISIBILITIES, viewQueryOf } from "./views.ts";

/** A view's name, shown on its tab and in the command palette. */
export const VIEW_NAME_MAX = 60;
/** The list's query string a view keeps: filters, sort and page size (Refine's own URL). */
const VIEW_QUERY_MAX = 2000;
const VIEW_HIDDEN_COLUMNS_MAX = 50;

export const viewResource = z.enum(VIEW_RESOURCES, { error: "invalid" });

export const viewInput = z.object({
  name: requiredText("viewNameRequired", VIEW_NAME_MAX),
  resource: viewResource,
  /** The list's address after `?` (filters, sort, page size), without the page. */
  query: queryText(VIEW_QUERY_MAX).default("").transform(viewQueryOf),
  /** The columns the view hides (the list's column keys). */
  hiddenColumns: z
    .array(z.string({ error: "invalid" }).min(1).max(60, { error: "tooLong" }), {
      error: "invalid",
    })
    .max(VIEW_HIDDEN_COLUMNS_MAX, { error: "tooLong" })
    .default([]),
  visibility: z.enum(VIEW_VISIBILITIES, { error: "invalid" }),
});
export type ViewInput = z.input<typeof viewInput>;

export const view = z.object({
  _id: z.string(),
  name: z.string(),
  resource: viewResource,
  query: z.string(),
  hiddenColumns: z.array(z.string()),
  visibility: z.enum(VIEW_VISIBILITIES),
  owner: ownerSummary,
  /** Whether the caller may change it (its owner) and delete it (its owner, or an administrator for a shared one). */
  editable: z.boolean(),
  deletable: z.boolean(),
  ...timestamps,
  ...versioned,
});
export type View = z.infer<typeof view>;

/** GET /views: the caller's own views and those shared with its type, of one list or of all. */
export const viewsQuery = z.object({ resource: viewResource.optional() });
