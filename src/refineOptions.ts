import type { RefineProps } from "@refinedev/core";

/** How the app runs Refine; the SPA tests render screens with the same options. */
export const REFINE_OPTIONS = {
  syncWithLocation: true,
  // Off: with the page cache a navigation keeps a form's input, and one app-wide flag cannot say
  // which cached page holds some. The shell asks instead, where input is really lost
  // (src/layout/unsaved).
  warnWhenUnsavedChanges: false,
  liveMode: "auto",
  disableTelemetry: true,
} as const satisfies RefineProps["options"];
