/**
 * The form pattern every resource form copies (issue 5): useResourceForm + FormPage around
 * DeclaredFields, which draws the fields a resource declares (fields.ts) with controls whose
 * values are what the API takes (EuroInput, DayInput, UploadField in src/uploads).
 */
export { BilingualFields } from "./BilingualFields";
export { DateTimeInput } from "./DateTimeInput";
export { DayInput } from "./DayInput";
export {
  DeclaredDetails,
  type DetailDeclaration,
  type DetailOverride,
  type ShownField,
} from "./DeclaredDetails";
export {
  DeclaredFields,
  type DeclaredForm,
  type FieldOverride,
  labelKeysOf,
} from "./DeclaredFields";
export { DeleteRecordButton } from "./DeleteRecordButton";
export { EuroInput } from "./EuroInput";
export { FormPage } from "./FormPage";
export { FormSelect } from "./FormSelect";
export type { FieldDeclaration, FieldSections } from "./fieldKinds";
export { RecordDetails } from "./RecordDetails";
export { ShowPage } from "./ShowPage";
export { type ConflictRow, StaleVersionDialog } from "./StaleVersionDialog";
export { useIsStaff, useSellerOptions } from "./sellers";
export { fieldErrorsOf, showFieldErrors } from "./serverFieldErrors";
export { isStaleVersion } from "./staleVersion";
export { useRecordOptions } from "./useRecordOptions";
export { type ResourceFormOptions, useResourceForm } from "./useResourceForm";
export { type StaleVersionOptions, useStaleVersion } from "./useStaleVersion";
export {
  type FieldPath,
  type SchemaFields,
  schemaFields,
  toInput,
  validationText,
  zodFieldRules,
} from "./zodRules";
