import { useTranslate } from "@refinedev/core";
import type { RentModel } from "../../../domain/rentModels.schema";
import { statedCapacity } from "./capacity";

/** "12 passengers · 5 cabins": what the model holds, in the words of its kind. */
export function CapacityText({ model }: { model: RentModel }) {
  const t = useTranslate();
  return statedCapacity(model)
    .map(({ field, value }) => `${value} ${t(`rentModels.fields.${field}`).toLowerCase()}`)
    .join(" · ");
}
