import { useTranslate } from "@refinedev/core";
import { Col, Form, Input, Row } from "antd";
import { useParams } from "react-router";
import { type Property, propertyInput } from "../../../domain/properties.schema";
import { FormPage, useResourceForm } from "../../forms";

/** /property/create and /property/edit/:id */
export default function PropertyForm() {
  const t = useTranslate();
  const { id } = useParams();
  const { formProps, saveButtonProps, query, action, rules } = useResourceForm<
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
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="nameEn"
            label={t("properties.fields.nameEn")}
            rules={rules("nameEn")}
            required
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="nameIt"
            label={t("properties.fields.nameIt")}
            rules={rules("nameIt")}
            required
          >
            <Input maxLength={120} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="valueEn"
            label={t("properties.fields.valueEn")}
            rules={rules("valueEn")}
            required
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="valueIt"
            label={t("properties.fields.valueIt")}
            rules={rules("valueIt")}
            required
          >
            <Input maxLength={200} />
          </Form.Item>
        </Col>
      </Row>
    </FormPage>
  );
}
