import { useTranslate } from "@refinedev/core";
import { REQUEST_STATUSES } from "../../../domain/orders";
import type { RentRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { useRequestColumns } from "../../requests/columns";

/** /requests/index, "Received messages": customers' rent requests, newest first. */
export default function RentRequestList() {
  const t = useTranslate();
  const format = useFormat();
  const column = useRequestColumns("rentRequests");

  const columns: ListColumn<RentRequest>[] = [
    column.number(),
    column.customer(),
    {
      key: "modelName",
      title: t("rentRequests.fields.modelName"),
      sortField: "modelName",
      render: (request) => request.modelName,
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
    column.status("request", REQUEST_STATUSES),
    column.createdAt(),
  ];

  return (
    <ResourceList<RentRequest>
      resource="rentRequests"
      columns={columns}
      rowName={(request) => t("rentRequests.recordTitle", { number: request.number })}
      exportPath="/requests"
      initialSort={{ field: "createdAt", order: "desc" }}
      canDelete={false}
    />
  );
}
