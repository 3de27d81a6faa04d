import { CAPACITY_FIELDS, type CapacityField, capacityApplies } from "../../../domain/rentModels";
import type { RentModel } from "../../../domain/rentModels.schema";

/** The capacities a model states, in the fixed order: passengers, cabins, guests. */
export const statedCapacity = (model: RentModel): { field: CapacityField; value: number }[] =>
  CAPACITY_FIELDS.flatMap((field) => {
    const value = model[field];
    return capacityApplies(model.kind, field) && value !== null ? [{ field, value }] : [];
  });
