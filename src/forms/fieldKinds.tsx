import { Input, InputNumber, Switch } from "antd";
import type { ReactNode } from "react";
import { UploadField } from "../uploads";
import { DateTimeInput } from "./DateTimeInput";
import { DayInput } from "./DayInput";
import { EuroInput } from "./EuroInput";
import { FormSelect } from "./FormSelect";

/** What every declared field says of itself. Text keys are relative to its resource's namespace. */
type Declared = {
  /** The form's field: the API's input name (`priceCents`); a bilingual pair's stem (`name`). */
  name: string;
  /**
   * Its label, `<resource>.fields.<label>`. Default: the name without an `Id` or `Cents` ending
   * (`categoryId` → `category`), as the conflict dialog labels it (useStaleVersion).
   */
  label?: string;
  /** The text under the control, `<resource>.<help>`; it may say the field's `{{max}}`. */
  help?: string;
  /** The required mark when the schema alone cannot tell (a capacity the kind requires). */
  required?: boolean;
  /** Twenty-fourths of a wide row it takes (default 12); on a phone every field takes the row but those of 4. */
  width?: 4 | 8 | 12 | 24;
  /** Fields a rule comparing them reads (zodFieldRules): this one is checked again when they change. */
  dependencies?: readonly string[];
};

/** A field of each kind: what its control needs besides the form's value. */
export type FieldDeclaration = Declared &
  (
    | { kind: "text"; lines?: number | "auto"; autoComplete?: "off"; email?: boolean }
    | { kind: "bilingual"; lines?: number }
    | { kind: "money" }
    | { kind: "number"; min?: number; max?: number }
    | { kind: "day" }
    | { kind: "instant" }
    | { kind: "boolean" }
    | { kind: "choice"; values: readonly string[]; valueLabels: string }
    | { kind: "reference"; multiple?: boolean; clearable?: boolean; placeholder?: string }
    | { kind: "media"; media: "image" | "video"; multiple?: boolean; max?: number; choose?: string }
  );

export type FieldKind = FieldDeclaration["kind"];

/** A form's fields, section by section (a divider between sections). */
export type FieldSections = readonly (readonly FieldDeclaration[])[];

/** What a control is drawn with besides its declaration. */
export type ControlContext = {
  /** The most characters a text takes (its schema's `.max`). */
  maxLength: number | undefined;
  /** Translates a key of the field's resource namespace. */
  text: (key: string) => string;
  /** The page's props for the control: a reference's options, a change's side effect, disabled. */
  props: Record<string, unknown>;
};

type Kind<F extends FieldDeclaration> = {
  /** The control's prop that holds the value, when it is not `value`. */
  valueProp?: "checked";
  control: (field: F, context: ControlContext) => ReactNode;
};

type Kinds = { [K in SingleField["kind"]]: Kind<Extract<SingleField, { kind: K }>> };

/** A field drawn by FIELD_KINDS: every kind but the bilingual pair. */
export type SingleField = Exclude<FieldDeclaration, { kind: "bilingual" }>;

/**
 * The control of each kind of field. Each holds the value the API takes, so the form's values are
 * the API's input as they are (money in cents, a day as `YYYY-MM-DD`, an upload's stored name).
 * A bilingual pair is two fields with their completeness warning: BilingualFields draws it.
 */
export const FIELD_KINDS: Kinds = {
  text: {
    control: ({ lines, autoComplete, email }, { maxLength, props }) =>
      lines ? (
        <Input.TextArea
          {...props}
          maxLength={maxLength}
          rows={lines === "auto" ? undefined : lines}
          autoSize={lines === "auto"}
        />
      ) : (
        <Input
          {...props}
          maxLength={maxLength}
          autoComplete={autoComplete}
          type={email ? "email" : "text"}
        />
      ),
  },
  money: { control: (_, { props }) => <EuroInput {...props} /> },
  number: {
    control: ({ min = 0, max }, { props }) => (
      <InputNumber {...props} min={min} max={max} precision={0} style={{ width: "100%" }} />
    ),
  },
  day: { control: (_, { props }) => <DayInput {...props} /> },
  instant: { control: (_, { props }) => <DateTimeInput {...props} /> },
  boolean: { valueProp: "checked", control: (_, { props }) => <Switch {...props} /> },
  choice: {
    control: ({ values, valueLabels }, { text, props }) => (
      <FormSelect
        options={values.map((value) => ({ value, label: text(`${valueLabels}.${value}`) }))}
        {...props}
      />
    ),
  },
  reference: {
    control: ({ multiple, clearable, placeholder }, { text, props }) => (
      <FormSelect
        mode={multiple ? "multiple" : undefined}
        allowClear={clearable}
        placeholder={placeholder && text(placeholder)}
        {...props}
      />
    ),
  },
  media: {
    control: ({ media, multiple, max, choose }, { text, props }) => (
      <UploadField
        {...props}
        kind={media}
        multiple={multiple}
        max={max}
        label={choose && text(choose)}
      />
    ),
  },
};

/** The control of a declared field and the prop its value goes in. */
export const controlOf = (field: SingleField, context: ControlContext) => {
  // TypeScript cannot pair a kind's entry with the same kind's field: each entry takes its own.
  const kind = FIELD_KINDS[field.kind] as Kind<SingleField>;
  return { valueProp: kind.valueProp ?? "value", control: kind.control(field, context) };
};
