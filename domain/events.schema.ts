import { z } from "zod";
import { completenessFlags } from "./completeness.schema.ts";
import {
  CATALOGUE_TEXT_MAX,
  instantField,
  requiredCents,
  requiredInteger,
  requiredText,
  storedFile,
  timestamps,
} from "./fields.schema.ts";

export const EVENT_IMAGES_MAX = 10;
export const EVENT_CAPACITY_MAX = 100_000;

/** An instant, stored in UTC. */
const instant = (messageKey: string) =>
  instantField(messageKey).transform((value) => new Date(value).toISOString());

const eventFields = z.object({
  nameEn: requiredText("eventNameRequired", CATALOGUE_TEXT_MAX.name),
  nameIt: requiredText("eventNameRequired", CATALOGUE_TEXT_MAX.name),
  descriptionEn: requiredText("descriptionRequired", CATALOGUE_TEXT_MAX.description),
  descriptionIt: requiredText("descriptionRequired", CATALOGUE_TEXT_MAX.description),
  startsAt: instant("startRequired"),
  /** Must follow startsAt. */
  endsAt: instant("endRequired"),
  venue: requiredText("venueRequired", 200),
  city: requiredText("cityRequired", 100),
  /**
   * How many guests the event takes in all: confirmed requests may not exceed it
   * (docs/statuses.md#bookings).
   */
  capacity: requiredInteger("capacityRequired", { min: 1, max: EVENT_CAPACITY_MAX }),
  priceCents: requiredCents("pricePerGuestRequired"),
  images: z
    .array(storedFile("imageRequired"), { error: "imageRequired" })
    .min(1, { error: "imageRequired" })
    .max(EVENT_IMAGES_MAX, { error: "tooManyImages" }),
  /** A draft is staff's alone: customer apps cannot ask for it. */
  published: z.boolean({ error: "invalid" }).default(false),
});

const endsAfterStart = (event: { startsAt: string; endsAt: string }) =>
  Date.parse(event.endsAt) > Date.parse(event.startsAt);

const timesOnly = eventFields.pick({ startsAt: true, endsAt: true });

/** The end is compared once both times are valid, so each field says only its own fault. */
const endAfterStart = {
  error: "endBeforeStart",
  path: ["endsAt"],
  when: (payload: { value: unknown }) => timesOnly.safeParse(payload.value).success,
};

export const eventInput = eventFields.refine(endsAfterStart, endAfterStart);
export type EventInput = z.input<typeof eventInput>;

export const event = z.object({
  _id: z.string(),
  /** Human number shown in lists and found by Cmd-K (E-12). */
  number: z.number().int(),
  nameEn: z.string(),
  nameIt: z.string(),
  descriptionEn: z.string(),
  descriptionIt: z.string(),
  startsAt: z.iso.datetime(),
  endsAt: z.iso.datetime(),
  venue: z.string(),
  city: z.string(),
  capacity: z.number().int(),
  priceCents: z.number().int(),
  images: z.array(z.string()),
  published: z.boolean(),
  /** The event requests that refer to it, and the guests they ask for. */
  requestCount: z.number().int(),
  guestsRequested: z.number().int(),
  /** Guests of confirmed requests (domain/events.ts confirmedGuests), against `capacity`. */
  guestsConfirmed: z.number().int(),
  version: z.number().int(),
  ...timestamps,
  ...completenessFlags,
});
export type Event = z.infer<typeof event>;

/** How an event request names its event: enough to link and date it. */
export const eventRef = z.object({
  _id: z.string(),
  nameEn: z.string(),
  nameIt: z.string(),
  startsAt: z.iso.datetime(),
});
export type EventRef = z.infer<typeof eventRef>;
