import { type HttpError, useNavigation, useShow, useTranslate } from "@refinedev/core";
import { Flex, Tag } from "antd";
import { Link, useParams } from "react-router";
import type { LogEntry } from "../../../domain/logs.schema";
import { useFormat } from "../../format";
import { DeclaredDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { ChangesTable } from "./ChangesTable";
import { logDetails } from "./fields";
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

  return (
    <ShowPage resource="logs" id={id} query={query} heading={action}>
      {entry && (
        <Flex vertical gap={24}>
          <DeclaredDetails
            resource="logs"
            record={entry}
            fields={logDetails}
            column={{ xs: 1, sm: 1, md: 2, lg: 3 }}
            overrides={{
              user: {
                render: () =>
                  entry.user ? (
                    <Link to={showUrl("users", entry.user._id)}>
                      {entry.user.fullName} · {entry.user.email}
                    </Link>
                  ) : (
                    t("logs.nobody")
                  ),
              },
              action: { render: () => <Tag>{action}</Tag> },
              recordId: { render: () => <LogRecordLink entry={entry} /> },
            }}
          />
          <ChangesTable resource={entry.resource} changes={entry.changes} />
        </Flex>
      )}
    </ShowPage>
  );
}
