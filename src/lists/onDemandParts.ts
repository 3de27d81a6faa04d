import type { ComponentProps } from "react";
import { lazyComponent } from "../layout/lazyComponent";
import type { ColumnFilterControl as FilterControl } from "./ColumnFilterControl";
import type { ListError as ErrorState } from "./ListError";
import type { SaveViewDialog as ViewDialog } from "./views/SaveViewDialog";

/**
 * The parts of a list screen that show only when asked for: a column's filter controls (date
 * pickers, number inputs), the save-view dialog (its zod rules) and the error state (antd's
 * Result and its illustrations). Kept out of the code a list needs to show its rows, which
 * every reload of a list downloads and compiles first (issue 13); readAhead/prefetchScreens.ts fetches
 * them ahead with the screens.
 */
export const ColumnFilterControl = lazyComponent<ComponentProps<typeof FilterControl>>(() =>
  import("./ColumnFilterControl").then((module) => ({ default: module.ColumnFilterControl })),
);
export const SaveViewDialog = lazyComponent<ComponentProps<typeof ViewDialog>>(() =>
  import("./views/SaveViewDialog").then((module) => ({ default: module.SaveViewDialog })),
);
export const ListError = lazyComponent<ComponentProps<typeof ErrorState>>(() =>
  import("./ListError").then((module) => ({ default: module.ListError })),
);

export const LIST_PARTS_ON_DEMAND = [ColumnFilterControl, SaveViewDialog, ListError];
