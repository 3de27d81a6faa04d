import { Row } from "antd";
import { BilingualFields, type BilingualForm } from "./BilingualFields";

/** A catalogue record's name and description (product, rent model, event), each in both languages. */
export function BilingualTexts({ resourceForm }: { resourceForm: BilingualForm }) {
  return (
    <Row gutter={16}>
      <BilingualFields resourceForm={resourceForm} field="name" />
      <BilingualFields resourceForm={resourceForm} field="description" rows={4} />
    </Row>
  );
}
