import { z } from "zod";
import { optionalText, requiredText, versioned } from "./fields.schema.ts";
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
  mobile: z.string().nullable(),
  profession: z.string().nullable(),
  favouriteSport: z.string().nullable(),
  hobby: z.string().nullable(),
  /** A customer's code to invite friends with, valid until `referralCodeExpiresAt`. */
  referralCode: z.string().nullable(),
  referralCodeExpiresAt: z.string().nullable(),
  /** The marketplace apps' own short code of the account. */
  userCode: z.string().nullable(),
  /** Set once the account was anonymised (docs/access.md#deleting-people): it only names old records. */
  anonymisedAt: z.string().nullable(),
  /** The registration date. */
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  /** A seller's shop; null for everyone else. */
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  ...versioned,
});
export type UserRecord = z.infer<typeof userRecord>;

/** What an administrator may change of someone's account: the person's own details, never the email. */
export const userInput = z.object({
  firstName: requiredText("firstNameRequired", 100),
  lastName: requiredText("lastNameRequired", 100),
  mobile: optionalText(40),
  profession: optionalText(100),
  favouriteSport: optionalText(100),
  hobby: optionalText(100),
});
export type UserInput = z.infer<typeof userInput>;

/**
 * What an account holds (docs/access.md#deleting-people): anything but none makes a deletion an
 * anonymisation, so the books keep every record and amount.
 */
export const accountHoldings = z.object({
  orders: z.number().int(),
  orderRequests: z.number().int(),
  /** Order requests still being worked on (not completed nor denied). */
  openRequests: z.number().int(),
  products: z.number().int(),
  coupons: z.number().int(),
  /** Changes the person made in the back-office (the logs). */
  auditEntries: z.number().int(),
  shop: z.object({ _id: z.string(), name: z.string() }).nullable(),
  /** What deleting the account does: remove it, or anonymise it because it holds something. */
  outcome: z.enum(["remove", "anonymise"]),
});
export type AccountHoldings = z.infer<typeof accountHoldings>;
