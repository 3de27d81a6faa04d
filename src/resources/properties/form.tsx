import { Row } from "antd";
import { useParams } from "react-router";
import { type Property, propertyInput } from "../../../domain/properties.schema";
import { BilingualFields, FormPage, useResourceForm } from "../../forms";

/** /property/create and /property/edit/:id */
export default function PropertyForm() {
  const { id } = useParams();
  const { formProps, saveButtonProps, query, action, rules, staleVersionDialog } = useResourceForm<
    Property,
    typeof propertyInput
  >({
    resource: "properties",
    id,
    schema: propertyInput,
  });

  return (
    <FormPage
      resource="properties"
      action={action}
      formProps={formProps}
      saveButtonProps={saveButtonProps}
      query={query}
      staleVersionDialog={staleVersionDialog}
      logRecordId={id}
    >
      <Row gutter={16}>
        <BilingualFields resource="properties" field="name" rules={rules} maxLength={120} />
        <BilingualFields resource="properties" field="value" rules={rules} maxLength={200} />
      </Row>
    </FormPage>
  );
}
