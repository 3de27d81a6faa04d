import { Row } from "antd";
import { useParams } from "react-router";
import { type Property, propertyInput } from "../../../domain/properties.schema";
import { BilingualFields, FormPage, useResourceForm } from "../../forms";

/** /property/create and /property/edit/:id */
export default function PropertyForm() {
  const { id } = useParams();
  const resourceForm = useResourceForm<Property, typeof propertyInput>({
    resource: "properties",
    id,
    schema: propertyInput,
  });
  const { rules } = resourceForm;

  return (
    <FormPage resourceForm={resourceForm} logRecordId={id}>
      <Row gutter={16}>
        <BilingualFields resource="properties" field="name" rules={rules} maxLength={120} />
        <BilingualFields resource="properties" field="value" rules={rules} maxLength={200} />
      </Row>
    </FormPage>
  );
}
