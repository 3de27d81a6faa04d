import type { ImportField, ImportMapping, ImportRowResult } from "../../domain/imports.schema.ts";
import { type Product, productInput } from "../../domain/products.schema.ts";
import type { RequestContext } from "../lists/index.ts";
import type { ProductValues } from "../products/service.ts";
import { type Catalogue, inputOf, loadCatalogue } from "./catalogue.ts";
import { centsOf, integerOf, listOf, storedNameOf, textOf } from "./cells.ts";
import type { Cell } from "./parse.ts";

/** The stock reason an import's change of on hand is recorded with (docs/stock.md). */
export const IMPORT_STOCK_REASON = "import";

/** A row as the apply writes it: the dry run's answer plus the values it validated. */
export interface EvaluatedRow extends ImportRowResult {
  values?: ProductValues;
  version?: number;
  /** An update's changed fields as they were: what the changeset keeps to revert to. */
  before?: Record<string, unknown>;
}

/** The form field a schema issue names → the import field whose column it came from. */
const FIELD_OF_INPUT: Record<string, ImportField> = {
  categoryId: "category",
  subcategoryId: "subcategory",
  priceCents: "price",
  propertyIds: "properties",
};
const COMPARED = [
  "nameEn",
  "nameIt",
  "descriptionEn",
  "descriptionIt",
  "categoryId",
  "subcategoryId",
  "priceCents",
  "quantity",
  "lowStockThreshold",
  "materials",
  "colour",
  "size",
  "images",
  "propertyIds",
] as const;

const same = (left: unknown, right: unknown) => JSON.stringify(left) === JSON.stringify(right);

interface RowContext {
  catalogue: Catalogue;
  mapping: ImportMapping;
  headers: string[];
  context: RequestContext;
  seen: Set<number>;
}

