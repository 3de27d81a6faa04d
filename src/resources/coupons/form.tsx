import { useTranslate } from "@refinedev/core";
import { Col, Form, Input, InputNumber, Row } from "antd";
import { useParams } from "react-router";
import { type Coupon, couponInput } from "../../../domain/coupons.schema";
import {
  DayInput,
  EuroInput,
  FormPage,
  useIsStaff,
  useResourceForm,
  useSellerOptions,
} from "../../forms";
import { FormSelect } from "../../forms/FormSelect";

/** /coupon/create and /coupon/edit/:id; staff may give the coupon to a seller. */
export default function CouponForm() {
  const t = useTranslate();
  const { id } = useParams();
  const staff = useIsStaff();
  const resourceForm = useResourceForm<Coupon, typeof couponInput>({
    resource: "coupons",
    id,
    schema: couponInput,
  });
  const { form, rules, maxLength } = resourceForm;
  const sellers = useSellerOptions(staff, Form.useWatch("sellerId", form));

  return (
    <FormPage resourceForm={resourceForm} logRecordId={id}>
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item name="name" label={t("coupons.fields.name")} rules={rules("name")} required>
            <Input maxLength={maxLength("name")} autoComplete="off" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="discountCents"
            label={t("coupons.fields.discount")}
            rules={rules("discountCents")}
            required
          >
            <EuroInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="perPersonUsage"
            label={t("coupons.fields.perPersonUsage")}
            rules={rules("perPersonUsage")}
            required
          >
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="totalUsage"
            label={t("coupons.fields.totalUsage")}
            rules={rules("totalUsage")}
            dependencies={["perPersonUsage"]}
            required
          >
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="expiresOn"
            label={t("coupons.fields.expiresOn")}
            rules={rules("expiresOn")}
            required
          >
            <DayInput />
          </Form.Item>
        </Col>
        {staff && (
          <Col xs={24} md={12}>
            <Form.Item
              name="sellerId"
              label={t("coupons.fields.seller")}
              extra={t("coupons.sellerHelp")}
            >
              <FormSelect {...sellers} allowClear placeholder={t("coupons.platform")} />
            </Form.Item>
          </Col>
        )}
      </Row>
    </FormPage>
  );
}
