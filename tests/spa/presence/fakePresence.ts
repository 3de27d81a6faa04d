import type { PresenceRecord, RecordPresence } from "../../../domain/presence";
import type { PresenceClient } from "../../../src/presence/client";

/**
 * The live socket's presence as a test plays it: what the screens said (opened, editing, left,
 * watched) and `push` for what the server would send.
 */
export const fakePresence = () => {
  const said: string[] = [];
  const hearers = new Set<(presence: RecordPresence) => void>();
  const named = ({ resource, id }: PresenceRecord) => `${resource}/${id}`;
  const client: PresenceClient = {
    open: (record) => {
      said.push(`open ${named(record)}`);
      return {
        editing: () => said.push(`editing ${named(record)}`),
        leave: () => said.push(`leave ${named(record)}`),
      };
    },
    watch: (records) => {
      said.push(`watch ${records.map(named).join(" ")}`);
      return () => said.push(`unwatch ${records.map(named).join(" ")}`);
    },
    listen: (hear) => {
      hearers.add(hear);
      return () => hearers.delete(hear);
    },
  };
  return {
    client,
    said,
    push: (presence: RecordPresence) => {
      for (const hear of hearers) hear(presence);
    },
  };
};
