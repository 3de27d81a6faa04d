import type { Category } from "../../../domain/categories.schema";
import { useFormat } from "../../format";
import { useRecordOptions } from "../../forms";

/**
 * Categories as select options named in the UI language, searched on the server: the top-level
 * ones (`parent` "none"), or the subcategories of one category. Nothing is asked while `parent`
 * is unknown.
 */
export function useCategoryOptions(
  parent: "none" | string | undefined | null,
  selected?: string | null,
) {
  const format = useFormat();
  return useRecordOptions<Category>({
    resource: "categories",
    label: (category) => format.name(category),
    filters: [{ field: "parentId", operator: "eq", value: parent }],
    sorters: [{ field: format.language === "it" ? "nameIt" : "nameEn", order: "asc" }],
    selected,
    enabled: Boolean(parent),
  });
}
