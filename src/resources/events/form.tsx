import { useTranslate } from "@refinedev/core";
import { Col, Divider, Form, Input, InputNumber, Row, Switch } from "antd";
import { useParams } from "react-router";
import {
  EVENT_CAPACITY_MAX,
  EVENT_IMAGES_MAX,
  type Event,
  eventInput,
} from "../../../domain/events.schema";
import { BilingualTexts, DateTimeInput, EuroInput, FormPage, useResourceForm } from "../../forms";
import { UploadField } from "../../uploads";

/**
 * /events/create and /events/edit/:id. An edit sends back the version it loaded
 * (docs/api.md#concurrent-edits), as every shared form does.
 */
export default function EventForm() {
  const t = useTranslate();
  const { id } = useParams();
  const resourceForm = useResourceForm<Event, typeof eventInput>({
    resource: "events",
    id,
    schema: eventInput,
  });
  const { rules, maxLength } = resourceForm;
  const label = (field: string) => t(`events.fields.${field}`);

  return (
    <FormPage resourceForm={resourceForm}>
      <BilingualTexts resourceForm={resourceForm} />
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="startsAt" label={label("startsAt")} rules={rules("startsAt")} required>
            <DateTimeInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="endsAt"
            label={label("endsAt")}
            rules={rules("endsAt")}
            dependencies={["startsAt"]}
            required
          >
            <DateTimeInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="venue" label={label("venue")} rules={rules("venue")} required>
            <Input maxLength={maxLength("venue")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="city" label={label("city")} rules={rules("city")} required>
            <Input maxLength={maxLength("city")} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="capacity" label={label("capacity")} rules={rules("capacity")} required>
            <InputNumber min={1} max={EVENT_CAPACITY_MAX} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="priceCents" label={label("price")} rules={rules("priceCents")} required>
            <EuroInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="published"
            label={label("published")}
            valuePropName="checked"
            extra={t("events.publishedHelp")}
          >
            <Switch />
          </Form.Item>
        </Col>
      </Row>
      <Divider />
      <Form.Item
        name="images"
        label={label("images")}
        rules={rules("images")}
        required
        extra={t("events.imagesHelp", { max: EVENT_IMAGES_MAX })}
      >
        <UploadField kind="image" multiple max={EVENT_IMAGES_MAX} />
      </Form.Item>
    </FormPage>
  );
}
