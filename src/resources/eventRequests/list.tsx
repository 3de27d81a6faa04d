import { useTranslate } from "@refinedev/core";
import { REQUEST_STATUSES } from "../../../domain/rentWork";
import type { EventRequest } from "../../../domain/requests.schema";
import { SelectionActions } from "../../changesets";
import { useFormat } from "../../format";
import { type ListColumn, pickerFilter, ResourceList, useChosenFilter } from "../../lists";
import { useRequestColumns } from "../../requests/columns";
import { StatusTabs } from "../../requests/StatusTabs";
import { EventLink } from "../events/EventLink";
import { useEventOptions } from "../events/useEventOptions";
import { EVENT_REQUEST_COUNTS_PATH } from "./api";

/** /event-requests/index: customers' requests about an event, newest first. */
export default function EventRequestList() {
  const t = useTranslate();
  const format = useFormat();
  const column = useRequestColumns("eventRequests");
  const events = useEventOptions(useChosenFilter("eventId"));

  const columns: ListColumn<EventRequest>[] = [
    column.number(),
    column.customer(),
    {
      key: "eventName",
      title: t("eventRequests.fields.eventName"),
      sortField: "eventName",
      // An event's page opens this list filtered by it (eventId).
      filter: pickerFilter("eventId", events),
      render: (request) => <EventLink event={request.event} text={request.eventName} />,
    },
    column.count<EventRequest>("guests", (request) => request.guests),
    {
      key: "eventDate",
      title: t("eventRequests.fields.eventDate"),
      sortField: "eventDate",
      filter: { kind: "dateRange", as: "date" },
      render: (request) => format.date(request.eventDate),
    },
    column.paymentState<EventRequest>(),
    column.status("request", REQUEST_STATUSES),
    column.assignee(),
    column.createdAt(),
  ];

  return (
    <ResourceList<EventRequest>
      resource="eventRequests"
      columns={columns}
      rowName={(request) => t("eventRequests.recordTitle", { number: request.number })}
      exportPath="/event/requests"
      selectionActions={(selection) => (
        <SelectionActions resource="eventRequests" selection={selection} />
      )}
      canDelete={false}
      filterBar={(list) => (
        <StatusTabs
          kind="request"
          statuses={REQUEST_STATUSES}
          countsPath={EVENT_REQUEST_COUNTS_PATH}
          {...list}
        />
      )}
    />
  );
}
