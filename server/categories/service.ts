import { count, eq, or } from "drizzle-orm";
import type { z } from "zod";
import type { Category, categoryInput } from "../../domain/categories.schema.ts";
import { auditTrail } from "../audit/service.ts";
import type { Database } from "../db/client.ts";
import {
  invalidFields,
  isForeignKeyViolation,
  notFound,
  type RequestContext,
  requireStoredFiles,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { categoryList, toCategories } from "./list.ts";
import { categories } from "./schema.ts";
/** A body as the route validated it (defaults applied). */
export type CategoryValues = z.output<typeof categoryInput>;

/**
 * Subcategories are one level deep: the parent must be a top-level category other than itself,
 * and a category that has subcategories cannot become one.
 */
const checkParent = async (tx: Database, input: CategoryValues, id?: string) => {
  if (!input.parentId) return;
  if (input.parentId === id) throw invalidFields({ parentId: "notOwnParent" });
  const [parent] = await tx
    .select({ parentId: categories.parentId })
    .from(categories)
    .where(eq(categories.id, input.parentId))
    .limit(1);
  if (!parent) throw invalidFields({ parentId: "categoryNotFound" });
  if (parent.parentId) throw invalidFields({ parentId: "parentNotTopLevel" });
  if (!id) return;
  const [children] = await tx
    .select({ total: count() })
    .from(categories)
    .where(eq(categories.parentId, id));
  if ((children?.total ?? 0) > 0) throw invalidFields({ parentId: "hasSubcategories" });
};

/** Subcategories plus products filed under it: what deleting or moving it would break. */
const dependants = async (tx: Database, category: Category) => {
  const [children] = await tx
    .select({ total: count() })
    .from(categories)
    .where(eq(categories.parentId, category._id));
  return category.productCount + (children?.total ?? 0);
};

const inUse = (total: number) => new HttpProblem(409, "errors:categoryInUse", { count: total });

const audit = auditTrail<Category>("category");

export const createCategory = (values: CategoryValues, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    await requireStoredFiles(context, { icon: [values.icon], image: [values.image] });
    await checkParent(tx, values);
    const [row] = await tx.insert(categories).values(values).returning();
    if (!row) throw new Error("insert returned no category");
    const [created] = await toCategories([row], tx);
    if (!created) throw new Error("no category answer");
    await audit(tx, context, "create", row.id, undefined, created);
    return created;
  });

export const updateCategory = (id: string, values: CategoryValues, context: RequestContext) =>
  context.db.transaction(async (tx) => {
    const before = await categoryList.one(id, { ...context, db: tx });
    if (!before) throw notFound();
    await requireStoredFiles(context, { icon: [values.icon], image: [values.image] });
    await checkParent(tx, values, id);
    // Products name a top-level category and one of its subcategories: moving a category they
    // use would break that pairing, so it waits until they are moved.
    if (values.parentId !== before.parentId && before.productCount > 0) {
      throw inUse(before.productCount);
    }
    const [row] = await tx.update(categories).set(values).where(eq(categories.id, id)).returning();
    if (!row) throw notFound();
    const [after] = await toCategories([row], tx);
    if (!after) throw notFound();
    await audit(tx, context, "update", id, before, after);
    return after;
  });

/** A category products use, or with subcategories, is kept (409): nothing is ever lost. */
export const deleteCategory = (id: string, context: RequestContext) =>
  context.db
    .transaction(async (tx) => {
      const before = await categoryList.one(id, { ...context, db: tx });
      if (!before) throw notFound();
      const total = await dependants(tx, before);
      if (total > 0) throw inUse(total);
      await tx.delete(categories).where(eq(categories.id, id));
      await audit(tx, context, "delete", id, before);
      return before;
    })
    .catch((error: unknown) => {
      // A product filed under it in the meantime: the database's restrict keeps it.
      if (isForeignKeyViolation(error)) throw inUse(1);
      throw error;
    });

/** Refuses (400) unless the ids name a top-level category and one of its subcategories. */
export const checkCategoryPair = async (
  db: Database,
  categoryId: string,
  subcategoryId: string,
) => {
  const rows = await db
    .select({ id: categories.id, parentId: categories.parentId })
    .from(categories)
    .where(or(eq(categories.id, categoryId), eq(categories.id, subcategoryId)));
  const category = rows.find((row) => row.id === categoryId);
  const subcategory = rows.find((row) => row.id === subcategoryId);
  if (!category) throw invalidFields({ categoryId: "categoryNotFound" });
  if (category.parentId) throw invalidFields({ categoryId: "parentNotTopLevel" });
  if (!subcategory) throw invalidFields({ subcategoryId: "categoryNotFound" });
  if (subcategory.parentId !== categoryId) {
    throw invalidFields({ subcategoryId: "subcategoryNotInCategory" });
  }
};
