import { useTranslate } from "@refinedev/core";
import { Form } from "antd";
import { useParams } from "react-router";
import { type Product, productInput } from "../../../domain/products.schema";
import {
  DeclaredFields,
  FormPage,
  labelKeysOf,
  useIsStaff,
  useResourceForm,
  useSellerOptions,
} from "../../forms";
import { useCategoryOptions } from "../categories/useCategoryOptions";
import { usePropertyOptions } from "../properties/usePropertyOptions";
import { productFields } from "./fields";

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
    labels: labelKeysOf("products", productFields),
  });
  const { form, query } = resourceForm;
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

  return (
    <FormPage resourceForm={resourceForm}>
      <DeclaredFields
        resourceForm={resourceForm}
        sections={productFields}
        overrides={{
          categoryId: {
            control: {
              ...categories,
              onChange: () => form.setFieldValue("subcategoryId", undefined),
            },
          },
          subcategoryId: {
            control: { ...subcategories, disabled: !categoryId },
            extra: categoryId ? undefined : t("products.chooseCategoryFirst"),
          },
          quantity: {
            extra:
              saved &&
              t("catalogue.stock.availableHeld", { available: saved.available, held: saved.held }),
          },
          stockReason: {
            hidden: !adjusting,
            required: true,
            rules: [
              { required: true, whitespace: true, message: t("validation.stockReasonRequired") },
            ],
          },
          sellerId: { hidden: !staff, control: sellers },
          propertyIds: { control: properties },
        }}
      />
    </FormPage>
  );
}
