import {
  CAPACITY_FIELDS,
  RENT_MODEL_IMAGES_MAX,
  RENT_MODEL_KINDS,
} from "../../../domain/rentModels";
import type { FieldSections, ShownField } from "../../forms";
import { ActiveTag, KindTag } from "./KindTag";

/**
 * A rent model's fields as its form shows them: its texts in both languages, its kind, place,
 * price and capacities, its media. Rules and required marks come from `rentModelInput`.
 */
export const rentModelFields = [
  [
    { name: "name", kind: "bilingual" },
    { name: "description", kind: "bilingual", lines: 4 },
  ],
  [
    { name: "kind", kind: "choice", width: 8, values: RENT_MODEL_KINDS, valueLabels: "kinds" },
    { name: "location", kind: "text", width: 8 },
    { name: "pricePerDayCents", kind: "money", width: 8 },
    // Optional in the schema: a kind requires those it states (domain/rentModels.ts), and the
    // form shows only those.
    ...CAPACITY_FIELDS.map(
      (name) =>
        ({
          name,
          kind: "number",
          width: 8,
          min: 1,
          required: true,
          dependencies: ["kind"],
        }) as const,
    ),
    { name: "active", kind: "boolean", width: 8, help: "activeHelp" },
  ],
  [
    {
      name: "images",
      kind: "media",
      media: "image",
      width: 24,
      multiple: true,
      max: RENT_MODEL_IMAGES_MAX,
      help: "imagesHelp",
    },
    { name: "video", kind: "media", media: "video", width: 24 },
  ],
] as const satisfies FieldSections;

const [[name, description], [, location, pricePerDay]] = rentModelFields;

/**
 * What a model's page shows: its form's texts, its kind and active state as the list's tags, its
 * capacities in one line, its requests count and dates. Gallery, video and calendar are apart.
 */
export const rentModelDetails = [
  name,
  description,
  { name: "kind", kind: "status", tag: KindTag, prop: "kind" },
  { name: "capacity", kind: "text" },
  location,
  pricePerDay,
  { name: "active", kind: "status", tag: ActiveTag, prop: "active" },
  { name: "requestCount", kind: "number" },
  { name: "createdAt", kind: "instant" },
  { name: "updatedAt", kind: "instant" },
] as const satisfies readonly ShownField[];
