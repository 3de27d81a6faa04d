import { useNavigation, useTranslate } from "@refinedev/core";
import { canMoveRequest, canSendOffer } from "../../../domain/rentWork";
import type { RentRequest } from "../../../domain/requests.schema";
import { formatDateTime, useFormat } from "../../format";
import { PaymentSection } from "../../payments/PaymentSection";
import { customerItems, LongText, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import { RequestMoves, RequestWork, useWorkItems } from "../../requests/RequestWork";
import type { WorkTarget } from "../../requests/recordWork";
import { SandboxPayments } from "../webhooks/SandboxPayments";
import { rentRequestPath } from "./api";
import { BookingOverlaps } from "./BookingOverlaps";
import { RentModelLink } from "./RentModelLink";

const targetOf = (
  request: RentRequest,
  reload: () => void,
  page: (id: string) => string,
): WorkTarget => ({
  path: rentRequestPath(request._id),
  version: request.version,
  reload,
  page,
});

/** Whether an offer or a confirmation is next: then the stay must not clash with another. */
const booksNext = (request: RentRequest) =>
  canSendOffer(request.status) || canMoveRequest(request.status, "confirmed");

/**
 * /requests/view/:id: one received message, i.e. a customer's rent request, worked to the end:
 * its moves, the stays it overlaps on the same model, its offer and its history.
 */
export default function RentRequestShow() {
  const t = useTranslate();
  const { showUrl } = useNavigation();
  // Another request of the same resource (one holding these dates), on its show page.
  const page = (id: string) => showUrl("rentRequests", id);
  const format = useFormat();
  const field = (name: string) => t(`rentRequests.fields.${name}`);
  const workItems = useWorkItems("rentRequests");

  return (
    <RequestPage<RentRequest>
      resource="rentRequests"
      heading={(request) =>
        `${request.customerName} · ${request.rentModel ? format.name(request.rentModel) : request.modelName}`
      }
      actions={(request, reload) => (
        <RequestMoves request={request} target={targetOf(request, reload, page)} />
      )}
    >
      {(request, reload) => (
        <>
          {request.rentModel && booksNext(request) && (
            <BookingOverlaps request={request} modelId={request.rentModel._id} />
          )}
          <RecordSection
            title={t("rentRequests.sections.request")}
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
            title={t("rentRequests.sections.customer")}
            items={customerItems(request, t, "rentRequests")}
          />
          <RecordSection
            title={t("rentRequests.sections.trip")}
            items={[
              {
                key: "modelName",
                label: field("modelName"),
                children: <RentModelLink request={request} />,
              },
              { key: "passengers", label: field("passengers"), children: request.passengers },
              { key: "cabins", label: field("cabins"), children: request.cabins },
              { key: "guests", label: field("guests"), children: request.guests },
              {
                key: "startLocation",
                label: field("startLocation"),
                children: request.startLocation,
              },
              { key: "destination", label: field("destination"), children: request.destination },
              {
                key: "departureAt",
                label: field("departureAt"),
                children: formatDateTime(request.departureAt),
              },
              {
                key: "returnAt",
                label: field("returnAt"),
                children: formatDateTime(request.returnAt),
              },
              {
                key: "otherRequests",
                label: field("otherRequests"),
                span: "filled",
                children: (
                  <LongText text={request.otherRequests} empty={t("rentRequests.noMessage")} />
                ),
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
                  record={{ rentRequestId: request._id }}
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