/** One row: its values read from the mapped cells over the product it names, then checked. */
const evaluateRow = async (cells: Cell[], row: number, rc: RowContext): Promise<EvaluatedRow> => {
  const { catalogue, mapping, headers, context } = rc;
  const columnOf = (field: ImportField) => mapping.indexOf(field);
  const cellOf = (field: ImportField) => {
    const column = columnOf(field);
    return column < 0 ? undefined : (cells[column] ?? null);
  };
  const errors: Record<string, string> = {};
  const fail = (field: ImportField, key: string) => {
    const column = columnOf(field);
    const label = column < 0 ? context.t(`imports:fields.${field}`) : (headers[column] ?? field);
    errors[label] ??= context.t(`validation:${key}`);
  };
  let existing: Product | undefined;
  const numberCell = cellOf("number");
  if (numberCell !== undefined && textOf(numberCell) !== null) {
    const number = Number(String(numberCell).replace(/^P-/i, ""));
    const found = Number.isInteger(number) ? catalogue.product(number) : undefined;
    if (!found || found === "foreign") fail("number", "importProductNotFound");
    else if (rc.seen.has(number)) fail("number", "importDuplicateRow");
    else {
      existing = found;
      rc.seen.add(number);
    }
  }
  const values: Record<string, unknown> = existing
    ? inputOf(existing)
    : { images: [], propertyIds: [], video: null };
  for (const field of ["nameEn", "nameIt", "descriptionEn", "descriptionIt"] as const) {
    const cell = cellOf(field);
    if (cell !== undefined) values[field] = textOf(cell) ?? undefined;
  }
  for (const field of ["materials", "colour", "size"] as const) {
    const cell = cellOf(field);
    if (cell !== undefined) values[field] = textOf(cell);
  }
  const price = cellOf("price");
  if (price !== undefined) values.priceCents = centsOf(price);
  for (const field of ["quantity", "lowStockThreshold"] as const) {
    const cell = cellOf(field);
    if (cell !== undefined) values[field] = integerOf(cell);
  }
  const categoryName = textOf(cellOf("category") ?? null);
  let categoryUnknown = false;
  if (categoryName !== null) {
    const matches = catalogue.category(categoryName).filter((named) => !named.parentId);
    if (matches.length === 1) values.categoryId = matches[0]?.id;
    else {
      categoryUnknown = true;
      fail("category", matches.length ? "importAmbiguous" : "categoryNotFound");
    }
  } else if (cellOf("category") !== undefined) values.categoryId = undefined;
  const subcategoryName = textOf(cellOf("subcategory") ?? null);
  // Under an unknown category no subcategory can be told: the category's error says it.
  if (subcategoryName !== null && !categoryUnknown) {
    const matches = catalogue
      .category(subcategoryName)
      .filter((named) => named.parentId && named.parentId === values.categoryId);
    if (matches.length === 1) values.subcategoryId = matches[0]?.id;
    else fail("subcategory", matches.length ? "importAmbiguous" : "subcategoryNotInCategory");
  } else if (cellOf("subcategory") !== undefined) values.subcategoryId = undefined;
  const images = textOf(cellOf("images") ?? null);
  if (images !== null) {
    const names = images
      .split(/[\s,;|]+/)
      .filter(Boolean)
      .map(storedNameOf);
    values.images = names;
    if (names.some((name) => !/\.(png|jpg)$/.test(name))) fail("images", "imageType");
    for (const name of names) {
      if (!(await catalogue.fileExists(name))) fail("images", "fileMissing");
    }
  }
  const propertyCell = cellOf("properties");
  if (propertyCell !== undefined) {
    const ids: string[] = [];
    for (const name of listOf(propertyCell)) {
      const matches = catalogue.property(name);
      if (matches.length === 1 && matches[0]) ids.push(matches[0]);
      else fail("properties", matches.length ? "importAmbiguous" : "propertyNotFound");
    }
    values.propertyIds = ids;
  }
  const parsed = productInput.safeParse(values);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (field === "subcategoryId" && categoryUnknown) continue;
      fail(FIELD_OF_INPUT[field] ?? (field as ImportField), issue.message);
    }
  }
  const base = { row, productId: existing?._id ?? null, changes: [] as string[] };
  if (Object.keys(errors).length || !parsed.success) {
    return { ...base, outcome: "error", errors };
  }
  const checked: ProductValues = { ...parsed.data, stockReason: IMPORT_STOCK_REASON };
  if (!existing) return { ...base, outcome: "create", errors, values: checked };
  const before = inputOf(existing);
  const changes = COMPARED.filter((field) => !same(before[field], checked[field]));
  return {
    ...base,
    outcome: changes.length ? "update" : "unchanged",
    changes,
    errors,
    values: checked,
    version: existing.version,
    before: Object.fromEntries(changes.map((field) => [field, before[field]])),
  };
};

/**
 * The dry run (docs/imports.md#dry-run): every row read through the mapping and validated by the
 * product form's schema, answered as create, update (with its changed fields), unchanged or its
 * errors by column, in the caller's language. Nothing is written.
 */
export const evaluateRows = async (
  context: RequestContext,
  sheet: { headers: string[]; cells: Cell[][] },
  mapping: ImportMapping,
): Promise<EvaluatedRow[]> => {
  const numberColumn = mapping.indexOf("number");
  const numbers =
    numberColumn < 0
      ? []
      : sheet.cells
          .map((cells) => Number(String(cells[numberColumn] ?? "").replace(/^P-/i, "")))
          .filter((number) => Number.isInteger(number) && number > 0);
  const catalogue = await loadCatalogue(context, numbers);
  const rc: RowContext = { catalogue, mapping, headers: sheet.headers, context, seen: new Set() };
  const answers: EvaluatedRow[] = [];
  for (const [index, cells] of sheet.cells.entries()) {
    answers.push(await evaluateRow(cells, index + 1, rc));
  }
  return answers;
};

export const countsOf = (rows: readonly ImportRowResult[]) => {
  const counts = { create: 0, update: 0, unchanged: 0, error: 0 };
  for (const row of rows) counts[row.outcome] += 1;
  return counts;
};

/** What the API answers of a row: its values stay on the server. */
export const publicRow = ({
  values: _values,
  version: _version,
  before: _before,
  ...row
}: EvaluatedRow): ImportRowResult => row;
