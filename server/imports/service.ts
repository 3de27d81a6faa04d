import type { Readable } from "node:stream";
import { and, eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { ImportMapping, ImportRowResult, ImportState } from "../../domain/imports.schema.ts";
import type { Language } from "../../domain/languages.ts";
import {
  type ChangedRecord,
  closeChangeset,
  openChangeset,
  type RecordUnit,
  recordInChangeset,
} from "../changesets/service.ts";
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

const START = { kind: "import", resource: "products" } as const;

/**
 * One row through the product's own write, and its line of the changeset in the same unit. A
 * created product is kept with version 0 before: its revert removes it.
 */
const writeRow = async (row: EvaluatedRow, unit: RecordUnit, changesetId: string) => {
  if (!row.values) throw new Error(`row ${row.row} has no values to write`);
  const changed: ChangedRecord =
    row.outcome === "create"
      ? await createProduct(row.values, unit).then((after) => ({
          recordId: after._id,
          versionBefore: 0,
          versionAfter: after.version,
          before: {},
          after: { number: after.number },
        }))
      : await updateProduct(
          { id: row.productId ?? "", version: row.version ?? 0 },
          row.values,
          unit,
        ).then((after) => ({
          recordId: after._id,
          versionBefore: row.version ?? 0,
          versionAfter: after.version,
          before: row.before ?? {},
          after: Object.fromEntries(
            Object.keys(row.before ?? {}).map((field) => [
              field,
              (row.values as Record<string, unknown>)[field],
            ]),
          ),
        }));
  recordInChangeset(unit, changesetId, START.resource, changed);
  return changed.recordId;
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
const writeBatch = async (batch: EvaluatedRow[], context: RequestContext, changesetId: string) => {
  const written: string[] = [];
  const refused: EvaluatedRow[] = [];
  try {
    const { result } = await unitOfWork(context, async (unit) => {
      const ids: string[] = [];
      for (const row of batch) ids.push(await writeRow(row, unit, changesetId));
      return ids;
    });
    written.push(...result);
  } catch {
    for (const row of batch) {
      try {
        const { result } = await unitOfWork(context, (unit) => writeRow(row, unit, changesetId));
        written.push(result);
      } catch (error) {
        refused.push({ ...row, outcome: "error", errors: refusalOf(error, context) });
      }
    }
  }
  return { written, refused };
};

const running = new Set<Promise<void>>();

/** Resolves once every apply this process runs has finished: the server waits for them on close. */
export const appliesSettled = () => Promise.allSettled([...running]);

/** The rows of an apply, written as one changeset (docs/api.md#changesets). */
const applyRows = async (context: RequestContext, row: ImportRow, mapping: ImportMapping) => {
  const rows = await evaluateRows(context, row, mapping);
  const refused: ImportRowResult[] = rows.filter((each) => each.outcome === "error").map(publicRow);
  const start = { ...START, fileName: row.fileName };
  const changesetId = await openChangeset(context, start);
  const inChangeset: RequestContext = { ...context, changesetId };
  const recordIds: string[] = [];
  const toWrite = rows.filter((each) => each.outcome === "create" || each.outcome === "update");
  try {
    for (let first = 0; first < toWrite.length; first += IMPORT_BATCH) {
      const batch = toWrite.slice(first, first + IMPORT_BATCH);
      const { written, refused: refusedNow } = await writeBatch(batch, inChangeset, changesetId);
      recordIds.push(...written);
      refused.push(...refusedNow.map(publicRow));
      const skipped = rows.length - toWrite.length;
      await setProgress(context, row.id, { done: skipped + first + batch.length });
    }
  } finally {
    const outcomes = new Map(refused.map((each) => [each.row, each]));
    const counts = countsOf(rows.map((each) => outcomes.get(each.row) ?? each));
    await closeChangeset(context, changesetId, start, counts, recordIds);
    await setProgress(context, row.id, {
      status: "applied",
      done: rows.length,
      counts,
      refused: refused.sort((left, right) => left.row - right.row),
      changesetId: recordIds.length ? changesetId : null,
    });
  }
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
