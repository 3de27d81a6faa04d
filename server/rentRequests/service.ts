import type { z } from "zod";
import type { RentModelRef } from "../../domain/rentModels.schema.ts";
import type { RentRequest, rentRequestIntake } from "../../domain/requests.schema.ts";
import { customerIdOf } from "../customers/key.ts";
import type { Database } from "../db/client.ts";
import { invalidFields } from "../lists/index.ts";
import { activeRentModel, rentModelRefs } from "../rentModels/refs.ts";
import { requestWorkOf } from "../rentWork/items.ts";
import { activeModelNamed } from "./links.ts";
import { rentRequests } from "./schema.ts";

export type RentRequestRow = typeof rentRequests.$inferSelect;

type RequestWork = Pick<
  RentRequest,
  "customerLanguage" | "assignee" | "offer" | "version" | "updatedAt"
>;

const toRentRequest = (
  row: RentRequestRow,
  rentModel: RentModelRef | null,
  work: RequestWork,
): RentRequest => ({
  ...work,
  _id: row.id,
  number: row.number,
  status: row.status,
  customerName: row.customerName,
  customerEmail: row.customerEmail,
  customerId: customerIdOf(row.customerEmail),
  customerPhone: row.customerPhone,
  rentModel,
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

/** Rows → answers, with their models and their work read once per batch. */
export const toRentRequests = async (rows: RentRequestRow[], db: Database) => {
  const models = await rentModelRefs(
    db,
    rows.map((row) => row.rentModelId),
  );
  const workOf = await requestWorkOf(db, "rentRequests", rows);
  return rows.map((row) =>
    toRentRequest(row, (row.rentModelId && models.get(row.rentModelId)) || null, workOf(row)),
  );
};

/** The model a request names: an active model by id, else the one its free-text name matches. */
const modelOf = async (db: Database, input: z.output<typeof rentRequestIntake>) => {
  if (input.rentModelId === undefined) {
    const linked = input.modelName ? await activeModelNamed(db, input.modelName) : null;
    return { rentModelId: linked, modelName: input.modelName ?? "" };
  }
  const model = await activeRentModel(db, input.rentModelId);
  if (!model) throw invalidFields({ rentModelId: "rentModelNotFound" });
  return { rentModelId: model._id, modelName: model.nameEn };
};

export const createRentRequest = async (
  db: Database,
  input: z.output<typeof rentRequestIntake>,
): Promise<RentRequest> => {
  const model = await modelOf(db, input);
  const [row] = await db
    .insert(rentRequests)
    .values({
      ...input,
      ...model,
      departureAt: new Date(input.departureAt),
      returnAt: new Date(input.returnAt),
    })
    .returning();
  if (!row) throw new Error("rent request not stored");
  return (await toRentRequests([row], db))[0] as RentRequest;
};
