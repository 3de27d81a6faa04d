/**
 * The form pattern every resource form copies (issue 5): useResourceForm + FormPage, controls
 * whose values are what the API takes (EuroInput, DayInput, UploadField in src/uploads).
 */
export { BilingualFields } from "./BilingualFields";
export { DayInput } from "./DayInput";
export { DeleteRecordButton } from "./DeleteRecordButton";
export { EuroInput } from "./EuroInput";
export { FormPage } from "./FormPage";
export { ShowPage } from "./ShowPage";
export { useIsStaff, useSellerOptions } from "./sellers";
export { fieldErrorsOf, showFieldErrors } from "./serverFieldErrors";
export { useRecordOptions } from "./useRecordOptions";
export { type ResourceFormOptions, useResourceForm } from "./useResourceForm";
export { type FieldPath, toInput, validationText, zodFieldRules } from "./zodRules";
