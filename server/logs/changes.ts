import type { FieldChange } from "../../domain/logs.schema.ts";

const fieldsOf = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};

/** Values as stored in jsonb (keys in one order at every depth), so equal text is equal value. */
const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The field-by-field reading of an entry's before and after: every top-level field of either,
 * a missing side as null, changed fields first (what the reader came for), then alphabetical.
 */
export const fieldChanges = (before: unknown, after: unknown): FieldChange[] => {
  const [old, now] = [fieldsOf(before), fieldsOf(after)];
  const fields = [...new Set([...Object.keys(old), ...Object.keys(now)])];
  return fields
    .map((field) => {
      const [was, is] = [old[field] ?? null, now[field] ?? null];
      return { field, before: was, after: is, changed: !same(was, is) };
    })
    .sort((a, b) => Number(b.changed) - Number(a.changed) || a.field.localeCompare(b.field));
};
