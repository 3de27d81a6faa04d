import type { FieldSections } from "../../forms";

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
