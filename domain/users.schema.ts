import { z } from "zod";
import { userTypeSchema } from "./userTypes.schema.ts";

/**
 * A user account as the administrators' users screen shows it (docs/screens.md, docs/access.md#user-types). Never the password
 * hash nor the payment account's id: `paymentLinked` says only whether one is linked.
 */
export const userRecord = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  userType: userTypeSchema,
  emailVerified: z.boolean(),
  paymentLinked: z.boolean(),
  profilePicture: z.string().nullable(),
  /** The registration date. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** A seller's shop; null for everyone else. */
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
});
export type UserRecord = z.infer<typeof userRecord>;
