import { useNavigation, useTranslate } from "@refinedev/core";
import { Divider, Typography } from "antd";
import { Link } from "react-router";
import { DELETION_REQUEST_MOVES } from "../../../domain/deletionRequests";
import type { DeletionRequest } from "../../../domain/deletionRequests.schema";
import { Holdings } from "../../people/Holdings";
import { HistorySection } from "../../requests/HistorySection";
import { RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import type { WorkTarget } from "../../requests/recordWork";
import { StatusMoves } from "../../requests/StatusMoves";
import { StatusTag } from "../../requests/StatusTag";
import { deletionRequestPath } from "./api";
import { RequestAge, Requester } from "./parts";

const targetOf = (request: DeletionRequest, reload: () => void): WorkTarget => ({
  path: deletionRequestPath(request._id),
  version: request.version,
  reload,
});

/**
 * /accountdeleterequests/view/:id: one request, what approving it does to the account, the
 * moves (approve deletes the account; reject needs a reason, both are mailed) and its history.
 */
export default function DeletionRequestShow() {
  const t = useTranslate();
  const { showUrl } = useNavigation();
  const field = (name: string) => t(`deletionRequests.fields.${name}`);

  return (
    <RequestPage<DeletionRequest>
      resource="deletionRequests"
      heading={(request) => <Requester request={request} inline />}
      actions={(request, reload) => (
        <StatusMoves
          kind="deletionRequest"
          target={targetOf(request, reload)}
          status={request.status}
          moves={DELETION_REQUEST_MOVES[request.status]}
        />
      )}
    >
      {(request, reload) => (
        <>
          <RecordSection
            title={t("deletionRequests.titles.request")}
            items={[
              { key: "number", label: field("number"), children: request.number },
              {
                key: "status",
                label: field("status"),
                children: <StatusTag kind="deletionRequest" status={request.status} />,
              },
              {
                key: "createdAt",
                label: field("createdAt"),
                children: <RequestAge request={request} />,
              },
              {
                key: "source",
                label: field("source"),
                children: t(`deletionRequests.sources.${request.source}`),
              },
              {
                key: "reason",
                label: field("reason"),
                children: request.reason ?? (
                  <Typography.Text type="secondary">
                    {t("deletionRequests.noReason")}
                  </Typography.Text>
                ),
              },
              {
                key: "account",
                label: field("account"),
                children: request.user ? (
                  <Link to={showUrl("users", request.user._id)}>{request.user.fullName}</Link>
                ) : (
                  t("deletionRequests.accountGone")
                ),
              },
              ...(request.holdings
                ? [
                    {
                      key: "holdings",
                      label: field("holdings"),
                      children: (
                        <>
                          <Holdings holdings={request.holdings} />
                          {request.holdings.outcome === "anonymise" && (
                            <div>
                              <Typography.Text type="secondary">
                                {t("deletionRequests.holdings.anonymise")}
                              </Typography.Text>
                            </div>
                          )}
                        </>
                      ),
                    },
                  ]
                : []),
            ]}
          />
          <Divider style={{ margin: 0 }} />
          <HistorySection kind="deletionRequest" target={targetOf(request, reload)} />
        </>
      )}
    </RequestPage>
  );
}
