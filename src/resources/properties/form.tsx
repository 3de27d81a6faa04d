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

  return (
    <FormPage resourceForm={resourceForm} logRecordId={id}>
      <Row gutter={16}>
        <BilingualFields resourceForm={resourceForm} field="name" />
        <BilingualFields resourceForm={resourceForm} field="value" />
      </Row>
    </FormPage>
  );
}
