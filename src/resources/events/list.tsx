import { useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import type { Event } from "../../../domain/events.schema";
import { useCompletenessColumn } from "../../completeness";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { eventEndpoints } from "./api";
import { ConfirmedOfCapacity, EventCover, EventStateTag } from "./EventParts";

/** /events/list: events soonest first, with their guests confirmed against the capacity. */
export default function EventList() {
  const t = useTranslate();
  const format = useFormat();
  const lang = format.language === "it" ? "It" : "En";
  const field = (name: string) => t(`events.fields.${name}`);

  const completeness = useCompletenessColumn<Event>();
  const columns: ListColumn<Event>[] = [
    {
      key: "number",
      title: field("number"),
      sortField: "number",
      render: (event) => <Typography.Text type="secondary">{`E-${event.number}`}</Typography.Text>,
    },
    {
      key: "name",
      title: field("name"),
      primary: true,
      sortField: `name${lang}`,
      render: (event) => (
        <Flex gap={8} align="center">
          <EventCover image={event.images[0]} />
          {format.name(event)}
        </Flex>
      ),
    },
    completeness,
    {
      key: "startsAt",
      title: field("startsAt"),
      sortField: "startsAt",
      filter: { kind: "dateRange" },
      render: (event) => format.dateTime(event.startsAt),
    },
    {
      key: "endsAt",
      title: field("endsAt"),
      sortField: "endsAt",
      render: (event) => format.dateTime(event.endsAt),
    },
    {
      key: "venue",
      title: field("venue"),
      sortField: "venue",
      render: (event) => event.venue,
    },
    {
      key: "city",
      title: field("city"),
      sortField: "city",
      filter: { kind: "text" },
      render: (event) => event.city,
    },
    {
      key: "capacity",
      title: field("capacity"),
      align: "right",
      sortField: "capacity",
      filter: { kind: "numberRange" },
      render: (event) => (
        <ConfirmedOfCapacity confirmed={event.guestsConfirmed} capacity={event.capacity} />
      ),
    },
    {
      key: "priceCents",
      title: field("price"),
      align: "right",
      sortField: "priceCents",
      render: (event) => format.money(event.priceCents),
    },
    {
      key: "published",
      title: field("status"),
      sortField: "published",
      filter: {
        kind: "select",
        options: [
          { value: "true", label: t("events.states.published") },
          { value: "false", label: t("events.states.draft") },
        ],
      },
      render: (event) => <EventStateTag published={event.published} />,
    },
  ];

  return (
    <ResourceList<Event>
      resource="events"
      columns={columns}
      rowName={(event) => format.name(event)}
      exportPath={eventEndpoints.list}
    />
  );
}
