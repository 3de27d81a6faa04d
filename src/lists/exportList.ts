import type { CrudFilter, CrudSort } from "@refinedev/core";
import { EXPORT_CONTENT_TYPES, type ExportFormat } from "../../domain/exports";
import { api } from "../providers/api";
import { filterParams, sortParam } from "../providers/dataProvider";

/** What to export: the selected rows (`ids`), or every row the list's filters, search and sort give. */
export type ExportRequest = {
  /** The list's API path, e.g. `/products`: the file comes from `<listPath>/export/<format>`. */
  listPath: string;
  format: ExportFormat;
  filters: CrudFilter[];
  sorters: CrudSort[];
  ids?: readonly string[];
};

// A large export streams for a while: longer than an ordinary call may take.
const EXPORT_TIMEOUT_MS = 120_000;

/** The query of an export: the list's query without offset/limit, or only the chosen ids. */
export const exportParams = ({ filters, sorters, ids }: ExportRequest): Record<string, string> =>
  ids && ids.length > 0
    ? { ...sortParam(sorters), ids: ids.join(",") }
    : { ...filterParams(filters), ...sortParam(sorters) };

/** The file name in a Content-Disposition header (RFC 6266 `filename*` first), if any. */
export const fileNameOf = (disposition: string | undefined): string | null => {
  if (!disposition) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(disposition)?.[1];
  if (extended) return decodeURIComponent(extended.trim().replace(/^"|"$/g, ""));
  return /filename\s*=\s*"?([^";]+)"?/i.exec(disposition)?.[1]?.trim() ?? null;
};

export const save = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; give it a moment before releasing.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * Downloads a list export through the signed-in HTTP client (the token travels in a header,
 * never in a URL: docs/api.md) and saves it under the server's file name.
 */
export async function downloadExport(request: ExportRequest): Promise<void> {
  const file = await api.download(
    `${request.listPath}/export/${request.format}`,
    exportParams(request),
    EXPORT_TIMEOUT_MS,
  );
  const type = file.contentType ?? EXPORT_CONTENT_TYPES[request.format];
  const fallback = `${request.listPath.replace(/^\/+/, "").replaceAll("/", "-")}.${request.format}`;
  save(new Blob([file.bytes], { type }), fileNameOf(file.disposition) ?? fallback);
}
