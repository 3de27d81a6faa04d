import type { FormRule } from "antd";
import { z } from "zod";

type Translate = (key: string, defaultMessage?: string) => string;

/** The validation namespace's text for a schema's message key (domain/fields.schema.ts). */
export const validationText = (t: Translate, key: string) => t(`validation.${key}`, key);

/** A form field's name: a top-level key, or a path into a nested object (`["owner", "email"]`). */
export type FieldPath = string | readonly string[];

const withValueAt = (
  values: Record<string, unknown>,
  [head = "", ...rest]: readonly string[],
  value: unknown,
): Record<string, unknown> => ({
  ...values,
  [head]: rest.length
    ? withValueAt((values[head] ?? {}) as Record<string, unknown>, rest, value)
    : value,
});

/**
 * The antd rules of one form field, taken from the resource's shared zod schema: the browser
 * checks what the server checks and says it with the same words (validation namespace).
 * The whole form is parsed and only this field's issues are shown, so rules that compare fields
 * (`.refine` with a `path`) land on the field they name. Give the Form.Item `dependencies` on the
 * fields such a rule reads, so it re-checks when they change. A nested field is named by its path,
 * as its Form.Item is (`rules(["owner", "email"])`).
 */
export const zodFieldRules =
  (schema: z.ZodType, t: Translate) =>
  (field: FieldPath): FormRule[] => {
    const path = typeof field === "string" ? [field] : field;
    return [
      ({ getFieldsValue }) => ({
        validator: async (_, value: unknown) => {
          const values = withValueAt(getFieldsValue(true) as Record<string, unknown>, path, value);
          const result = schema.safeParse(values);
          if (result.success) return;
          const issue = result.error.issues.find((found) =>
            path.every((part, index) => found.path[index] === part),
          );
          if (issue) throw new Error(validationText(t, issue.message));
        },
      }),
    ];
  };

/**
 * What the form sends: the schema's output (trimmed text, blanks as null, defaults filled) when
 * the values pass, else the values as typed (the server then answers with its field errors).
 */
export const toInput = <S extends z.ZodType>(schema: S, values: unknown): z.output<S> | unknown => {
  const result = schema.safeParse(values);
  return result.success ? result.data : values;
};

/** The schema a value must pass once wrappers (optional, nullable, default, a transform) are off. */
const innermost = (schema: z.ZodType): z.ZodType => {
  if (schema instanceof z.ZodPipe) return innermost(schema.in as z.ZodType);
  if (
    schema instanceof z.ZodOptional ||
    schema instanceof z.ZodNullable ||
    schema instanceof z.ZodDefault
  ) {
    return innermost(schema.unwrap() as z.ZodType);
  }
  return schema;
};

/**
 * The most characters a text field of the schema takes (its `.max`): its input stops there, as
 * the server would refuse more, and the limit is written once, in the shared schema. A field that
 * is no text with a maximum gets undefined (no cap).
 */
export const zodMaxLength =
  (schema: z.ZodType) =>
  (field: FieldPath): number | undefined => {
    const at = fieldSchema(schema, field);
    if (!at) return undefined;
    // Every string schema has it, formats (z.email()) included: null without a maximum.
    const max = (innermost(at) as { maxLength?: unknown }).maxLength;
    return typeof max === "number" ? max : undefined;
  };

/** The schema of one field, its wrappers kept; undefined when the schema has no such field. */
const fieldSchema = (schema: z.ZodType, field: FieldPath): z.ZodType | undefined => {
  const path = typeof field === "string" ? [field] : field;
  let at: z.ZodType | undefined = schema;
  for (const part of path) {
    const object: z.ZodType | undefined = at && innermost(at);
    if (!(object instanceof z.ZodObject)) return undefined;
    at = (object.shape as Record<string, z.ZodType | undefined>)[part];
  }
  return at;
};

/**
 * Whether the schema refuses a form that leaves the field out: its label then carries the
 * required mark. Optional, nullable and defaulted fields do not; nor does a field the schema
 * requires only in some cases (a refinement): its form says when.
 */
export const zodRequired =
  (schema: z.ZodType) =>
  (field: FieldPath): boolean => {
    const at = fieldSchema(schema, field);
    return at !== undefined && !at.safeParse(undefined).success;
  };

/**
 * What a field starts with when the form leaves it out: the schema's default (a rent model starts
 * active), or undefined.
 */
export const zodDefault =
  (schema: z.ZodType) =>
  (field: FieldPath): unknown => {
    const result = fieldSchema(schema, field)?.safeParse(undefined);
    return result?.success ? result.data : undefined;
  };

/** A form's fields as its shared schema checks them: their rules and their inputs' caps. */
export type SchemaFields = {
  rules: (field: FieldPath) => FormRule[];
  maxLength: (field: FieldPath) => number | undefined;
  required: (field: FieldPath) => boolean;
  defaultOf: (field: FieldPath) => unknown;
};

/** The rules, caps, required marks and defaults of a form whose values are `schema`'s input. */
export const schemaFields = (schema: z.ZodType, t: Translate): SchemaFields => ({
  rules: zodFieldRules(schema, t),
  maxLength: zodMaxLength(schema),
  required: zodRequired(schema),
  defaultOf: zodDefault(schema),
});
