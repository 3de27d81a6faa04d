import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex, Typography } from "antd";
import { useParams } from "react-router";
import type { Event } from "../../../domain/events.schema";
import { useFormat } from "../../format";
import { DeleteRecordButton, RecordDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { PictureGallery } from "../../uploads";
import { ConfirmedOfCapacity, EventStateTag } from "./EventParts";
import { EventRequests } from "./EventRequests";

/** /events/view/:id: the pictures, every field in both languages and the event's requests. */
export default function EventShow() {
  const t = useTranslate();
  const format = useFormat();
  const { id = "" } = useParams();
  const { query, result: event } = useShow<Event, HttpError>({ resource: "events", id });
  useRecordTitle(event && `E-${event.number}`);
  const label = (field: string) => t(`events.fields.${field}`);
  const long = (text: string) => (
    <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
      {text}
    </Typography.Paragraph>
  );

  return (
    <ShowPage
      resource="events"
      id={id}
      query={query}
      heading={event && `E-${event.number} · ${format.name(event)}`}
      actions={
        event && (
          <DeleteRecordButton
            resource="events"
            id={event._id}
            confirm={t("lists.delete.confirm", { name: format.name(event) })}
          />
        )
      }
    >
      {event && (
        <Flex vertical gap={24}>
          <PictureGallery
            label={label("images")}
            images={event.images}
            name={format.name(event)}
            width={240}
            height={135}
          />
          <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
            <RecordDetails.Item label={label("nameEn")}>{event.nameEn}</RecordDetails.Item>
            <RecordDetails.Item label={label("nameIt")}>{event.nameIt}</RecordDetails.Item>
            <RecordDetails.Item label={label("descriptionEn")}>
              {long(event.descriptionEn)}
            </RecordDetails.Item>
            <RecordDetails.Item label={label("descriptionIt")}>
              {long(event.descriptionIt)}
            </RecordDetails.Item>
            <RecordDetails.Item label={label("startsAt")}>
              {format.dateTime(event.startsAt)}
            </RecordDetails.Item>
            <RecordDetails.Item label={label("endsAt")}>
              {format.dateTime(event.endsAt)}
            </RecordDetails.Item>
            <RecordDetails.Item label={label("venue")}>{event.venue}</RecordDetails.Item>
            <RecordDetails.Item label={label("city")}>{event.city}</RecordDetails.Item>
            <RecordDetails.Item label={label("capacity")}>
              <ConfirmedOfCapacity confirmed={event.guestsConfirmed} capacity={event.capacity} />
            </RecordDetails.Item>
            <RecordDetails.Item label={label("price")}>
              {format.money(event.priceCents)}
            </RecordDetails.Item>
            <RecordDetails.Item label={label("status")}>
              <EventStateTag published={event.published} />
            </RecordDetails.Item>
            <RecordDetails.Item label={label("updatedAt")}>
              {format.dateTime(event.updatedAt)}
            </RecordDetails.Item>
          </RecordDetails>
          <EventRequests event={event} />
        </Flex>
      )}
    </ShowPage>
  );
}
