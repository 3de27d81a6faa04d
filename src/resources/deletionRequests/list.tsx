import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import { DELETION_REQUEST_STATUSES } from "../../../domain/deletionRequests";
import type { DeletionRequest } from "../../../domain/deletionRequests.schema";
import { type ListColumn, ResourceList } from "../../lists";
import { Holdings } from "../../people/Holdings";
import { StatusTag } from "../../requests/StatusTag";
import { RequestAge, Requester } from "./parts";

/**
 * /accountdeleterequests/index: who asked, when (pending ones past 30 days flagged), why, and what
 * their account holds; administrators only.
 */
export default function DeletionRequestList() {
  const t = useTranslate();
  const field = (name: string) => t(`deletionRequests.fields.${name}`);

  const columns: ListColumn<DeletionRequest>[] = [
    {
      key: "number",
      title: field("number"),
      primary: true,
      sortField: "number",
      render: (request) => `#${request.number}`,
    },
    {
      key: "status",
      title: field("status"),
      sortField: "status",
      filter: {
        kind: "select",
        multiple: true,
        options: DELETION_REQUEST_STATUSES.map((status) => ({
          value: status,
          label: t(`statuses.deletionRequest.${status}`),
        })),
      },
      render: (request) => <StatusTag kind="deletionRequest" status={request.status} />,
    },
    {
      key: "createdAt",
      title: field("createdAt"),
      sortField: "createdAt",
      filter: { kind: "dateRange" },
      render: (request) => <RequestAge request={request} />,
    },
    {
      key: "requester",
      title: field("requester"),
      sortField: "requesterName",
      render: (request) => <Requester request={request} />,
    },
    {
      key: "reason",
      title: field("reason"),
      render: (request) =>
        request.reason ?? (
          <Typography.Text type="secondary">{t("deletionRequests.noReason")}</Typography.Text>
        ),
    },
    {
      key: "holdings",
      title: field("holdings"),
      render: (request) =>
        request.holdings ? <Holdings holdings={request.holdings} /> : t("users.none"),
    },
  ];

  return (
    <ResourceList<DeletionRequest>
      resource="deletionRequests"
      columns={columns}
      rowName={(request) => `#${request.number}`}
      exportPath="/account-deletion-requests"
      canDelete={false}
    />
  );
}
