import { sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { HttpProblem } from "../plugins/errors.ts";
import type { RequestContext } from "./context.ts";

/** A 400 naming the fields at fault, each with its validation message key. */
export const invalidFields = (fields: Record<string, string>) =>
  new HttpProblem(400, "errors:validationFailed", undefined, fields);

export const notFound = () => new HttpProblem(404, "errors:notFound");

/**
 * Records refer to uploads by stored name: each named file must really be in storage (field →
 * names). Answers 400 `fileMissing` on the first field with a missing file.
 */
export const requireStoredFiles = async (
  context: Pick<RequestContext, "storage">,
  files: Record<string, readonly (string | null | undefined)[]>,
) => {
  for (const [field, names] of Object.entries(files)) {
    for (const name of names) {
      if (name && !(await context.storage.exists(name))) {
        throw invalidFields({ [field]: "fileMissing" });
      }
    }
  }
};

/**
 * `column = any($1::uuid[])`: one array parameter instead of `in ($1, …, $1000)`, so loading the
 * references of an export batch stays one short statement whatever the batch size.
 */
export const idIn = (column: PgColumn, ids: readonly string[]) =>
  sql`${column} = any(${sql.param([...ids])}::uuid[])`;
