import { useNavigation, useResourceParams, useTranslate } from "@refinedev/core";
import { Link } from "react-router";
import { AUDITED_RESOURCES, type AuditedResource } from "../../../domain/logs";
import type { LogEntry } from "../../../domain/logs.schema";

const isAudited = (name: string): name is AuditedResource => name in AUDITED_RESOURCES;

/** The screen showing an entry's record (its view page, else its edit page); none: undefined. */
export function useRecordUrl() {
  const { showUrl, editUrl } = useNavigation();
  const { resources } = useResourceParams();
  return ({ resource, recordId }: Pick<LogEntry, "resource" | "recordId">) => {
    const screen = isAudited(resource) ? AUDITED_RESOURCES[resource] : null;
    const page = resources.find(({ name }) => name === screen);
    if (!screen || !recordId || !page) return undefined;
    if (page.show) return showUrl(screen, recordId);
    return page.edit ? editUrl(screen, recordId) : undefined;
  };
}

/** An entry's record: a link to its page, named by its resource and a short id (the full id on hover). */
export function LogRecordLink({ entry }: { entry: Pick<LogEntry, "resource" | "recordId"> }) {
  const t = useTranslate();
  const url = useRecordUrl()(entry);
  if (!entry.recordId) return <>{t("logs.noRecord")}</>;
  const name = `${t(`logs.resources.${entry.resource}`)} ${entry.recordId.slice(0, 8)}`;
  return url ? (
    <Link to={url} title={entry.recordId}>
      {name}
    </Link>
  ) : (
    <span title={entry.recordId}>{name}</span>
  );
}
