import type { ShownField } from "../../forms";
import { EmailStatusTag, UserTypeTag } from "./UserTags";

/**
 * What an account's page shows administrators, in its order: who the person is (an optional
 * detail left empty reads "none"), what the account is, its shop and its dates.
 */
export const userDetails = [
  { name: "firstName", kind: "text" },
  { name: "lastName", kind: "text" },
  { name: "email", kind: "text" },
  { name: "mobile", kind: "text", empty: "none" },
  { name: "userCode", kind: "text", empty: "none" },
  { name: "profession", kind: "text", empty: "none" },
  { name: "favouriteSport", kind: "text", empty: "none" },
  { name: "hobby", kind: "text", empty: "none" },
  { name: "referralCode", kind: "text" },
  { name: "userType", kind: "status", tag: UserTypeTag, prop: "type" },
  { name: "emailVerified", kind: "status", tag: EmailStatusTag, prop: "verified" },
  { name: "paymentLinked", kind: "boolean" },
  { name: "shop", kind: "reference", resource: "shops" },
  { name: "createdAt", kind: "instant" },
  { name: "lastLoginAt", kind: "instant", empty: "neverSignedIn" },
  { name: "profilePicture", kind: "media", wide: true },
] as const satisfies readonly ShownField[];
