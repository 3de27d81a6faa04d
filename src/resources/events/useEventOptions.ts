import type { Event } from "../../../domain/events.schema";
import { useFormat } from "../../format";
import { useRecordOptions } from "../../forms";

/** Events as select options named in the UI language, searched on the server, soonest first. */
export function useEventOptions(selected?: string | null) {
  const format = useFormat();
  return useRecordOptions<Event>({
    resource: "events",
    label: (event) => format.name(event),
    sorters: [{ field: "startsAt", order: "asc" }],
    selected,
  });
}
