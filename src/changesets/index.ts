export { BulkActions, type BulkChoice, UNDO_SECONDS } from "./BulkActions";
export { offerUndo } from "./offerUndo";
export { SelectionActions } from "./SelectionActions";
