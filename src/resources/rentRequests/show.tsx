import { useTranslate } from "@refinedev/core";
import type { RentRequest } from "../../../domain/requests.schema";
import { formatDateTime } from "../../format";
import { customerItems, LongText, RecordSection } from "../../requests/parts";
import { RequestPage } from "../../requests/RequestPage";
import { StatusTag } from "../../requests/StatusTag";

/** /requests/view/:id: one received message, i.e. a customer's rent request. */
export default function RentRequestShow() {
  const t = useTranslate();
  const field = (name: string) => t(`rentRequests.fields.${name}`);

  return (
    <RequestPage<RentRequest>
      resource="rentRequests"
      heading={(request) => `${request.customerName} · ${request.modelName}`}
    >
      {(request) => (
        <>
          <RecordSection
            title={t("rentRequests.sections.request")}
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
            title={t("rentRequests.sections.customer")}
            items={customerItems(request, t, "rentRequests")}
          />
          <RecordSection
            title={t("rentRequests.sections.trip")}
            items={[
              { key: "modelName", label: field("modelName"), children: request.modelName },
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
        </>
      )}
    </RequestPage>
  );
}
