import type { z } from "zod";
import type { RentRequest, rentRequestIntake } from "../../domain/requests.schema.ts";
import type { Database } from "../db/client.ts";
import { rentRequests } from "./schema.ts";

export type RentRequestRow = typeof rentRequests.$inferSelect;

export const toRentRequest = (row: RentRequestRow): RentRequest => ({
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerPhone: row.customerPhone,
  modelName: row.modelName,
  passengers: row.passengers,
  cabins: row.cabins,
  guests: row.guests,
  startLocation: row.startLocation,
  destination: row.destination,
  departureAt: row.departureAt.toISOString(),
  returnAt: row.returnAt.toISOString(),
  otherRequests: row.otherRequests,
  createdAt: row.createdAt.toISOString(),
});

export const createRentRequest = async (
  db: Database,
  input: z.output<typeof rentRequestIntake>,
): Promise<RentRequest> => {
  const [row] = await db
    .insert(rentRequests)
    .values({
      ...input,
      departureAt: new Date(input.departureAt),
      returnAt: new Date(input.returnAt),
    })
    .returning();
  if (!row) throw new Error("rent request not stored");
  return toRentRequest(row);
};
