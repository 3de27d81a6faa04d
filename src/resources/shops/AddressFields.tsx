import { useTranslate } from "@refinedev/core";
import { Checkbox, Col, Form, type FormInstance, type FormRule, Input, Row } from "antd";
import { useEffect, useMemo, useState } from "react";
import { countryOptions, useFormat } from "../../format";
import { FormSelect } from "../../forms/FormSelect";

type Props = {
  form: FormInstance;
  rules: (field: string) => FormRule[];
  /** Whether the invoice address starts as a copy of the shipping one (an edited shop's). */
  sameAtStart: boolean;
};

/**
 * Where the shop ships from and where it is invoiced. Most shops invoice at their shipping
 * address: "Same as the shipping address" keeps the invoice address a copy of it while ticked.
 */
export function AddressFields({ form, rules, sameAtStart }: Props) {
  const t = useTranslate();
  const { language } = useFormat();
  const countries = useMemo(() => countryOptions(language), [language]);
  const [same, setSame] = useState(sameAtStart);
  const shipping: string | null | undefined = Form.useWatch("shippingAddress", form);
  useEffect(() => setSame(sameAtStart), [sameAtStart]);
  useEffect(() => {
    if (same) form.setFieldValue("invoiceAddress", shipping ?? null);
  }, [same, shipping, form]);

  const text = (field: "city" | "province" | "postcode", max: number) => (
    <Form.Item name={field} label={t(`shops.fields.${field}`)} rules={rules(field)}>
      <Input maxLength={max} />
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
          <Input.TextArea rows={2} maxLength={300} />
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
          <Input.TextArea rows={2} maxLength={300} disabled={same} />
        </Form.Item>
      </Col>
      <Col xs={24} md={8}>
        {text("city", 120)}
      </Col>
      <Col xs={12} md={4}>
        {text("province", 60)}
      </Col>
      <Col xs={12} md={4}>
        {text("postcode", 12)}
      </Col>
      <Col xs={24} md={8}>
        <Form.Item name="country" label={t("shops.fields.country")} rules={rules("country")}>
          <FormSelect showSearch optionFilterProp="label" options={countries} />
        </Form.Item>
      </Col>
    </Row>
  );
}
