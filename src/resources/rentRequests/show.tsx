import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { useParams } from "react-router";
import type { RentRequest } from "../../../domain/requests.schema";
import { formatDateTime } from "../../format";
import { ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { customerItems, LongText, RecordSection } from "../../requests/parts";
import { StatusTag } from "../../requests/StatusTag";

/** /requests/view/:id: one received message, i.e. a customer's rent request. */
export default function RentRequestShow() {
  const t = useTranslate();
  const { id = "" } = useParams();
  const { query, result: request } = useShow<RentRequest, HttpError>({
    resource: "rentRequests",
    id,
  });
  // The tab and breadcrumb name the record by its number, not its id.
  useRecordTitle(request && `#${request.number}`);
  const field = (name: string) => t(`rentRequests.fields.${name}`);

  return (
    <ShowPage
      resource="rentRequests"
      id={id}
      query={query}
      title={request && t("rentRequests.recordTitle", { number: request.number })}
      heading={request && `${request.customerName} · ${request.modelName}`}
    >
      {request && (
        <Flex vertical gap={24}>
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
        </Flex>
      )}
    </ShowPage>
  );
}
