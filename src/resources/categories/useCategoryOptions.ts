import { useList } from "@refinedev/core";
import { LIST_LIMIT_MAX } from "../../../domain/api";
import type { Category } from "../../../domain/categories.schema";
import { useFormat } from "../../format";

/**
 * Categories as select options named in the UI language: the top-level ones (`parent` "none"),
 * or the subcategories of one category. Nothing is asked while `parent` is unknown.
 */
export function useCategoryOptions(parent: "none" | string | undefined | null) {
  const format = useFormat();
  const { result, query } = useList<Category>({
    resource: "categories",
    filters: [{ field: "parentId", operator: "eq", value: parent }],
    sorters: [{ field: format.language === "it" ? "nameIt" : "nameEn", order: "asc" }],
    pagination: { currentPage: 1, pageSize: LIST_LIMIT_MAX, mode: "server" },
    queryOptions: { enabled: Boolean(parent) },
  });
  const options = (parent ? (result.data ?? []) : []).map((category) => ({
    value: category._id,
    label: format.name(category),
  }));
  return { options, loading: Boolean(parent) && query.isLoading };
}
