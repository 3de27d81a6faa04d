import { z } from "zod";
import { completenessFlags } from "./completeness.schema.ts";
import {
  CATALOGUE_TEXT_MAX,
  requiredCents,
  requiredInteger,
  requiredText,
  storedFile,
  timestamps,
} from "./fields.schema.ts";
import {
  CAPACITY_FIELDS,
  type CapacityField,
  capacityApplies,
  RENT_MODEL_IMAGES_MAX,
  RENT_MODEL_KINDS,
  type RentModelKind,
} from "./rentModels.ts";

/** A capacity the kind may not need: checked against the kind below. */
const capacity = requiredInteger("capacityForKindRequired", { min: 1, max: 10_000 }).nullish();

const fields = {
  nameEn: requiredText("modelNameRequired", CATALOGUE_TEXT_MAX.name),
  nameIt: requiredText("modelNameRequired", CATALOGUE_TEXT_MAX.name),
  descriptionEn: requiredText("descriptionRequired", CATALOGUE_TEXT_MAX.description),
  descriptionIt: requiredText("descriptionRequired", CATALOGUE_TEXT_MAX.description),
  kind: z.enum(RENT_MODEL_KINDS, { error: "kindRequired" }),
  passengers: capacity,
  cabins: capacity,
  guests: capacity,
  /** Home port for yachts, base airport for jets, the place of a villa or car. */
  location: requiredText("locationRequired", 200),
  pricePerDayCents: requiredCents("priceRequired", { min: 1 }),
  active: z.boolean({ error: "invalid" }).default(true),
  images: z
    .array(storedFile("imageRequired"), { error: "imageRequired" })
    .min(1, { error: "imageRequired" })
    .max(RENT_MODEL_IMAGES_MAX, { error: "tooManyImages" }),
  video: storedFile("videoType").nullable().default(null),
};

const isKind = (value: unknown): value is RentModelKind =>
  RENT_MODEL_KINDS.includes(value as RentModelKind);

/**
 * The capacities the chosen kind states are required (domain/rentModels.ts CAPACITY_BY_KIND),
 * checked as soon as the kind is valid, so a form shows them with the other fields' messages.
 */
const withCapacityOfKind = <
  T extends z.ZodType<{ kind: RentModelKind } & Partial<Record<CapacityField, number | null>>>,
>(
  schema: T,
) =>
  schema.superRefine(
    (model, context) => {
      for (const field of CAPACITY_FIELDS) {
        if (capacityApplies(model.kind, field) && model[field] == null) {
          context.addIssue({ code: "custom", message: "capacityForKindRequired", path: [field] });
        }
      }
    },
    { when: ({ value }) => isKind((value as { kind?: unknown } | undefined)?.kind) },
  );

export const rentModelInput = withCapacityOfKind(z.object(fields));
export type RentModelInput = z.input<typeof rentModelInput>;

export const rentModel = z.object({
  _id: z.string(),
  nameEn: z.string(),
  nameIt: z.string(),
  descriptionEn: z.string(),
  descriptionIt: z.string(),
  kind: z.enum(RENT_MODEL_KINDS),
  passengers: z.number().int().nullable(),
  cabins: z.number().int().nullable(),
  guests: z.number().int().nullable(),
  location: z.string(),
  pricePerDayCents: z.number().int(),
  active: z.boolean(),
  images: z.array(z.string()),
  video: z.string().nullable(),
  /** How many rent requests name this model: a model with any cannot be deleted. */
  requestCount: z.number().int(),
  version: z.number().int(),
  ...timestamps,
  ...completenessFlags,
});
export type RentModel = z.infer<typeof rentModel>;

/** How a rent request names its model. */
export const rentModelRef = z.object({
  _id: z.string(),
  nameEn: z.string(),
  nameIt: z.string(),
  kind: z.enum(RENT_MODEL_KINDS),
});
export type RentModelRef = z.infer<typeof rentModelRef>;
