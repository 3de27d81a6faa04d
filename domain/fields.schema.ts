import { z } from "zod";
import { STORED_FILE_NAME } from "./uploads.ts";

/**
 * Field builders every resource schema uses. Messages are keys of the `validation` namespace
 * (locales/<lang>/validation.json): the server and the SPA translate the same key.
 */

/**
 * Control characters other than tab and line breaks: nobody types them, and PostgreSQL refuses
 * U+0000 in text, so they are refused here with the field named instead of failing in the database.
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
const withoutControlCharacters = (text: string) => !CONTROL_CHARACTERS.test(text);

/** The longest email address a mail server accepts (RFC 5321's path limit). */
export const EMAIL_MAX = 254;

/** The longest name and description of a catalogue record (product, rent model, event), per language. */
export const CATALOGUE_TEXT_MAX = { name: 200, description: 5000 } as const;

/**
 * A calendar day as a `date` column stores it: one that exists (2027-02-28, not 2027-02-30), from
 * year 1 on. ISO's format allows year 0 (`0000-01-01`), which PostgreSQL has not: the day would
 * be refused there, with no field named.
 */
export const calendarDay = (messageKey = "invalid") =>
  z.iso.date({ error: messageKey }).refine((day) => day >= "0001-01-01", { error: messageKey });

/**
 * An instant as the API takes it: ISO 8601 with its offset (docs/formats.md), from year 1 on in
 * UTC, for the same reason as calendarDay.
 */
export const instantField = (messageKey = "invalid") =>
  z.iso
    .datetime({ offset: true, error: messageKey })
    .refine((value) => new Date(value).getUTCFullYear() >= 1, { error: messageKey });

/** A `timestamptz` bound of a query: an instant, or a plain day. */
export const instantOrDay = z.union([instantField(), calendarDay()], { error: "invalid" });

export const requiredText = (messageKey: string, max: number) =>
  z
    .string({ error: messageKey })
    .trim()
    .min(1, { error: messageKey })
    .max(max, { error: "tooLong" })
    .refine(withoutControlCharacters, { error: "controlCharacters" });

/**
 * Text a query sends (a search, a filter's value): control characters refused with the parameter
 * named, like a form's text, rather than sent on to the database, which refuses U+0000.
 */
export const queryText = (max = 200) =>
  z
    .string()
    .trim()
    .max(max, { error: "tooLong" })
    .refine(withoutControlCharacters, { error: "controlCharacters" });

/** Optional free text: blank becomes null, so "cleared" and "never set" are the same. */
export const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: "tooLong" })
    .refine(withoutControlCharacters, { error: "controlCharacters" })
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

/**
 * The version a record was read at (docs/api.md#concurrent-edits): every update sends it back and
 * a write based on an older one answers 409 `staleVersion`, changing nothing.
 */
export const recordVersion = z
  .number({ error: "required" })
  .int({ error: "invalid" })
  .min(1, { error: "invalid" })
  // Versions are kept in PostgreSQL integers: a larger one would reach the database unchecked.
  .max(2_147_483_647, { error: "invalid" });

/** An editable record's `version` in its item schema: the one its next update sends back. */
export const versioned = { version: z.number().int() };

/**
 * The body of an update: the resource's input plus the `version` it was read at. Safe to use on
 * an input with refinements (they still check the whole body).
 */
export const updateBody = <Input extends z.ZodObject>(input: Input) =>
  input.safeExtend({ version: recordVersion });

/** Whether a number has at most two decimals (percentages are stored in basis points). */
const hasTwoDecimalsAtMost = (value: number) =>
  Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * A percentage typed in a form, 0 up to `max` (or strictly below `below`, whose refusal is
 * `belowMessage`), with at most two decimals (docs/quotes.md).
 */
export const percentage = (
  messageKey: string,
  limit: { max: number } | { below: number; belowMessage: string },
) =>
  z
    .number({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? messageKey : "onlyNumber",
    })
    .min(0, { error: "notNegative" })
    .refine(hasTwoDecimalsAtMost, { error: "twoDecimalsAtMost" })
    .refine((value) => ("max" in limit ? value <= limit.max : value < limit.below), {
      error: "max" in limit ? "tooLarge" : limit.belowMessage,
    });
