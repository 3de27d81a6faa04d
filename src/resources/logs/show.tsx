import { type HttpError, useNavigation, useShow, useTranslate } from "@refinedev/core";
import { Flex, Tag } from "antd";
import { Link, useParams } from "react-router";
import type { LogEntry } from "../../../domain/logs.schema";
import { useFormat } from "../../format";
import { RecordDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { ChangesTable } from "./ChangesTable";
import { LogRecordLink } from "./LogRecordLink";

/** /logs/view/:id: one entry, who did what to which record, and its field-by-field diff. */
export default function LogShow() {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const { id = "" } = useParams();
  const { query, result: entry } = useShow<LogEntry, HttpError>({ resource: "logs", id });
  const action = entry && t(`logs.actions.${entry.action}`);
  useRecordTitle(entry && `${action} · ${format.dateTime(entry.at)}`);
  const field = (name: string) => t(`logs.fields.${name}`);

  return (
    <ShowPage resource="logs" id={id} query={query} heading={action}>
      {entry && (
        <Flex vertical gap={24}>
          <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 3 }} size="small">
            <RecordDetails.Item label={field("at")}>{format.dateTime(entry.at)}</RecordDetails.Item>
            <RecordDetails.Item label={field("user")}>
              {entry.user ? (
                <Link to={showUrl("users", entry.user._id)}>
                  {entry.user.fullName} · {entry.user.email}
                </Link>
              ) : (
                t("logs.nobody")
              )}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("action")}>
              <Tag>{action}</Tag>
            </RecordDetails.Item>
            <RecordDetails.Item label={field("resource")}>
              {t(`logs.resources.${entry.resource}`)}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("recordId")}>
              <LogRecordLink entry={entry} />
            </RecordDetails.Item>
            <RecordDetails.Item label={field("address")}>{entry.address ?? "—"}</RecordDetails.Item>
          </RecordDetails>
          <ChangesTable resource={entry.resource} changes={entry.changes} />
        </Flex>
      )}
    </ShowPage>
  );
}
