import { EVENT_CAPACITY_MAX, EVENT_IMAGES_MAX } from "../../../domain/events.schema";
import type { FieldSections, ShownField } from "../../forms";
import { EventStateTag } from "./EventParts";

/**
 * An event's fields as its form shows them: its texts in both languages, when, where, how many
 * and for how much, its pictures. Rules and required marks come from `eventInput`.
 */
export const eventFields = [
  [
    { name: "name", kind: "bilingual" },
    { name: "description", kind: "bilingual", lines: 4 },
  ],
  [
    { name: "startsAt", kind: "instant" },
    // The end must follow the start: checked again when the start changes.
    { name: "endsAt", kind: "instant", dependencies: ["startsAt"] },
    { name: "venue", kind: "text" },
    { name: "city", kind: "text" },
    { name: "capacity", kind: "number", width: 8, min: 1, max: EVENT_CAPACITY_MAX },
    { name: "priceCents", kind: "money", width: 8 },
    { name: "published", kind: "boolean", width: 8, help: "publishedHelp" },
  ],
  [
    {
      name: "images",
      kind: "media",
      media: "image",
      width: 24,
      multiple: true,
      max: EVENT_IMAGES_MAX,
      help: "imagesHelp",
    },
  ],
] as const satisfies FieldSections;

const [[name, description], [startsAt, endsAt, venue, city, capacity, price]] = eventFields;

/** What an event's page shows: its form's fields, the published state as its tag, its last change. */
export const eventDetails = [
  name,
  description,
  startsAt,
  endsAt,
  venue,
  city,
  capacity,
  price,
  { name: "published", label: "status", kind: "status", tag: EventStateTag, prop: "published" },
  { name: "updatedAt", kind: "instant" },
] as const satisfies readonly ShownField[];
