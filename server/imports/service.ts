import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { ImportMapping, ImportRowResult, ImportState } from "../../domain/imports.schema.ts";
import type { Language } from "../../domain/languages.ts";
import { notFound, type RequestContext } from "../lists/index.ts";
import { createProduct, updateProduct } from "../products/service.ts";
import { unitOfWork } from "../writes/unitOfWork.ts";
import { countsOf, type EvaluatedRow, evaluateRows, publicRow } from "./evaluate.ts";
import { proposeMapping } from "./mapping.ts";
import { readSpreadsheet, spreadsheetKind } from "./parse.ts";
import { type ImportRow, imports } from "./schema.ts";

/** Rows written per transaction: few commits, and progress that moves every batch. */
export const IMPORT_BATCH = 200;

const stateOf = (row: ImportRow): ImportState => ({
  _id: row.id,
  fileName: row.fileName,
  status: row.status,
  headers: row.headers,
  mapping: row.mapping,
  total: row.total,
  done: row.done,
  counts: row.counts,
  changesetId: row.changesetId,
  createdAt: row.createdAt.toISOString(),
});

/** An import is its uploader's alone: anyone else's id answers 404, as if it did not exist. */
const findImport = async (context: RequestContext, id: string) => {
  const [row] = await context.db
    .select()
    .from(imports)
    .where(and(eq(imports.id, id), eq(imports.userId, context.user.id)));
  if (!row) throw notFound();
  return row;
};

export const importStateOf = async (context: RequestContext, id: string) =>
  stateOf(await findImport(context, id));

/** Reads the uploaded file as it streams, keeps its cells and proposes the mapping. */
export const uploadImport = async (
  context: RequestContext,
  file: { stream: Readable; fileName: string },
  translate: (language: Language, key: string) => string,
) => {
  const sheet = await readSpreadsheet(file.stream, spreadsheetKind(file.fileName));
  const { result } = await unitOfWork(context, async (unit) => {
    const [row] = await unit.db
      .insert(imports)
      .values({
        userId: context.user.id,
        resource: "products",
        fileName: file.fileName,
        status: "uploaded",
        headers: sheet.headers,
        cells: sheet.rows,
        mapping: proposeMapping(sheet.headers, translate),
        total: sheet.rows.length,
      })
      .returning();
    if (!row) throw new Error("the import was not stored");
    return row;
  });
  return stateOf(result);
};

const withMapping = (row: ImportRow, mapping: ImportMapping | undefined) =>
  mapping ? mapping.slice(0, row.headers.length) : row.mapping;

export const dryRunImport = async (
  context: RequestContext,
  id: string,
  mapping: ImportMapping | undefined,
) => {
  const row = await findImport(context, id);
  const rows = await evaluateRows(context, row, withMapping(row, mapping));
  return { counts: countsOf(rows), rows: rows.map(publicRow) };
};

const setProgress = (context: RequestContext, id: string, values: Partial<ImportRow>) =>
  unitOfWork(context, (unit) => unit.db.update(imports).set(values).where(eq(imports.id, id)));

const writeRow = (row: EvaluatedRow, context: RequestContext) => {
  if (!row.values) return Promise.resolve();
  return row.outcome === "create"
    ? createProduct(row.values, context)
    : updateProduct({ id: row.productId ?? "", version: row.version ?? 0 }, row.values, context);
};

/** A failed write's message by column: a rule's fields, or the refusal itself. */
const refusalOf = (error: unknown, context: RequestContext): Record<string, string> => {
  const problem = error as { fields?: Record<string, string>; key?: string };
  if (problem.fields) {
    return Object.fromEntries(
      Object.entries(problem.fields).map(([field, key]) => [field, context.t(`validation:${key}`)]),
    );
  }
  if (problem.key) return { errors: context.t(problem.key) };
  throw error;
};

/**
 * A batch is one unit of work through the product's own write path (server/products/service.ts),
 * so audit, live and version rules hold per row. When one row is refused there (its product
 * changed since the dry run), the batch is written again row by row and only that row is refused.
 */
const writeBatch = async (batch: EvaluatedRow[], context: RequestContext) => {
  try {
    await unitOfWork(context, async (unit) => {
      for (const row of batch) await writeRow(row, unit);
    });
    return [];
  } catch {
    const refused: EvaluatedRow[] = [];
    for (const row of batch) {
      try {
        await writeRow(row, context);
      } catch (error) {
        refused.push({ ...row, outcome: "error", errors: refusalOf(error, context) });
      }
    }
    return refused;
  }
};

const running = new Set<Promise<void>>();

/** Resolves once every apply this process runs has finished: the server waits for them on close. */
export const appliesSettled = () => Promise.allSettled([...running]);

const applyRows = async (context: RequestContext, row: ImportRow, mapping: ImportMapping) => {
  const rows = await evaluateRows(context, row, mapping);
  const refused: ImportRowResult[] = rows.filter((each) => each.outcome === "error").map(publicRow);
  let done = 0;
  const written = rows.filter((each) => each.outcome === "create" || each.outcome === "update");
  for (let start = 0; start < written.length; start += IMPORT_BATCH) {
    const batch = written.slice(start, start + IMPORT_BATCH);
    refused.push(...(await writeBatch(batch, context)).map(publicRow));
    done = Math.min(rows.length, start + batch.length);
    await setProgress(context, row.id, { done });
  }
  const outcomes = new Map(refused.map((each) => [each.row, each]));
  const final = rows.map((each) => outcomes.get(each.row) ?? each);
  await setProgress(context, row.id, {
    status: "applied",
    done: rows.length,
    counts: countsOf(final),
    refused: refused.sort((left, right) => left.row - right.row),
  });
};

/**
 * Starts writing the valid rows (docs/imports.md#apply) and answers at once: progress is read by
 * id (`GET /imports/:id`), from any instance, so a reload finds it again.
 */
export const applyImport = async (
  context: RequestContext,
  id: string,
  mapping: ImportMapping | undefined,
) => {
  const row = await findImport(context, id);
  if (row.status !== "uploaded") return stateOf(row);
  const chosen = withMapping(row, mapping);
  await setProgress(context, id, { status: "applying", mapping: chosen, done: 0 });
  const work = applyRows(context, row, chosen).catch((error: unknown) => {
    console.error("import apply failed", error);
    return setProgress(context, id, { status: "failed" }).then(() => undefined);
  });
  running.add(work);
  void work.finally(() => running.delete(work));
  return stateOf({ ...row, status: "applying", mapping: chosen, done: 0 });
};

/** The rows the apply skipped (or, before it, the dry run's errors) with an `errors` column. */
export const errorsWorkbook = async (context: RequestContext, id: string) => {
  const row = await findImport(context, id);
  const refused =
    row.refused ??
    (await evaluateRows(context, row, row.mapping)).filter((each) => each.outcome === "error");
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(context.t("imports:errorsSheet"));
  sheet.addRow([...row.headers, context.t("imports:errorsColumn")]);
  for (const each of refused) {
    const cells = row.cells[each.row - 1] ?? [];
    const said = Object.entries(each.errors).map(([column, message]) => `${column}: ${message}`);
    sheet.addRow([...row.headers.map((_, n) => cells[n] ?? null), said.join("; ")]);
  }
  const fileName = `${row.fileName.replace(/\.(csv|xlsx)$/i, "")}-errors.xlsx`;
  return { fileName, bytes: Buffer.from(await workbook.xlsx.writeBuffer()) };
};
