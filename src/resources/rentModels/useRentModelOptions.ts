import type { RentModel } from "../../../domain/rentModels.schema";
import { useFormat } from "../../format";
import { useRecordOptions } from "../../forms";

/** Rent models as select options, named in the UI language, searched on the server. */
export function useRentModelOptions(selected?: string) {
  const format = useFormat();
  return useRecordOptions<RentModel>({
    resource: "rentModels",
    label: (model) => format.name(model),
    sorters: [{ field: format.language === "it" ? "nameIt" : "nameEn", order: "asc" }],
    selected,
  });
}
