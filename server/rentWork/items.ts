import type { Offer } from "../../domain/rentWork.schema.ts";
import type { Database } from "../db/client.ts";
import { idIn } from "../lists/index.ts";
import { userFullName } from "../users/fullName.ts";
import { users } from "../users/schema.ts";
import { currentOffers } from "./offers.ts";
import type { RentWorkResource } from "./schema.ts";

interface WorkedRow {
  id: string;
  assigneeId: string | null;
  version: number;
  updatedAt: Date;
  customerLanguage: "it" | "en";
}

/** The people requests are assigned to, read once per batch. */
const assigneesOf = async (db: Database, rows: readonly WorkedRow[]) => {
  const ids = [...new Set(rows.flatMap((row) => (row.assigneeId ? [row.assigneeId] : [])))];
  if (ids.length === 0) return new Map<string, { _id: string; fullName: string }>();
  const found = await db
    .select({
      _id: users.id,
      fullName: userFullName,
    })
    .from(users)
    .where(idIn(users.id, ids));
  return new Map(found.map((user) => [user._id, user]));
};

/**
 * What a page of rent or event requests carries of its work (domain/rentWork.schema.ts
 * requestWork): two queries for the whole page, one after the other because inside a write's
 * transaction both share one connection.
 */
export const requestWorkOf = async (
  db: Database,
  resource: RentWorkResource,
  rows: readonly WorkedRow[],
) => {
  const assignees = await assigneesOf(db, rows);
  const offers = await currentOffers(
    db,
    resource,
    rows.map((row) => row.id),
  );
  return (row: WorkedRow) => ({
    customerLanguage: row.customerLanguage,
    assignee: (row.assigneeId && assignees.get(row.assigneeId)) || null,
    offer: offers.get(row.id) ?? (null as Offer | null),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  });
};
