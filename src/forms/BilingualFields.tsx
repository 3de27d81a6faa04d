import { useTranslate } from "@refinedev/core";
import type { FormRule } from "antd";
import { Col, Form, Input } from "antd";
import { useEffect } from "react";
import { bilingualPair, type MissingLanguage, missingHalf } from "../../domain/completeness";
import type { SchemaFields } from "./zodRules";

/** What the pair takes of useResourceForm's result. */
export type BilingualForm = SchemaFields & {
  /** Its `<resource>.fields.<field>En` / `…It` label the two fields. */
  resource: string;
};

type Props = {
  resourceForm: BilingualForm;
  /** The pair's stem: `name` edits `nameEn` and `nameIt`. */
  field: string;
  /** A text area of this many rows instead of one line. */
  rows?: number;
};

const HALVES = [
  { language: "En", missing: "missingEn" },
  { language: "It", missing: "missingIt" },
] as const satisfies readonly { language: string; missing: MissingLanguage }[];

/**
 * A text the marketplace shows in both languages: the English and the Italian side by side.
 * The half the pair misses (domain/completeness.ts: no Italian, or the English copied unchanged;
 * no English) carries a warning that never blocks saving; an empty required half still does. Each
 * half is marked required when the schema requires it.
 */
export function BilingualFields({ resourceForm, field, rows }: Props) {
  const { resource, rules, maxLength, required } = resourceForm;
  const t = useTranslate();
  const form = Form.useFormInstance();
  const [enName, itName] = [`${field}En`, `${field}It`];
  const en: string | undefined = Form.useWatch(enName, form);
  const it: string | undefined = Form.useWatch(itName, form);
  // Resources without completeness flags get no warning.
  const pair = bilingualPair(resource, field);
  const missing = pair && missingHalf(en, it, pair);

  // Warnings show once a field is validated: whenever the pair's state changes (a copy appears
  // or goes away, a record loads), its halves with text are checked again, and so is a loaded
  // record's empty half. An empty half the user has not reached while typing the other is left
  // alone. A failed check shows on its field: nothing else to do with the rejection.
  useEffect(() => {
    const names = HALVES.flatMap(({ language, missing: gap }) => {
      const name = `${field}${language}`;
      const other = language === "En" ? itName : enName;
      const value = form.getFieldValue(name) as string | undefined;
      const untouchedGap = missing === gap && !form.isFieldTouched(other);
      return value?.trim() || untouchedGap ? [name] : [];
    });
    if (names.length) form.validateFields(names).catch(() => undefined);
  }, [form, field, enName, itName, missing]);

  return (
    <>
      {HALVES.map(({ language, missing: gap }) => {
        const name = `${field}${language}`;
        const warning: FormRule = {
          warningOnly: true,
          validator: async () => {
            const values = [form.getFieldValue(enName), form.getFieldValue(itName)] as const;
            if (pair && missingHalf(...values, pair) === gap) {
              throw new Error(t(`completeness.field.${gap}`));
            }
          },
        };
        return (
          <Col key={name} xs={24} md={12}>
            <Form.Item
              name={name}
              label={t(`${resource}.fields.${name}`)}
              rules={[...rules(name), warning]}
              required={required(name)}
            >
              {rows ? (
                <Input.TextArea rows={rows} maxLength={maxLength(name)} />
              ) : (
                <Input maxLength={maxLength(name)} />
              )}
            </Form.Item>
          </Col>
        );
      })}
    </>
  );
}
