import { z } from "zod";
import { EMAIL_MAX, optionalText, requiredText, timestamps, versioned } from "./fields.schema.ts";

/**
 * A shop (docs/product.md#shops): the business behind one seller account (user type 5). Every
 * seller has exactly one shop; staff create a shop together with its seller account, a seller who
 * signs up gets one named after them.
 */

/**
 * Optional code typed with spaces or in lower case: stored upper case without spaces. `typedMax`
 * leaves room for the spaces a code is often written with.
 */
const optionalCode = (pattern: RegExp, messageKey: string, typedMax: number) =>
  z
    .string()
    .max(typedMax, { error: "tooLong" })
    .nullish()
    .transform((value) => value?.replace(/\s+/g, "").toUpperCase() || null)
    .refine((value) => value === null || pattern.test(value), { error: messageKey });

const optionalEmail = z
  .string()
  .trim()
  .max(EMAIL_MAX, { error: "tooLong" })
  .nullish()
  .transform((value) => value?.toLowerCase() || null)
  .refine((value) => value === null || z.email().safeParse(value).success, {
    error: "invalidEmail",
  });

/** ISO 3166-1 alpha-2; the SPA names countries with Intl.DisplayNames in the active language. */
export const DEFAULT_COUNTRY = "IT";

export const shopDetails = z.object({
  name: requiredText("shopperNameRequired", 120),
  companyName: optionalText(200),
  /** Partita IVA or an EU VAT number, with or without its country prefix. */
  vatNumber: optionalCode(/^([A-Z]{2})?[0-9A-Z]{8,12}$/, "vatNumberInvalid", 20),
  /** Codice fiscale: 16 characters for a person, 11 digits for a company. */
  fiscalCode: optionalCode(/^([A-Z0-9]{16}|[0-9]{11})$/, "fiscalCodeInvalid", 20),
  /** Codice destinatario for electronic invoices (SDI): 7 characters. */
  sdi: optionalCode(/^[A-Z0-9]{7}$/, "sdiInvalid", 10),
  /** Certified email (PEC) for invoices. */
  pec: optionalEmail,
  phone: optionalText(30).refine((value) => value === null || /^\+?[0-9 ().-]{6,30}$/.test(value), {
    error: "phoneInvalid",
  }),
  shippingAddress: optionalText(300),
  invoiceAddress: optionalText(300),
  city: optionalText(120),
  province: optionalText(60),
  postcode: optionalText(12),
  country: z
    .string({ error: "countryInvalid" })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, { error: "countryInvalid" })
    .default(DEFAULT_COUNTRY),
});
export type ShopDetails = z.input<typeof shopDetails>;

/** The seller account created with the shop; its owner chooses a password from the mailed link. */
export const shopOwnerInput = z.object({
  firstName: requiredText("firstNameRequired", 80),
  lastName: requiredText("lastNameRequired", 80),
  email: z
    .string({ error: "emailRequired" })
    .trim()
    .min(1, { error: "emailRequired" })
    .max(EMAIL_MAX, { error: "tooLong" })
    .pipe(z.email({ error: "invalidEmail" }))
    .transform((address) => address.toLowerCase()),
});

/** POST /shop: the shop and its new seller account. */
export const shopCreateInput = shopDetails.extend({ owner: shopOwnerInput });
export type ShopCreateInput = z.input<typeof shopCreateInput>;

/** PUT /shop/:id: the shop's details; the owner changes their own name and email. */
export const shopUpdateInput = shopDetails;

export const shopOwner = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  fullName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  paymentLinked: z.boolean(),
  lastLoginAt: z.string().nullable(),
});

export const shop = z.object({
  _id: z.string(),
  name: z.string(),
  companyName: z.string().nullable(),
  vatNumber: z.string().nullable(),
  fiscalCode: z.string().nullable(),
  sdi: z.string().nullable(),
  pec: z.string().nullable(),
  phone: z.string().nullable(),
  shippingAddress: z.string().nullable(),
  invoiceAddress: z.string().nullable(),
  city: z.string().nullable(),
  province: z.string().nullable(),
  postcode: z.string().nullable(),
  country: z.string(),
  owner: shopOwner,
  /** The shop's products (its seller's), for the list and the link to them. */
  productCount: z.number().int(),
  /** On the create answer only: whether the owner's invitation went (else staff send it again). */
  invitationSent: z.boolean().optional(),
  ...timestamps,
  ...versioned,
});
export type Shop = z.infer<typeof shop>;
