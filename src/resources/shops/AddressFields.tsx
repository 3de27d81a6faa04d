import { useTranslate } from "@refinedev/core";
import { Checkbox, Col, Form, type FormInstance, Input, Row } from "antd";
import { useEffect, useMemo, useState } from "react";
import { countryOptions, useFormat } from "../../format";
import type { SchemaFields } from "../../forms";
import { FormSelect } from "../../forms/FormSelect";

type Props = {
  form: FormInstance;
  fields: SchemaFields;
  /** Whether the invoice address starts as a copy of the shipping one (an edited shop's). */
  sameAtStart: boolean;
};

/**
 * Where the shop ships from and where it is invoiced. Most shops invoice at their shipping
 * address: "Same as the shipping address" keeps the invoice address a copy of it while ticked.
 */
export function AddressFields({ form, fields, sameAtStart }: Props) {
  const { rules, maxLength } = fields;
  const t = useTranslate();
  const { language } = useFormat();
  const countries = useMemo(() => countryOptions(language), [language]);
  const [same, setSame] = useState(sameAtStart);
  const shipping: string | null | undefined = Form.useWatch("shippingAddress", form);
  useEffect(() => setSame(sameAtStart), [sameAtStart]);
  useEffect(() => {
    if (same) form.setFieldValue("invoiceAddress", shipping ?? null);
  }, [same, shipping, form]);

  const text = (field: "city" | "province" | "postcode") => (
    <Form.Item name={field} label={t(`shops.fields.${field}`)} rules={rules(field)}>
      <Input maxLength={maxLength(field)} />
    </Form.Item>
  );

  return (
    <Row gutter={16}>
      <Col xs={24} md={12}>
        <Form.Item
          name="shippingAddress"
          label={t("shops.fields.shippingAddress")}
          rules={rules("shippingAddress")}
        >
          <Input.TextArea rows={2} maxLength={maxLength("shippingAddress")} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="invoiceAddress"
          label={t("shops.fields.invoiceAddress")}
          rules={rules("invoiceAddress")}
          extra={
            <Checkbox checked={same} onChange={(event) => setSame(event.target.checked)}>
              {t("shops.help.sameAsShipping")}
            </Checkbox>
          }
        >
          <Input.TextArea rows={2} maxLength={maxLength("invoiceAddress")} disabled={same} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {text("city")}
      </Col>
      <Col xs={12} md={4}>
        {text("province")}
      </Col>
      <Col xs={12} md={4}>
        {text("postcode")}
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="country" label={t("shops.fields.country")} rules={rules("country")}>
          <FormSelect showSearch optionFilterProp="label" options={countries} />
        </Form.Item>
      </Col>
    </Row>
  );
}
