import { useTranslate } from "@refinedev/core";
import { REQUEST_STATUSES } from "../../../domain/rentWork";
import type { RentRequest } from "../../../domain/requests.schema";
import { SelectionActions } from "../../changesets";
import { useFormat } from "../../format";
import { type ListColumn, pickerFilter, ResourceList, useChosenFilter } from "../../lists";
import { useRequestColumns } from "../../requests/columns";
import { StatusTabs } from "../../requests/StatusTabs";
import { useRentModelOptions } from "../rentModels/useRentModelOptions";
import { RENT_REQUEST_COUNTS_PATH } from "./api";
import { RentModelLink } from "./RentModelLink";

/** /requests/index, "Received messages": customers' rent requests, newest first. */
export default function RentRequestList() {
  const t = useTranslate();
  const format = useFormat();
  const column = useRequestColumns("rentRequests");
  const models = useRentModelOptions(useChosenFilter("rentModelId"));

  const columns: ListColumn<RentRequest>[] = [
    column.number(),
    column.customer(),
    {
      key: "modelName",
      title: t("rentRequests.fields.modelName"),
      sortField: "modelName",
      filter: pickerFilter("rentModelId", models),
      render: (request) => <RentModelLink request={request} />,
    },
    {
      key: "route",
      title: t("rentRequests.fields.route"),
      render: (request) => `${request.startLocation} → ${request.destination}`,
    },
    {
      key: "departureAt",
      title: t("rentRequests.fields.departureAt"),
      sortField: "departureAt",
      filter: { kind: "dateRange" },
      render: (request) => format.date(request.departureAt),
    },
    {
      key: "returnAt",
      title: t("rentRequests.fields.returnAt"),
      sortField: "returnAt",
      render: (request) => format.date(request.returnAt),
    },
    column.paymentState<RentRequest>(),
    column.status("request", REQUEST_STATUSES),
    column.assignee(),
    column.createdAt(),
  ];

  return (
    <ResourceList<RentRequest>
      resource="rentRequests"
      columns={columns}
      rowName={(request) => t("rentRequests.recordTitle", { number: request.number })}
      exportPath="/requests"
      selectionActions={(selection) => (
        <SelectionActions resource="rentRequests" selection={selection} />
      )}
      canDelete={false}
      filterBar={(list) => (
        <StatusTabs
          kind="request"
          statuses={REQUEST_STATUSES}
          countsPath={RENT_REQUEST_COUNTS_PATH}
          {...list}
        />
      )}
    />
  );
}
