/**
 * List exports (docs/api.md, docs/data.md#pages-of-the-original-template): GET <list path>/export/<format> with the list's filters
 * as query (no offset/limit), or `ids=a,b` for the selected rows. The server streams the file; the
 * SPA downloads it through an authenticated request (never a token in a URL).
 */
export const EXPORT_FORMATS = ["csv", "xlsx"] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export const EXPORT_CONTENT_TYPES: Readonly<Record<ExportFormat, string>> = {
  csv: "text/csv; charset=utf-8",
  xlsx: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
