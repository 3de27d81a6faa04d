import { useNavigation, useTranslate } from "@refinedev/core";
import type { EventRequest } from "../../../domain/requests.schema";
import { formatDate, formatDateTime, useFormat } from "../../format";
import { PaymentSection } from "../../payments/PaymentSection";
import { customerItems, LongText, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import { RequestMoves, RequestWork, useWorkItems } from "../../requests/RequestWork";
import type { WorkTarget } from "../../requests/recordWork";
import { EventLink } from "../events/EventLink";
import { SandboxPayments } from "../webhooks/SandboxPayments";
import { eventRequestPath } from "./api";

const targetOf = (
  request: EventRequest,
  reload: () => void,
  page: (id: string) => string,
): WorkTarget => ({
  path: eventRequestPath(request._id),
  version: request.version,
  reload,
  page,
});

/** /event-requests/view/:id: one customer's request about an event, worked to the end. */
export default function EventRequestShow() {
  const t = useTranslate();
  const { showUrl } = useNavigation();
  // Another request of the same resource (one holding these dates), on its show page.
  const page = (id: string) => showUrl("eventRequests", id);
  const format = useFormat();
  const field = (name: string) => t(`eventRequests.fields.${name}`);
  const workItems = useWorkItems("eventRequests");

  return (
    <RequestPage<EventRequest>
      resource="eventRequests"
      heading={(request) =>
        `${request.customerName} · ${request.event ? format.name(request.event) : request.eventName}`
      }
      actions={(request, reload) => (
        <RequestMoves request={request} target={targetOf(request, reload, page)} />
      )}
    >
      {(request, reload) => (
        <>
          <RecordSection
            title={t("eventRequests.sections.request")}
            items={[
              { key: "number", label: field("number"), children: request.number },
              ...workItems(request),
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
              {
                key: "eventName",
                label: field("eventName"),
                children: <EventLink event={request.event} text={request.eventName} />,
              },
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
          <RequestWork
            request={request}
            target={targetOf(request, reload, page)}
            payments={
              <>
                <PaymentSection
                  recordPath={targetOf(request, reload, page).path}
                  version={request.version}
                />
                <SandboxPayments
                  record={{ eventRequestId: request._id }}
                  target={targetOf(request, reload, page)}
                />
              </>
            }
          />
        </>
      )}
    </RequestPage>
  );
}
