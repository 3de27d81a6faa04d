import type { LogEntry } from "../../../domain/logs.schema";
import { useReadable } from "./readable";

/** The names of an entry's changed fields, as its record's screen labels them. */
export function ChangedFields({ entry }: { entry: LogEntry }) {
  const { label } = useReadable(entry.resource);
  return entry.changes
    .filter((change) => change.changed)
    .map((change) => label(change.field))
    .join(", ");
}
