import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import { useParams } from "react-router";
import type { Event } from "../../../domain/events.schema";
import { useFormat } from "../../format";
import { DeclaredDetails, DeleteRecordButton, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { PictureGallery } from "../../uploads";
import { ConfirmedOfCapacity } from "./EventParts";
import { EventRequests } from "./EventRequests";
import { eventDetails } from "./fields";

/** /events/view/:id: the pictures, every field in both languages and the event's requests. */
export default function EventShow() {
  const t = useTranslate();
  const format = useFormat();
  const { id = "" } = useParams();
  const { query, result: event } = useShow<Event, HttpError>({ resource: "events", id });
  useRecordTitle(event && `E-${event.number}`);
  const label = (field: string) => t(`events.fields.${field}`);

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
          <DeclaredDetails
            resource="events"
            record={event}
            fields={eventDetails}
            overrides={{
              capacity: {
                render: () => (
                  <ConfirmedOfCapacity
                    confirmed={event.guestsConfirmed}
                    capacity={event.capacity}
                  />
                ),
              },
            }}
          />
          <EventRequests event={event} />
        </Flex>
      )}
    </ShowPage>
  );
}
