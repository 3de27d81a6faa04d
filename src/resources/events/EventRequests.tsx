import { useList, useNavigation, useTranslate } from "@refinedev/core";
import { Flex, Table, Typography } from "antd";
import { Link } from "react-router";
import type { Event } from "../../../domain/events.schema";
import type { EventRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { ButtonLink } from "../../layout/ButtonLink";
import { useFilteredListUrl } from "../../lists";
import { StatusTag } from "../../requests/StatusTag";
import { ConfirmedOfCapacity } from "./EventParts";

/** How many of the event's requests its page lists; the rest are a link away. */
const SHOWN = 10;

/**
 * The event's requests, newest first, each linked to its page, with the guests asked for and the
 * guests confirmed against the capacity.
 */
export function EventRequests({ event }: { event: Event }) {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const filteredListUrl = useFilteredListUrl();
  const byEvent = [{ field: "eventId", operator: "eq" as const, value: event._id }];
  const { result, query } = useList<EventRequest>({
    resource: "eventRequests",
    filters: byEvent,
    sorters: [{ field: "createdAt", order: "desc" }],
    pagination: { currentPage: 1, pageSize: SHOWN, mode: "server" },
  });
  const label = (name: string) => t(`events.requests.${name}`);

  return (
    <section aria-labelledby="event-requests-title">
      <Flex justify="space-between" align="center" gap={12} wrap style={{ marginBottom: 12 }}>
        <Flex vertical>
          <Typography.Title id="event-requests-title" level={2} style={{ fontSize: 16, margin: 0 }}>
            {label("title")}
          </Typography.Title>
          <Typography.Text>
            <ConfirmedOfCapacity confirmed={event.guestsConfirmed} capacity={event.capacity} />
            {" · "}
            {t("events.requests.summary", {
              count: event.requestCount,
              guests: event.guestsRequested,
            })}
          </Typography.Text>
        </Flex>
        {event.requestCount > SHOWN && (
          <ButtonLink to={filteredListUrl("eventRequests", byEvent)}>{label("all")}</ButtonLink>
        )}
      </Flex>
      <Table<EventRequest>
        rowKey="_id"
        size="small"
        pagination={false}
        loading={query.isLoading}
        dataSource={result.data}
        locale={{ emptyText: label("empty") }}
        scroll={{ x: "max-content" }}
        columns={[
          {
            key: "number",
            title: label("request"),
            render: (_, request) => {
              const url = showUrl("eventRequests", request._id);
              return url ? <Link to={url}>#{request.number}</Link> : `#${request.number}`;
            },
          },
          {
            key: "customer",
            title: label("customer"),
            render: (_, request) => request.customerName,
          },
          { key: "guests", title: label("guests"), align: "right", dataIndex: "guests" },
          {
            key: "status",
            title: label("status"),
            render: (_, request) => <StatusTag kind="request" status={request.status} />,
          },
          {
            key: "createdAt",
            title: label("receivedAt"),
            render: (_, request) => format.dateTime(request.createdAt),
          },
        ]}
      />
    </section>
  );
}
