import type { z } from "zod";
import type { EventRequest, eventRequestIntake } from "../../domain/requests.schema.ts";
import type { Database } from "../db/client.ts";
import { eventRequests } from "./schema.ts";

export type EventRequestRow = typeof eventRequests.$inferSelect;

export const toEventRequest = (row: EventRequestRow): EventRequest => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerPhone: row.customerPhone,
  eventName: row.eventName,
  guests: row.guests,
  eventDate: row.eventDate,
  message: row.message,
  createdAt: row.createdAt.toISOString(),
});

export const createEventRequest = async (
  db: Database,
  input: z.output<typeof eventRequestIntake>,
): Promise<EventRequest> => {
  const [row] = await db.insert(eventRequests).values(input).returning();
  if (!row) throw new Error("event request not stored");
  return toEventRequest(row);
};
