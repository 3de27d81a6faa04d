import type { FieldSections } from "../../forms";

/**
 * A coupon's fields as its form shows them: the code customers type, its discount, how often it
 * may be used and until when, its seller. Rules and required marks come from `couponInput`.
 */
export const couponFields = [
  [
    { name: "name", kind: "text", autoComplete: "off" },
    { name: "discountCents", kind: "money" },
    { name: "perPersonUsage", kind: "number", width: 8 },
    // At least the per-person usage: checked again when that changes.
    { name: "totalUsage", kind: "number", width: 8, dependencies: ["perPersonUsage"] },
    { name: "expiresOn", kind: "day", width: 8 },
    {
      name: "sellerId",
      kind: "reference",
      clearable: true,
      placeholder: "platform",
      help: "sellerHelp",
    },
  ],
] as const satisfies FieldSections;
