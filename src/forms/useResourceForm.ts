import { useForm } from "@refinedev/antd";
import { type HttpError, useTranslate } from "@refinedev/core";
import type { FormInstance } from "antd";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { z } from "zod";
import { useUnsavedInput } from "../layout/unsaved/UnsavedChanges";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { toInput, zodFieldRules } from "./zodRules";

export type ResourceFormOptions<S extends z.ZodType, TRecord = unknown> = {
  /** The Refine resource; its namespace holds `titles.*` and `notifications.{created,updated}`. */
  resource: string;
  /** The record to edit; none: a new one. */
  id?: string;
  /** The resource's input schema, shared with the server (domain/<name>.schema.ts). */
  schema: S;
  /** Values for the created/updated message, read from the saved record (`{{email}}`). */
  messageValues?: (record: TRecord) => Record<string, string>;
};

/**
 * The form pattern (issue 5, "every form"): Refine's useForm over the resource's shared zod
 * schema. Field rules come from the schema (`rules("nameEn")`), the server's 400 `errors` land
 * on the fields (Refine's server-side validation), the created/updated messages come from the
 * resource's namespace, typed input not saved yet is reported to the shell (useUnsavedInput),
 * which asks before that input is lost, and a saved form returns to the list. The form's values are the API's input: controls such as
 * EuroInput, DayInput and UploadField hold what the API takes.
 */
export function useResourceForm<TRecord extends { _id: string }, S extends z.ZodType>({
  resource,
  id,
  schema,
  messageValues,
}: ResourceFormOptions<S, TRecord>) {
  const t = useTranslate();
  const action: "create" | "edit" = id ? "edit" : "create";
  const { setUnsaved, unsaved } = useUnsavedState();
  const refineForm = useForm<TRecord, HttpError, z.input<S>>({
    resource,
    action,
    id,
    redirect: "list",
    // A refused save keeps the input unsaved (it was marked saved when sent).
    onMutationError: () => setUnsaved(true),
    successNotification: (saved) => ({
      type: "success",
      message: t(
        `${resource}.notifications.${action === "create" ? "created" : "updated"}`,
        saved?.data && messageValues ? messageValues(saved.data) : undefined,
      ),
    }),
  });
  useKeepInputWhileHidden(refineForm.form, unsaved);
  useRevalidateOnLanguageChange(refineForm.form);

  const { formProps } = refineForm;
  return {
    ...refineForm,
    action,
    /** The antd rules of a field, from the shared schema. */
    rules: zodFieldRules(schema, t),
    formProps: {
      ...formProps,
      layout: "vertical" as const,
      scrollToFirstError: true,
      onValuesChange: (changed: object, values: z.input<S>) => {
        setUnsaved(true);
        return formProps.onValuesChange?.(changed, values);
      },
      onFinish: (values: z.input<S>) => {
        // Enter in a field and a click on Save in quick succession must not save twice.
        if (refineForm.mutation.isPending) return;
        // Sent: Refine's redirect after the save must not ask about leaving.
        setUnsaved(false);
        return formProps.onFinish?.(toInput(schema, values) as z.input<S>);
      },
    },
  };
}

/** Whether the form holds input not saved yet, reported to the shell that asks before it is lost. */
function useUnsavedState() {
  const report = useUnsavedInput();
  const unsaved = useRef(false);
  const setUnsaved = useCallback(
    (isUnsaved: boolean) => {
      unsaved.current = isUnsaved;
      report(isUnsaved);
    },
    [report],
  );
  return { setUnsaved, unsaved };
}

/**
 * A cached page comes back with its input. <Activity> runs a page's effects again when it shows,
 * and Refine's useForm has one that resets the fields to the record: the input seen when the page
 * was hidden is put back over it. Called after useForm, so this effect runs after that reset.
 */
function useKeepInputWhileHidden(form: FormInstance, unsaved: RefObject<boolean>) {
  const hiddenWith = useRef<object | null>(null);
  useEffect(() => {
    if (hiddenWith.current && unsaved.current) form.setFieldsValue(hiddenWith.current);
    hiddenWith.current = null;
    return () => {
      hiddenWith.current = form.getFieldsValue(true);
    };
  }, [form, unsaved]);
}
