import { count, eq, or } from "drizzle-orm";
import type { z } from "zod";
import type { Category, categoryInput } from "../../domain/categories.schema.ts";
import type { Database } from "../db/client.ts";
import {
  type EditedRecord,
  invalidFields,
  type RequestContext,
  requireStoredFiles,
} from "../lists/index.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { recordEdits } from "../writes/recordEdits.ts";
import { categoryList } from "./list.ts";
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

const edits = recordEdits({
  resource: "category",
  table: categories,
  list: categoryList,
  // A product filed under it in the meantime: the database's restrict keeps it.
  inUse: () => inUse(1),
});

const checked = async (values: CategoryValues, scope: RequestContext, id?: string) => {
  await requireStoredFiles(scope, { icon: [values.icon], image: [values.image] });
  await checkParent(scope.db, values, id);
  return values;
};

export const createCategory = (values: CategoryValues, context: RequestContext) =>
  edits.create(context, (scope) => checked(values, scope));

export const updateCategory = (
  edited: EditedRecord,
  values: CategoryValues,
  context: RequestContext,
) =>
  edits.update(edited, context, async (scope, before) => {
    await checked(values, scope, edited.id);
    // Products name a top-level category and one of its subcategories: moving a category they
    // use would break that pairing, so it waits until they are moved.
    if (values.parentId !== before.parentId && before.productCount > 0) {
      throw inUse(before.productCount);
    }
    return values;
  });

/** A category products use, or with subcategories, is kept (409): nothing is ever lost. */
export const deleteCategory = (id: string, context: RequestContext) =>
  edits.remove(id, context, {
    check: async (scope, before) => {
      const total = await dependants(scope.db, before);
      if (total > 0) throw inUse(total);
    },
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
