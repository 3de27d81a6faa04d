import type { FieldSections } from "../../forms";

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
