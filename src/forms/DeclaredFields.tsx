import { useTranslate } from "@refinedev/core";
import { Col, Divider, Form, type FormRule, Row } from "antd";
import { Fragment, type ReactNode } from "react";
import { BilingualFields, type BilingualForm } from "./BilingualFields";
import { controlOf, type FieldDeclaration, type FieldSections } from "./fieldKinds";

/** What the page adds to a declared field, from its state: only business rules belong here. */
export type FieldOverride = {
  /** Not drawn (a seller's own products have no seller field; a capacity the kind does not state). */
  hidden?: boolean;
  /** The text under the control, instead of the declared help. */
  extra?: ReactNode;
  /** Rules besides the schema's. */
  rules?: FormRule[];
  /** The required mark, instead of the declared or the schema's. */
  required?: boolean;
  /** Props of the control: a reference's options and search, a change's side effect, disabled. */
  control?: Record<string, unknown>;
};

/** What DeclaredFields takes of useResourceForm's result: the resource and its schema's fields. */
export type DeclaredForm = BilingualForm;

type Props = {
  resourceForm: DeclaredForm;
  sections: FieldSections;
  /** By field name. */
  overrides?: Readonly<Record<string, FieldOverride>>;
  /** A divider between sections (default), or the sections as plain rows one under the other. */
  divided?: boolean;
};

/** A field's label key: `<resource>.fields.<label>`, by default its name less `Id` or `Cents`. */
export const labelKeyOf = (resource: string, field: Pick<FieldDeclaration, "name" | "label">) =>
  `${resource}.fields.${field.label ?? field.name.replace(/(Id|Cents)$/, "")}`;

/**
 * The label keys of declared fields named otherwise than by their stem (`propertyIds` →
 * `properties`), for the conflict dialog (useResourceForm's `labels`).
 */
export const labelKeysOf = (resource: string, sections: FieldSections) =>
  Object.fromEntries(
    sections
      .flat()
      .flatMap((field) => (field.label ? [[field.name, labelKeyOf(resource, field)]] : [])),
  );

/**
 * A form's declared fields, drawn: each a labelled Form.Item in a responsive column, its rules,
 * input cap, required mark and starting value taken from the resource's shared schema
 * (zodRules.ts), so the browser checks and says what the server does.
 */
export function DeclaredFields({ resourceForm, sections, overrides = {}, divided = true }: Props) {
  return sections.map((fields, index) => (
    <Fragment key={fields[0]?.name}>
      {divided && index > 0 && <Divider />}
      <Row gutter={16}>
        {fields.map((field) => (
          <DeclaredField
            key={field.name}
            resourceForm={resourceForm}
            field={field}
            override={overrides[field.name] ?? {}}
          />
        ))}
      </Row>
    </Fragment>
  ));
}

type FieldProps = { resourceForm: DeclaredForm; field: FieldDeclaration; override: FieldOverride };

function DeclaredField({ resourceForm, field, override }: FieldProps) {
  const t = useTranslate();
  const { resource, rules, maxLength, required, defaultOf } = resourceForm;
  if (override.hidden) return null;
  if (field.kind === "bilingual") {
    return <BilingualFields resourceForm={resourceForm} field={field.name} rows={field.lines} />;
  }
  const { name, width = 12 } = field;
  const text = (key: string) =>
    t(`${resource}.${key}`, { max: "max" in field ? field.max : undefined });
  const { valueProp, control } = controlOf(field, {
    maxLength: maxLength(name),
    text,
    props: override.control ?? {},
  });
  return (
    <Col xs={width <= 4 ? 12 : 24} md={width}>
      <Form.Item
        name={name}
        label={t(labelKeyOf(resource, field))}
        rules={[...rules(name), ...(override.rules ?? [])]}
        required={override.required ?? field.required ?? required(name)}
        dependencies={field.dependencies && [...field.dependencies]}
        extra={override.extra ?? (field.help && text(field.help))}
        valuePropName={valueProp}
        initialValue={field.kind === "boolean" ? defaultOf(name) : undefined}
      >
        {control}
      </Form.Item>
    </Col>
  );
}
