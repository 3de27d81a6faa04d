import { z } from "zod";

/**
 * Spreadsheet import of products (docs/imports.md): the fields a column can fill, what a dry run
 * answers per row, and an import's progress. Both the server and the SPA's mapping step read them.
 */

/** The fields a column can be mapped to; `number` names an existing product (an update). */
export const IMPORT_FIELDS = [
  "number",
  "nameEn",
  "nameIt",
  "descriptionEn",
  "descriptionIt",
  "category",
  "subcategory",
  "price",
  "quantity",
  "lowStockThreshold",
  "materials",
  "colour",
  "size",
  "images",
  "properties",
] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** The file's limits (docs/imports.md#limits). */
export const IMPORT_LIMITS = { rows: 10_000, bytes: 10 * 1024 * 1024 } as const;

/** Per column of the file, in its order: the field it fills, or null when it is left out. */
export const importMapping = z.array(z.enum(IMPORT_FIELDS).nullable()).max(200);
export type ImportMapping = z.infer<typeof importMapping>;

export const IMPORT_ROW_OUTCOMES = ["create", "update", "unchanged", "error"] as const;
export type ImportRowOutcome = (typeof IMPORT_ROW_OUTCOMES)[number];

/** One row of the dry run; `row` counts from 1 at the first row under the headers. */
export const importRowResult = z.object({
  row: z.number().int(),
  outcome: z.enum(IMPORT_ROW_OUTCOMES),
  /** The product an update or an unchanged row names. */
  productId: z.string().nullable(),
  /** An update's changed fields (the product's field names). */
  changes: z.array(z.string()),
  /** By column header: the message in the caller's language. */
  errors: z.record(z.string(), z.string()),
});
export type ImportRowResult = z.infer<typeof importRowResult>;

export const importCounts = z.object({
  create: z.number().int(),
  update: z.number().int(),
  unchanged: z.number().int(),
  error: z.number().int(),
});
export type ImportCounts = z.infer<typeof importCounts>;

export const IMPORT_STATUSES = ["uploaded", "applying", "applied", "failed"] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

/** An import as the API answers it: the file, its mapping and where applying it stands. */
export const importState = z.object({
  _id: z.string(),
  fileName: z.string(),
  status: z.enum(IMPORT_STATUSES),
  headers: z.array(z.string()),
  mapping: importMapping,
  /** Rows under the headers. */
  total: z.number().int(),
  /** Rows applied so far (written, unchanged or skipped). */
  done: z.number().int(),
  /** Set once applied: what the rows came to. */
  counts: importCounts.nullable(),
  /** The changeset the apply wrote, for its Undo. */
  changesetId: z.string().nullable(),
  createdAt: z.string(),
});
export type ImportState = z.infer<typeof importState>;

export const dryRunAnswer = z.object({
  counts: importCounts,
  rows: z.array(importRowResult),
});
export type DryRunAnswer = z.infer<typeof dryRunAnswer>;
