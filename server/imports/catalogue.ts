import { inArray } from "drizzle-orm";
import type { Product } from "../../domain/products.schema.ts";
import { categories } from "../categories/schema.ts";
import { isSeller, type RequestContext } from "../lists/index.ts";
import { toProducts } from "../products/list.ts";
import { products } from "../products/schema.ts";
import { properties } from "../properties/schema.ts";
import { headerKey } from "./mapping.ts";

/** A name as the import compares it: case and accents aside, in either language. */
const nameKey = (name: string) => headerKey(name);

interface Named {
  id: string;
  parentId: string | null;
}

/**
 * What rows are checked against, read once per dry run or apply: categories and properties by
 * name in both languages, and the products the file's numbers name (docs/imports.md#matching).
 */
export interface Catalogue {
  /** Top-level categories and subcategories under their parent, by name key. */
  category(name: string): Named[];
  property(name: string): string[];
  /** The product with this number in the caller's scope; `foreign` when it exists outside it. */
  product(number: number): Product | "foreign" | undefined;
  fileExists(name: string): Promise<boolean>;
}

const grouped = <Value>(entries: [string, Value][]) => {
  const map = new Map<string, Value[]>();
  for (const [key, value] of entries) map.set(key, [...(map.get(key) ?? []), value]);
  return map;
};

export const loadCatalogue = async (
  context: RequestContext,
  numbers: number[],
): Promise<Catalogue> => {
  const categoryRows = await context.db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      nameEn: categories.nameEn,
      nameIt: categories.nameIt,
    })
    .from(categories);
  const byCategoryName = grouped(
    categoryRows.flatMap((row) => {
      const named = { id: row.id, parentId: row.parentId };
      return [...new Set([nameKey(row.nameEn), nameKey(row.nameIt)])].map(
        (key) => [key, named] as [string, Named],
      );
    }),
  );
  const propertyRows = await context.db.select().from(properties);
  const byPropertyName = grouped(
    propertyRows.flatMap((row) =>
      [
        ...new Set(
          [
            row.nameEn,
            row.nameIt,
            `${row.nameEn}: ${row.valueEn}`,
            `${row.nameIt}: ${row.valueIt}`,
          ].map(nameKey),
        ),
      ].map((key) => [key, row.id] as [string, string]),
    ),
  );
  const wanted = [...new Set(numbers)];
  const owners = new Map<number, { id: string; sellerId: string | null }>();
  const found: Product[] = [];
  for (let start = 0; start < wanted.length; start += 1000) {
    const chunk = wanted.slice(start, start + 1000);
    const rows = await context.db.select().from(products).where(inArray(products.number, chunk));
    for (const row of rows) owners.set(row.number, { id: row.id, sellerId: row.sellerId });
    const own = rows.filter((row) => !isSeller(context) || row.sellerId === context.user.id);
    found.push(...(await toProducts(own, context.db)));
  }
  const byNumber = new Map(found.map((item) => [item.number, item]));
  const files = new Map<string, Promise<boolean>>();
  return {
    category: (name) => byCategoryName.get(nameKey(name)) ?? [],
    property: (name) => [...new Set(byPropertyName.get(nameKey(name)) ?? [])],
    product: (number) => byNumber.get(number) ?? (owners.has(number) ? "foreign" : undefined),
    fileExists: (name) => {
      let known = files.get(name);
      if (!known) {
        known = context.storage.exists(name);
        files.set(name, known);
      }
      return known;
    },
  };
};

/** A product's current values as the form would send them: where an update's cells land. */
export const inputOf = (item: Product) => ({
  nameEn: item.nameEn,
  nameIt: item.nameIt,
  descriptionEn: item.descriptionEn,
  descriptionIt: item.descriptionIt,
  categoryId: item.categoryId,
  subcategoryId: item.subcategoryId,
  priceCents: item.priceCents,
  quantity: item.quantity,
  lowStockThreshold: item.lowStockThreshold,
  materials: item.materials,
  colour: item.colour,
  size: item.size,
  images: item.images,
  video: item.video,
  propertyIds: item.propertyIds,
  sellerId: item.sellerId,
});
