import type { FieldSections, ShownField } from "../../forms";
import { EmailStatusTag, PaymentLinkTag } from "../users/UserTags";

/**
 * A shop's own fields, by the form's sections (its owner's are OwnerFields: a new shop's only).
 * Rules and required marks come from `shopDetails`.
 */
export const shopFields = {
  shop: [
    [
      { name: "name", kind: "text" },
      { name: "phone", kind: "text" },
    ],
  ],
  company: [
    [
      { name: "companyName", kind: "text" },
      { name: "vatNumber", kind: "text" },
      { name: "fiscalCode", kind: "text", width: 8 },
      { name: "sdi", kind: "text", width: 8 },
      { name: "pec", kind: "text", width: 8, email: true },
    ],
  ],
  addresses: [
    [
      { name: "shippingAddress", kind: "text", lines: 2 },
      { name: "invoiceAddress", kind: "text", lines: 2 },
      { name: "city", kind: "text", width: 8 },
      { name: "province", kind: "text", width: 4 },
      { name: "postcode", kind: "text", width: 4 },
      { name: "country", kind: "reference", width: 8 },
    ],
  ],
} as const satisfies Record<string, FieldSections>;

/**
 * What a shop's page shows: its form's fields, with its seller account and products count after
 * its name, the country by name and its dates.
 */
export const shopDetails = [
  ...shopFields.shop[0],
  { name: "owner", kind: "text", wide: true },
  {
    name: "owner.emailVerified",
    label: "emailVerified",
    kind: "status",
    tag: EmailStatusTag,
    prop: "verified",
  },
  {
    name: "owner.paymentLinked",
    label: "paymentLinked",
    kind: "status",
    tag: PaymentLinkTag,
    prop: "linked",
  },
  { name: "owner.lastLoginAt", label: "lastLoginAt", kind: "instant", empty: "neverSignedIn" },
  { name: "productCount", kind: "number" },
  ...shopFields.company[0],
  ...shopFields.addresses[0].filter((field) => field.name !== "country"),
  { name: "country", kind: "country" },
  { name: "createdAt", kind: "instant" },
  { name: "updatedAt", kind: "instant" },
] as const satisfies readonly ShownField[];
