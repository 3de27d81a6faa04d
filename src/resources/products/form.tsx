import { useTranslate } from "@refinedev/core";
import { Col, Divider, Form, Input, InputNumber, Row } from "antd";
import { useParams } from "react-router";
import { PRODUCT_IMAGES_MAX, type Product, productInput } from "../../../domain/products.schema";
import {
  BilingualTexts,
  EuroInput,
  FormPage,
  useIsStaff,
  useResourceForm,
  useSellerOptions,
} from "../../forms";
import { FormSelect } from "../../forms/FormSelect";
import { UploadField } from "../../uploads";
import { useCategoryOptions } from "../categories/useCategoryOptions";
import { usePropertyOptions } from "../properties/usePropertyOptions";

/**
 * /products/create and /products/edit/:id. The subcategory choices follow the chosen category
 * (and a new category clears the subcategory); staff may give the product to a seller.
 */
export default function ProductForm() {
  const t = useTranslate();
  const { id } = useParams();
  const staff = useIsStaff();
  const resourceForm = useResourceForm<Product, typeof productInput>({
    resource: "products",
    id,
    schema: productInput,
    labels: { propertyIds: "products.fields.properties" },
  });
  const { form, rules, maxLength, query } = resourceForm;
  const onHand: number | undefined = Form.useWatch("quantity", form);
  const saved = query?.data?.data;
  // On hand changes only as an adjustment, saved with its reason (docs/stock.md).
  const adjusting = saved !== undefined && onHand !== undefined && onHand !== saved.quantity;
  const categoryId: string | undefined = Form.useWatch("categoryId", form);
  const subcategoryId: string | undefined = Form.useWatch("subcategoryId", form);
  const sellerId: string | null | undefined = Form.useWatch("sellerId", form);
  const propertyIds: string[] | undefined = Form.useWatch("propertyIds", form);
  const categories = useCategoryOptions("none", categoryId);
  const subcategories = useCategoryOptions(categoryId, subcategoryId);
  const properties = usePropertyOptions(propertyIds);
  const sellers = useSellerOptions(staff, sellerId);
  const text = (field: keyof typeof productInput.shape, required = true) => (
    <Form.Item
      name={field}
      label={t(`products.fields.${field}`)}
      rules={rules(field)}
      required={required}
    >
      <Input maxLength={maxLength(field)} />
    </Form.Item>
  );

  return (
    <FormPage resourceForm={resourceForm}>
      <BilingualTexts resourceForm={resourceForm} />
      <Divider />
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item
            name="categoryId"
            label={t("products.fields.category")}
            rules={rules("categoryId")}
            required
          >
            <FormSelect
              {...categories}
              onChange={() => form.setFieldValue("subcategoryId", undefined)}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item
            name="subcategoryId"
            label={t("products.fields.subcategory")}
            rules={rules("subcategoryId")}
            required
            extra={categoryId ? undefined : t("products.chooseCategoryFirst")}
          >
            <FormSelect {...subcategories} disabled={!categoryId} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="priceCents"
            label={t("products.fields.price")}
            rules={rules("priceCents")}
            required
          >
            <EuroInput />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="quantity"
            label={t("products.fields.quantity")}
            rules={rules("quantity")}
            required
            extra={
              saved &&
              t("catalogue.stock.availableHeld", {
                available: saved.available,
                held: saved.held,
              })
            }
          >
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="lowStockThreshold"
            label={t("products.fields.lowStockThreshold")}
            rules={rules("lowStockThreshold")}
          >
            <InputNumber min={0} precision={0} style={{ width: "100%" }} />
          </Form.Item>
        </Col>
        {adjusting && (
          <Col xs={24}>
            <Form.Item
              name="stockReason"
              label={t("products.fields.stockReason")}
              extra={t("products.stock.reasonHelp")}
              required
              rules={[
                ...rules("stockReason"),
                {
                  required: true,
                  whitespace: true,
                  message: t("validation.stockReasonRequired"),
                },
              ]}
            >
              <Input.TextArea autoSize maxLength={maxLength("stockReason")} />
            </Form.Item>
          </Col>
        )}
        {staff && (
          <Col xs={24} md={8}>
            <Form.Item name="sellerId" label={t("products.fields.seller")}>
              <FormSelect {...sellers} allowClear placeholder={t("products.platform")} />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          {text("materials", false)}
        </Col>
        <Col xs={24} md={8}>
          {text("colour", false)}
        </Col>
        <Col xs={24} md={8}>
          {text("size", false)}
        </Col>
        <Col xs={24}>
          <Form.Item
            name="propertyIds"
            label={t("products.fields.properties")}
            rules={rules("propertyIds")}
          >
            <FormSelect {...properties} mode="multiple" allowClear />
          </Form.Item>
        </Col>
      </Row>
      <Divider />
      <Form.Item
        name="images"
        label={t("products.fields.images")}
        rules={rules("images")}
        required
        extra={t("products.imagesHelp", { max: PRODUCT_IMAGES_MAX })}
      >
        <UploadField kind="image" multiple max={PRODUCT_IMAGES_MAX} />
      </Form.Item>
      <Form.Item name="video" label={t("products.fields.video")} rules={rules("video")}>
        <UploadField kind="video" />
      </Form.Item>
    </FormPage>
  );
}
