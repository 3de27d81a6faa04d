import type { HttpError } from "@refinedev/core";
import type { FormInstance } from "antd";

/** The server's per-field messages of a refused request (`errors.<field>`, docs/api.md). */
export const fieldErrorsOf = (error: unknown): Record<string, string> => {
  const errors = (error as HttpError | null)?.errors ?? {};
  return Object.fromEntries(
    Object.entries(errors).flatMap(([field, value]) => {
      const text = Array.isArray(value) ? value[0] : value;
      return typeof text === "string" ? [[field, text]] : [];
    }),
  );
};

/**
 * Shows the server's per-field messages under the fields of `form` named in `fields`, and returns
 * the messages this form has no field for (the caller shows them some other way).
 */
export function showFieldErrors(
  form: FormInstance,
  error: unknown,
  fields: readonly string[],
): Record<string, string> {
  const errors = fieldErrorsOf(error);
  const here = Object.entries(errors).filter(([field]) => fields.includes(field));
  form.setFields(here.map(([name, message]) => ({ name, errors: [message] })));
  return Object.fromEntries(Object.entries(errors).filter(([field]) => !fields.includes(field)));
}
