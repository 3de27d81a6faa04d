import { useTranslate } from "@refinedev/core";
import { Col, Form, Row } from "antd";
import { useParams } from "react-router";
import { type Category, categoryInput } from "../../../domain/categories.schema";
import { BilingualFields, FormPage, useResourceForm } from "../../forms";
import { FormSelect } from "../../forms/FormSelect";
import { UploadField } from "../../uploads";
import { useCategoryOptions } from "./useCategoryOptions";

/** /categories/add (a new category) and /categories/add/:id (edit it): the seed's one path. */
export default function CategoryForm() {
  const t = useTranslate();
  const { id } = useParams();
  const resourceForm = useResourceForm<Category, typeof categoryInput>({
    resource: "categories",
    id,
    schema: categoryInput,
  });
  const { form, rules } = resourceForm;
  const parents = useCategoryOptions("none", Form.useWatch("parentId", form));

  return (
    <FormPage resourceForm={resourceForm}>
      <Row gutter={16}>
        <BilingualFields resourceForm={resourceForm} field="name" />
        <Col xs={24} md={12}>
          <Form.Item
            name="parentId"
            label={t("categories.fields.parent")}
            extra={t("categories.parentHelp")}
          >
            <FormSelect
              {...parents}
              allowClear
              placeholder={t("categories.topLevel")}
              // A category cannot be its own parent.
              options={parents.options.filter((option) => option.value !== id)}
            />
          </Form.Item>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="icon" label={t("categories.fields.icon")} rules={rules("icon")} required>
            <UploadField kind="image" label={t("categories.chooseIcon")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="image"
            label={t("categories.fields.image")}
            rules={rules("image")}
            required
          >
            <UploadField kind="image" label={t("categories.chooseImage")} />
          </Form.Item>
        </Col>
      </Row>
    </FormPage>
  );
}
