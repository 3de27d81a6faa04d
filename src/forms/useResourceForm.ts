import { useForm } from "@refinedev/antd";
import { type HttpError, useDataProvider, useTranslate } from "@refinedev/core";
import type { FormInstance } from "antd";
import { type RefObject, useCallback, useEffect, useRef } from "react";
import type { z } from "zod";
import { useUnsavedInput } from "../layout/unsaved/UnsavedChanges";
import { useRevalidateOnLanguageChange } from "../layout/useRevalidateOnLanguageChange";
import { isStaleVersion } from "./staleVersion";
import { useStaleVersion } from "./useStaleVersion";
import { schemaFields, toInput } from "./zodRules";

export type ResourceFormOptions<S extends z.ZodType, TRecord = unknown> = {
  /** The Refine resource; its namespace holds `titles.*` and `notifications.{created,updated}`. */
  resource: string;
  /** The record to edit; none: a new one. */
  id?: string;
  /** The resource's input schema, shared with the server (domain/<name>.schema.ts). */
  schema: S;
  /** Values for the created/updated message, read from the saved record (`{{email}}`). */
  messageValues?: (record: TRecord) => Record<string, string>;
  /** The saved message's key when the record says another one applies (a mail that did not go). */
  savedMessage?: (record: TRecord) => string | undefined;
  /** Label keys of fields the conflict dialog cannot derive (see useStaleVersion). */
  labels?: Readonly<Record<string, string>>;
  /** What a new record's form starts with (an edit starts with the record). */
  createWith?: Partial<z.input<S>>;
};

/** The fields of an input schema, in its order. */
const fieldsOf = (schema: z.ZodType) =>
  "shape" in schema ? Object.keys(schema.shape as object) : [];

/**
 * The form pattern (issue 5, "every form"): Refine's useForm over the resource's shared zod
 * schema. Field rules come from the schema (`rules("nameEn")`), the server's 400 `errors` land
 * on the fields (Refine's server-side validation), the created/updated messages come from the
 * resource's namespace, typed input not saved yet is reported to the shell (useUnsavedInput),
 * which asks before that input is lost, and a saved form returns to the list. The form's values are the API's input: controls such as
 * EuroInput, DayInput and UploadField hold what the API takes.
 *
 * An edit sends back the `version` of the record its values are based on, a hidden value of the
 * form (docs/api.md#concurrent-edits). When someone else saved first, the refusal opens the
 * conflict dialog (`staleVersionDialog`, rendered by FormPage): what changed, then reload or
 * apply the user's values again.
 */
export function useResourceForm<
  TRecord extends { _id: string; version?: number },
  S extends z.ZodType,
>({
  resource,
  id,
  schema,
  messageValues,
  savedMessage,
  labels,
  createWith,
}: ResourceFormOptions<S, TRecord>) {
  const t = useTranslate();
  const dataProvider = useDataProvider();
  const action: "create" | "edit" = id ? "edit" : "create";
  const { setUnsaved, unsaved } = useUnsavedState();
  const loaded = useRef<TRecord>(undefined);
  const refineForm = useForm<TRecord, HttpError, z.input<S>>({
    resource,
    action,
    id,
    redirect: "list",
    // A refused save keeps the input unsaved (it was marked saved when sent).
    onMutationError: (error) => {
      setUnsaved(true);
      if (isStaleVersion(error) && loaded.current) {
        void staleVersion.open(loaded.current, form.getFieldsValue(true));
      }
    },
    // The conflict dialog says it instead.
    errorNotification: (error) => (isStaleVersion(error) ? false : undefined),
    successNotification: (saved) => ({
      type: "success",
      message: t(
        (saved?.data && savedMessage?.(saved.data)) ??
          `${resource}.notifications.${action === "create" ? "created" : "updated"}`,
        saved?.data && messageValues ? messageValues(saved.data) : undefined,
      ),
    }),
  });
  const { formProps, query } = refineForm;
  // The store holds the record's hidden `version` besides the input's fields.
  const form: FormInstance = refineForm.form;
  useKeepInput(form, unsaved, query?.data?.data, loaded);
  useRevalidateOnLanguageChange(form);
  const staleVersion = useStaleVersion<TRecord>({
    resource,
    fields: fieldsOf(schema),
    labels,
    read: async () => (await dataProvider().getOne<TRecord>({ resource, id: id ?? "" })).data,
    onReload: (stored) => {
      loaded.current = stored;
      setUnsaved(false);
      form.setFieldsValue(stored);
      void query?.refetch();
    },
    onApply: (stored, values) => {
      loaded.current = stored;
      form.setFieldsValue({ ...values, version: stored.version });
      form.submit();
    },
  });

  return {
    ...refineForm,
    resource,
    action,
    /** The conflict dialog of a save someone else's save made stale; FormPage renders it. */
    staleVersionDialog: staleVersion.dialog,
    /** The antd rules of a field and the most characters its input takes, from the shared schema. */
    ...schemaFields(schema, t),
    // Refine disables Save while the record is read again in the background (a live change, the
    // live channel's first join): a click then did nothing at all. The input keeps the version
    // it was based on, so saving meanwhile is safe (a stale one meets the conflict dialog). Only
    // a save under way holds the button, and says so.
    saveButtonProps: {
      ...refineForm.saveButtonProps,
      disabled: false,
      loading: refineForm.mutation.isPending,
    },
    formProps: {
      ...formProps,
      initialValues: action === "create" && createWith ? createWith : formProps.initialValues,
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
        const input = toInput(schema, values) as z.input<S>;
        return formProps.onFinish?.(
          action === "edit"
            ? ({ ...(input as object), version: form.getFieldValue("version") } as z.input<S>)
            : input,
        );
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
 * Input not saved yet survives Refine's resets of the fields to the record, which its useForm does
 * when a cached page shows again (<Activity> runs a page's effects again) and when the record is
 * read again (someone else's save, announced on the live channel). The input seen before is put
 * back over the reset, with the version it was based on, so a save meets the conflict dialog
 * instead of losing the input or someone else's change. Without input the form takes the record
 * and `loaded` follows it. Called after useForm, so this effect runs after that reset.
 */
function useKeepInput<TRecord>(
  form: FormInstance,
  unsaved: RefObject<boolean>,
  record: TRecord | undefined,
  loaded: RefObject<TRecord | undefined>,
) {
  const before = useRef<object | null>(null);
  useEffect(() => {
    if (before.current && unsaved.current) form.setFieldsValue(before.current);
    else loaded.current = record;
    before.current = null;
    return () => {
      before.current = form.getFieldsValue(true);
    };
  }, [form, unsaved, record, loaded]);
}
