import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { useParams } from "react-router";
import type { EventRequest } from "../../../domain/requests.schema";
import { formatDate, formatDateTime } from "../../format";
import { ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { customerItems, LongText, RecordSection } from "../../requests/parts";
import { StatusTag } from "../../requests/StatusTag";

/** /event-requests/view/:id: one customer's request about an event. */
export default function EventRequestShow() {
  const t = useTranslate();
  const { id = "" } = useParams();
  const { query, result: request } = useShow<EventRequest, HttpError>({
    resource: "eventRequests",
    id,
  });
  // The tab and breadcrumb name the record by its number, not its id.
  useRecordTitle(request && `#${request.number}`);
  const field = (name: string) => t(`eventRequests.fields.${name}`);

  return (
    <ShowPage
      resource="eventRequests"
      id={id}
      query={query}
      title={request && t("eventRequests.recordTitle", { number: request.number })}
      heading={request && `${request.customerName} · ${request.eventName}`}
    >
      {request && (
        <Flex vertical gap={24}>
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
        </Flex>
      )}
    </ShowPage>
  );
}
