import type { FieldSections } from "../../forms";

/** A product property's fields: its name and its value, each in both languages (`propertyInput`). */
export const propertyFields = [
  [
    { name: "name", kind: "bilingual" },
    { name: "value", kind: "bilingual" },
  ],
] as const satisfies FieldSections;
