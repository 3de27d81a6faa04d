import type { Property } from "../../../domain/properties.schema";
import { useFormat } from "../../format";
import { useRecordOptions } from "../../forms";

/** Product properties as select options, `Name: Value` in the UI language, searched on the server. */
export function usePropertyOptions(selected?: string[]) {
  const format = useFormat();
  return useRecordOptions<Property>({
    resource: "properties",
    label: (property) => `${format.name(property)}: ${format.name(property, "value")}`,
    sorters: [{ field: format.language === "it" ? "nameIt" : "nameEn", order: "asc" }],
    selected,
  });
}
