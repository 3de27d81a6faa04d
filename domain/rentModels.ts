/**
 * Rent models (docs/product.md): what the rent line lets out. Plain values only (no zod): the
 * sign-in page may import this file.
 */
export const RENT_MODEL_KINDS = ["yacht", "jet", "villa", "car"] as const;
export type RentModelKind = (typeof RENT_MODEL_KINDS)[number];

export const CAPACITY_FIELDS = ["passengers", "cabins", "guests"] as const;
export type CapacityField = (typeof CAPACITY_FIELDS)[number];

/**
 * Which capacity a kind states: people on board for what travels, cabins for a yacht, guests for
 * a villa (who sleep there, not who travel). The form shows and requires exactly these; the
 * others are stored empty.
 */
export const CAPACITY_BY_KIND: Record<RentModelKind, readonly CapacityField[]> = {
  yacht: ["passengers", "cabins"],
  jet: ["passengers"],
  villa: ["guests"],
  car: ["passengers"],
};

export const capacityApplies = (kind: RentModelKind, field: CapacityField) =>
  CAPACITY_BY_KIND[kind].includes(field);

/** The capacity a model of this kind keeps: the fields that do not apply become null. */
export const fittedCapacity = (
  kind: RentModelKind,
  capacity: Record<CapacityField, number | null>,
): Record<CapacityField, number | null> => ({
  passengers: capacityApplies(kind, "passengers") ? capacity.passengers : null,
  cabins: capacityApplies(kind, "cabins") ? capacity.cabins : null,
  guests: capacityApplies(kind, "guests") ? capacity.guests : null,
});

export const RENT_MODEL_IMAGES_MAX = 10;
