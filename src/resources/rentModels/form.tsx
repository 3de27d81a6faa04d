import { useTranslate } from "@refinedev/core";
import { Col, Divider, Form, Input, InputNumber, Row, Switch } from "antd";
import { useParams } from "react-router";
import {
  CAPACITY_FIELDS,
  capacityApplies,
  RENT_MODEL_IMAGES_MAX,
  RENT_MODEL_KINDS,
  type RentModelKind,
} from "../../../domain/rentModels";
import { type RentModel, rentModelInput } from "../../../domain/rentModels.schema";
import { BilingualTexts, EuroInput, FormPage, useResourceForm } from "../../forms";
import { FormSelect } from "../../forms/FormSelect";
import { UploadField } from "../../uploads";

/**
 * /models/create and /models/edit/:id. The capacity fields follow the kind (domain/rentModels.ts
 * CAPACITY_BY_KIND): only those it states are shown and required. An edit sends back the version
 * it loaded (docs/api.md#concurrent-edits).
 */
export default function RentModelForm() {
  const t = useTranslate();
  const { id } = useParams();
  const resourceForm = useResourceForm<RentModel, typeof rentModelInput>({
    resource: "rentModels",
    id,
    schema: rentModelInput,
  });
  const { form, rules, maxLength } = resourceForm;
  const kind: RentModelKind | undefined = Form.useWatch("kind", form);
  const field = (name: string) => t(`rentModels.fields.${name}`);

  return (
    <FormPage resourceForm={resourceForm}>
      <BilingualTexts resourceForm={resourceForm} />
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={8}>
          <Form.Item name="kind" label={field("kind")} rules={rules("kind")} required>
            <FormSelect
              options={RENT_MODEL_KINDS.map((value) => ({
                value,
                label: t(`rentModels.kinds.${value}`),
              }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="location" label={field("location")} rules={rules("location")} required>
            <Input maxLength={maxLength("location")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="pricePerDayCents"
            label={field("pricePerDay")}
            rules={rules("pricePerDayCents")}
            required
          >
            <EuroInput />
          </Form.Item>
        </Col>
        {kind &&
          CAPACITY_FIELDS.filter((name) => capacityApplies(kind, name)).map((name) => (
            <Col key={name} xs={24} md={8}>
              <Form.Item
                name={name}
                label={field(name)}
                rules={rules(name)}
                dependencies={["kind"]}
                required
              >
                <InputNumber min={1} precision={0} style={{ width: "100%" }} />
              </Form.Item>
            </Col>
          ))}
        <Col xs={24} md={8}>
          <Form.Item
            name="active"
            label={field("active")}
            valuePropName="checked"
            initialValue={true}
            extra={t("rentModels.activeHelp")}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider />
      <Form.Item
        name="images"
        label={field("images")}
        rules={rules("images")}
        required
        extra={t("rentModels.imagesHelp", { max: RENT_MODEL_IMAGES_MAX })}
      >
        <UploadField kind="image" multiple max={RENT_MODEL_IMAGES_MAX} />
      </Form.Item>
      <Form.Item name="video" label={field("video")} rules={rules("video")}>
        <UploadField kind="video" />
      </Form.Item>
    </FormPage>
  );
}
