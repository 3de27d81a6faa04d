import type { HttpError } from "@refinedev/core";
import { ERROR_CODE } from "../../domain/api";
import { type Bilingual, inLanguage } from "../format";

/** A record's or a form's values by field name. */
export type Values = Readonly<Record<string, unknown>>;

/** A write refused because the record changed after it was read (docs/api.md#concurrent-edits). */
export const isStaleVersion = (error: unknown): boolean => {
  const refused = error as HttpError | null | undefined;
  return refused?.statusCode === 409 && refused.code === ERROR_CODE.staleVersion;
};

const isBlank = (value: unknown) =>
  value === null ||
  value === undefined ||
  value === "" ||
  (Array.isArray(value) && value.length === 0);

/** Equal as the API stores them: an emptied field (null, "", []) is the same as a missing one. */
const same = (one: unknown, other: unknown) =>
  (isBlank(one) && isBlank(other)) || JSON.stringify(one) === JSON.stringify(other);

/** A field someone else changed, and whether the user's input changed it too. */
export type ChangedField = { field: string; mineToo: boolean };

/** The fields whose stored value differs from the one the form loaded, in the form's order. */
export const changedFields = (
  fields: readonly string[],
  loaded: Values,
  stored: Values,
  mine: Values,
): ChangedField[] =>
  fields
    .filter((field) => !same(loaded[field], stored[field]))
    .map((field) => ({ field, mineToo: !same(mine[field], loaded[field]) }));

/**
 * What "apply my changes again" saves: the fields the user changed keep their input, the others
 * take the stored value, so someone else's change to a field the user left alone is kept.
 */
export const reapplied = (
  fields: readonly string[],
  loaded: Values,
  stored: Values,
  mine: Values,
): Values =>
  Object.fromEntries(
    fields.map((field) => [field, same(mine[field], loaded[field]) ? stored[field] : mine[field]]),
  );

/** What a value's description depends on (src/format's useFormat gives both). */
export type ValueFormat = { language: string; money: (cents: number) => string };

const isBilingual = (value: object): value is Bilingual => "nameEn" in value && "nameIt" in value;

/** A referenced record's name: bilingual names in the UI language, a person's full name. */
const nameOf = (reference: object, format: ValueFormat): string => {
  if (isBilingual(reference)) {
    const name = inLanguage(reference, "name", format.language);
    // A product property is a name and its value: "Material: Leather".
    const value = reference as Partial<Bilingual<"value">>;
    return value.valueEn !== undefined
      ? `${name}: ${inLanguage(value as Bilingual<"value">, "value", format.language)}`
      : name;
  }
  const { fullName, name } = reference as { fullName?: unknown; name?: unknown };
  return String(fullName ?? name ?? "");
};

/** The records a list of ids names, when the record carries them too (`propertyIds` → `properties`). */
const referencesOf = (record: Values, ids: unknown[]): object[] | undefined =>
  Object.values(record).find(
    (value): value is object[] =>
      Array.isArray(value) &&
      value.length === ids.length &&
      value.every((item, index) => (item as { _id?: unknown } | null)?._id === ids[index]),
  );

/**
 * A field's value as people read it: amounts in euros, a reference (`categoryId`, `sellerId`,
 * `propertyIds`) by the name the record carries with it, an empty value as a dash.
 */
export const describeValue = (record: Values, field: string, format: ValueFormat): string => {
  const value = record[field];
  if (isBlank(value)) return "—";
  if (field.endsWith("Cents") && typeof value === "number") return format.money(value);
  const reference = field.endsWith("Id") ? record[field.slice(0, -2)] : undefined;
  if (reference && typeof reference === "object") return nameOf(reference, format);
  if (Array.isArray(value)) {
    const references = referencesOf(record, value);
    return (references ? references.map((item) => nameOf(item, format)) : value.map(String)).join(
      ", ",
    );
  }
  return String(value);
};
