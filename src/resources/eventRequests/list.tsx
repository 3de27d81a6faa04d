import { useTranslate } from "@refinedev/core";
import { REQUEST_STATUSES } from "../../../domain/orders";
import type { EventRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { useRequestColumns } from "../../requests/columns";

/** /event-requests/index: customers' requests about an event, newest first. */
export default function EventRequestList() {
  const t = useTranslate();
  const format = useFormat();
  const column = useRequestColumns("eventRequests");

  const columns: ListColumn<EventRequest>[] = [
    column.number(),
    column.customer(),
    {
      key: "eventName",
      title: t("eventRequests.fields.eventName"),
      sortField: "eventName",
      render: (request) => request.eventName,
    },
    column.count<EventRequest>("guests", (request) => request.guests),
    {
      key: "eventDate",
      title: t("eventRequests.fields.eventDate"),
      sortField: "eventDate",
      filter: { kind: "dateRange", as: "date" },
      render: (request) => format.date(request.eventDate),
    },
    column.status("request", REQUEST_STATUSES),
    column.createdAt(),
  ];

  return (
    <ResourceList<EventRequest>
      resource="eventRequests"
      columns={columns}
      rowName={(request) => t("eventRequests.recordTitle", { number: request.number })}
      exportPath="/event/requests"
      initialSort={{ field: "createdAt", order: "desc" }}
      canDelete={false}
    />
  );
}
