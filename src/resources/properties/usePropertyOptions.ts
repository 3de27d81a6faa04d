import { useList } from "@refinedev/core";
import { LIST_LIMIT_MAX } from "../../../domain/api";
import type { Property } from "../../../domain/properties.schema";
import { useFormat } from "../../format";

/** Every product property as a select option, `Name: Value` in the UI language. */
export function usePropertyOptions() {
  const format = useFormat();
  const { result, query } = useList<Property>({
    resource: "properties",
    sorters: [{ field: format.language === "it" ? "nameIt" : "nameEn", order: "asc" }],
    pagination: { currentPage: 1, pageSize: LIST_LIMIT_MAX, mode: "server" },
  });
  const options = (result.data ?? []).map((property) => ({
    value: property._id,
    label: `${format.name(property)}: ${format.name(property, "value")}`,
  }));
  return { options, loading: query.isLoading };
}
