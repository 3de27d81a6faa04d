import { useNavigation, useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import { Link } from "react-router";
import { AUDIT_ACTIONS, AUDITED_RESOURCE_NAMES } from "../../../domain/logs";
import type { LogEntry } from "../../../domain/logs.schema";
import { useFormat } from "../../format";
import { useRecordOptions } from "../../forms";
import { type ListColumn, pickerFilter, ResourceList, useChosenFilter } from "../../lists";
import { ChangedFields } from "./ChangedFields";
import { LogRecordLink } from "./LogRecordLink";

type UserOption = { _id: string; fullName: string; email: string };

/**
 * /logs/index: every audited write and account event, newest first; filtered by user, action,
 * resource, record, changeset and day, exported like every list. Nothing here changes an entry.
 */
export default function LogList() {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const people = useRecordOptions<UserOption>({
    resource: "users",
    label: (user) => `${user.fullName} · ${user.email}`,
    selected: useChosenFilter("userId"),
  });
  const field = (name: string) => t(`logs.fields.${name}`);

  const columns: ListColumn<LogEntry>[] = [
    {
      key: "at",
      title: field("at"),
      primary: true,
      sortField: "at",
      filter: { kind: "dateRange" },
      render: (entry) => format.dateTime(entry.at),
    },
    {
      key: "user",
      title: field("user"),
      filter: pickerFilter("userId", people),
      render: (entry) =>
        entry.user ? (
          <Link to={showUrl("users", entry.user._id)}>{entry.user.fullName}</Link>
        ) : (
          t("logs.nobody")
        ),
    },
    {
      key: "action",
      title: field("action"),
      sortField: "action",
      filter: {
        kind: "select",
        multiple: true,
        options: AUDIT_ACTIONS.map((action) => ({
          value: action,
          label: t(`logs.actions.${action}`),
        })),
      },
      render: (entry) => <Tag>{t(`logs.actions.${entry.action}`)}</Tag>,
    },
    {
      key: "resource",
      title: field("resource"),
      sortField: "resource",
      filter: {
        kind: "select",
        multiple: true,
        options: AUDITED_RESOURCE_NAMES.map((name) => ({
          value: name,
          label: t(`logs.resources.${name}`),
        })),
      },
      render: (entry) => t(`logs.resources.${entry.resource}`),
    },
    {
      key: "recordId",
      title: field("recordId"),
      filter: { kind: "text" },
      render: (entry) => <LogRecordLink entry={entry} />,
    },
    { key: "address", title: field("address"), render: (entry) => entry.address ?? "" },
    {
      // A batch's own entry and its records' share it (docs/api.md#changesets).
      key: "changesetId",
      title: field("changesetId"),
      filter: { kind: "text" },
      render: (entry) => entry.changesetId ?? "",
    },
    {
      key: "changedFields",
      title: field("changedFields"),
      width: 240,
      // Only an update has fields worth naming: a creation or deletion touches all of them.
      render: (entry) => (entry.action === "update" ? <ChangedFields entry={entry} /> : null),
    },
  ];

  return (
    <ResourceList<LogEntry>
      resource="logs"
      columns={columns}
      rowName={(entry) => `${t(`logs.actions.${entry.action}`)} ${format.dateTime(entry.at)}`}
      exportPath="/logs"
      canDelete={false}
    />
  );
}
