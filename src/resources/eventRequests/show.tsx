import { useTranslate } from "@refinedev/core";
import type { EventRequest } from "../../../domain/requests.schema";
import { formatDate, formatDateTime } from "../../format";
import { customerItems, LongText, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import { StatusTag } from "../../requests/StatusTag";

/** /event-requests/view/:id: one customer's request about an event. */
export default function EventRequestShow() {
  const t = useTranslate();
  const field = (name: string) => t(`eventRequests.fields.${name}`);

  return (
    <RequestPage<EventRequest>
      resource="eventRequests"
      heading={(request) => `${request.customerName} · ${request.eventName}`}
    >
      {(request) => (
        <>
          <RecordSection
            title={t("eventRequests.sections.request")}
            items={[
              { key: "number", label: field("number"), children: request.number },
              {
                key: "status",
                label: field("status"),
                children: <StatusTag kind="request" status={request.status} />,
              },
              {
                key: "createdAt",
                label: field("createdAt"),
                children: formatDateTime(request.createdAt),
              },
            ]}
          />
          <RecordSection
            title={t("eventRequests.sections.customer")}
            items={customerItems(request, t, "eventRequests")}
          />
          <RecordSection
            title={t("eventRequests.sections.event")}
            items={[
              { key: "eventName", label: field("eventName"), children: request.eventName },
              { key: "guests", label: field("guests"), children: request.guests },
              {
                key: "eventDate",
                label: field("eventDate"),
                children: formatDate(request.eventDate),
              },
              {
                key: "message",
                label: field("message"),
                span: "filled",
                children: <LongText text={request.message} empty={t("eventRequests.noMessage")} />,
              },
            ]}
          />
        </>
      )}
    </RequestPage>
  );
}
