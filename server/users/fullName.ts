import { sql } from "drizzle-orm";
import { users } from "../db/schema.ts";

/** A user's name as every answer shows it: first name, a space, last name (in SQL). */
export const userFullName = sql<string>`${users.firstName} || ' ' || ${users.lastName}`;
