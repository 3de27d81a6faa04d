import { Form } from "antd";
import { useParams } from "react-router";
import { CAPACITY_FIELDS, capacityApplies, type RentModelKind } from "../../../domain/rentModels";
import { type RentModel, rentModelInput } from "../../../domain/rentModels.schema";
import { DeclaredFields, FormPage, useResourceForm } from "../../forms";
import { rentModelFields } from "./fields";

/**
 * /models/create and /models/edit/:id. The capacity fields follow the kind (domain/rentModels.ts
 * CAPACITY_BY_KIND): only those it states are shown and required. An edit sends back the version
 * it loaded (docs/api.md#concurrent-edits).
 */
export default function RentModelForm() {
  const { id } = useParams();
  const resourceForm = useResourceForm<RentModel, typeof rentModelInput>({
    resource: "rentModels",
    id,
    schema: rentModelInput,
  });
  const kind: RentModelKind | undefined = Form.useWatch("kind", resourceForm.form);
  const capacities = Object.fromEntries(
    CAPACITY_FIELDS.map((name) => [name, { hidden: !kind || !capacityApplies(kind, name) }]),
  );

  return (
    <FormPage resourceForm={resourceForm}>
      <DeclaredFields
        resourceForm={resourceForm}
        sections={rentModelFields}
        overrides={capacities}
      />
    </FormPage>
  );
}
