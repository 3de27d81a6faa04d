import type { FieldSections, ShownField } from "../../forms";

/**
 * A category's fields as its form shows them: its name in both languages and its parent, then
 * its pictures. Rules and required marks come from `categoryInput`.
 */
export const categoryFields = [
  [
    { name: "name", kind: "bilingual" },
    {
      name: "parentId",
      kind: "reference",
      clearable: true,
      placeholder: "topLevel",
      help: "parentHelp",
    },
  ],
  [
    { name: "icon", kind: "media", media: "image", choose: "chooseIcon" },
    { name: "image", kind: "media", media: "image", choose: "chooseImage" },
  ],
] as const satisfies FieldSections;

const [[name, parent]] = categoryFields;

/** What a category's page shows: its form's name and parent, its count, pictures and dates. */
export const categoryDetails = [
  name,
  parent,
  { name: "productCount", kind: "number" },
  { name: "icon", kind: "media", size: 64 },
  { name: "image", kind: "media", size: 160, alt: "name" },
  { name: "createdAt", kind: "instant" },
  { name: "updatedAt", kind: "instant" },
] as const satisfies readonly ShownField[];
