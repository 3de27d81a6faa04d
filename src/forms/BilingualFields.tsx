import { useTranslate } from "@refinedev/core";
import type { FormRule } from "antd";
import { Col, Form, Input } from "antd";
import type { FieldPath } from "./zodRules";

type Props = {
  /** The resource whose `<resource>.fields.<field>En` / `…It` label the two fields. */
  resource: string;
  /** The pair's stem: `name` edits `nameEn` and `nameIt`. */
  field: string;
  rules: (field: FieldPath) => FormRule[];
  maxLength: number;
  /** A text area of this many rows instead of one line. */
  rows?: number;
  required?: boolean;
};

/** A text the marketplace shows in both languages: the English and the Italian side by side. */
export function BilingualFields({
  resource,
  field,
  rules,
  maxLength,
  rows,
  required = true,
}: Props) {
  const t = useTranslate();
  return (
    <>
      {(["En", "It"] as const).map((language) => {
        const name = `${field}${language}`;
        return (
          <Col key={name} xs={24} md={12}>
            <Form.Item
              name={name}
              label={t(`${resource}.fields.${name}`)}
              rules={rules(name)}
              required={required}
            >
              {rows ? (
                <Input.TextArea rows={rows} maxLength={maxLength} />
              ) : (
                <Input maxLength={maxLength} />
              )}
            </Form.Item>
          </Col>
        );
      })}
    </>
  );
}
