import { useParams } from "react-router";
import { type Property, propertyInput } from "../../../domain/properties.schema";
import { DeclaredFields, FormPage, useResourceForm } from "../../forms";
import { propertyFields } from "./fields";

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
      <DeclaredFields resourceForm={resourceForm} sections={propertyFields} />
    </FormPage>
  );
}
