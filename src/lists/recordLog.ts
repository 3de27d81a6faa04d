import { usePermissions, useResourceParams } from "@refinedev/core";
import { auditNamesOf } from "../../domain/logs";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { useFilteredListUrl } from "./filteredListUrl";

/** The logs' list path when the signed-in user may read them (administrators), else undefined. */
export function useLogsPath(): string | undefined {
  const { resources } = useResourceParams();
  const { data: permissions } = usePermissions<Permissions>({});
  const logs = resources.find(({ name }) => name === "logs");
  const open = logs && permissions && denialOf(logs.meta, permissions) === null;
  return open && typeof logs.list === "string" ? logs.list : undefined;
}

/**
 * The logs filtered to one record of a screen's resource (its notes included: `resource=order,
 * orderNote&recordId=…` in the address), for those who may read them; else undefined.
 */
export function useRecordLogUrl(resource: string, id: string): string | undefined {
  const filteredListUrl = useFilteredListUrl();
  const logsPath = useLogsPath();
  const names = auditNamesOf(resource);
  if (!logsPath || names.length === 0 || !id) return undefined;
  return filteredListUrl("logs", [
    { field: "resource", operator: "in", value: names },
    { field: "recordId", operator: "contains", value: id },
  ]);
}
