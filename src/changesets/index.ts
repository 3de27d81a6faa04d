export { BulkActions, type BulkChoice, UNDO_SECONDS } from "./BulkActions";
export { SelectionActions } from "./SelectionActions";
