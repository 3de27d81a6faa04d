import type { ShownField } from "../../forms";

/** What a log entry's page shows above its changes: when, who, what, to which record, from where. */
export const logDetails = [
  { name: "at", kind: "instant" },
  { name: "user", kind: "reference" },
  { name: "action", kind: "choice", valueLabels: "actions" },
  { name: "resource", kind: "choice", valueLabels: "resources" },
  { name: "recordId", kind: "text" },
  { name: "address", kind: "text" },
] as const satisfies readonly ShownField[];
