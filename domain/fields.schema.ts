import { z } from "zod";
import { STORED_FILE_NAME } from "./uploads.ts";

/**
 * Field builders every resource schema uses. Messages are keys of the `validation` namespace
 * (locales/<lang>/validation.json): the server and the SPA translate the same key.
 */

export const requiredText = (messageKey: string, max: number) =>
  z
    .string({ error: messageKey })
    .trim()
    .min(1, { error: messageKey })
    .max(max, { error: "tooLong" });

/** Optional free text: blank becomes null, so "cleared" and "never set" are the same. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "tooLong" })
    .nullish()
    .transform((value) => (value ? value : null));

/**
 * A whole number typed in a form: missing answers the field's own message, anything that is not a
 * number answers the seed's 'Please input only number'.
 */
export const requiredInteger = (messageKey: string, { min = 0, max = 1_000_000_000 } = {}) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messageKey : "onlyNumber",
    })
    .int({ error: "onlyNumber" })
    .min(min, { error: min > 0 ? "mustBePositive" : "notNegative" })
    .max(max, { error: "tooLarge" });

/** Money in integer cents (docs/quotes.md). */
export const requiredCents = (messageKey: string, { min = 0 } = {}) =>
  requiredInteger(messageKey, { min, max: 100_000_000_00 });

/** A reference to another record by its id. */
export const recordId = (messageKey: string) => z.uuid({ error: messageKey });

/** A file uploaded earlier through POST /uploads, referred to by its stored name. */
export const storedFile = (messageKey: string) =>
  z.string({ error: messageKey }).regex(STORED_FILE_NAME, { error: messageKey });

/** The person who owns a record: a seller's records are the seller's alone (docs/access.md#user-types). */
export const ownerSummary = z.object({ _id: z.string(), fullName: z.string() });

/** A name in both languages, as records show their references. */
export const bilingualName = z.object({ _id: z.string(), nameEn: z.string(), nameIt: z.string() });

export const timestamps = {
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
};
