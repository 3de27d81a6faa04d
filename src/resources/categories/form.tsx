import { Form } from "antd";
import { useParams } from "react-router";
import { type Category, categoryInput } from "../../../domain/categories.schema";
import { DeclaredFields, FormPage, useResourceForm } from "../../forms";
import { categoryFields } from "./fields";
import { useCategoryOptions } from "./useCategoryOptions";

/** /categories/add (a new category) and /categories/add/:id (edit it): the seed's one path. */
export default function CategoryForm() {
  const { id } = useParams();
  const resourceForm = useResourceForm<Category, typeof categoryInput>({
    resource: "categories",
    id,
    schema: categoryInput,
  });
  const parents = useCategoryOptions("none", Form.useWatch("parentId", resourceForm.form));
  // A category cannot be its own parent.
  const options = parents.options.filter((option) => option.value !== id);

  return (
    <FormPage resourceForm={resourceForm}>
      <DeclaredFields
        resourceForm={resourceForm}
        sections={categoryFields}
        divided={false}
        overrides={{ parentId: { control: { ...parents, options } } }}
      />
    </FormPage>
  );
}
