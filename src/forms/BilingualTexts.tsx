import type { FormRule } from "antd";
import { Row } from "antd";
import { CATALOGUE_TEXT_MAX } from "../../domain/fields.schema";
import { BilingualFields } from "./BilingualFields";
import type { FieldPath } from "./zodRules";

type Props = {
  /** The resource whose `<resource>.fields.{name,description}{En,It}` label the fields. */
  resource: string;
  rules: (field: FieldPath) => FormRule[];
};

/** A catalogue record's name and description (product, rent model, event), each in both languages. */
export function BilingualTexts({ resource, rules }: Props) {
  return (
    <Row gutter={16}>
      <BilingualFields
        resource={resource}
        field="name"
        rules={rules}
        maxLength={CATALOGUE_TEXT_MAX.name}
      />
      <BilingualFields
        resource={resource}
        field="description"
        rules={rules}
        maxLength={CATALOGUE_TEXT_MAX.description}
        rows={4}
      />
    </Row>
  );
}
