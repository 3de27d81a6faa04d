import { Form } from "antd";
import { useParams } from "react-router";
import { type Coupon, couponInput } from "../../../domain/coupons.schema";
import {
  DeclaredFields,
  FormPage,
  useIsStaff,
  useResourceForm,
  useSellerOptions,
} from "../../forms";
import { couponFields } from "./fields";

/** /coupon/create and /coupon/edit/:id; staff may give the coupon to a seller. */
export default function CouponForm() {
  const { id } = useParams();
  const staff = useIsStaff();
  const resourceForm = useResourceForm<Coupon, typeof couponInput>({
    resource: "coupons",
    id,
    schema: couponInput,
  });
  const sellers = useSellerOptions(staff, Form.useWatch("sellerId", resourceForm.form));

  return (
    <FormPage resourceForm={resourceForm} logRecordId={id}>
      <DeclaredFields
        resourceForm={resourceForm}
        sections={couponFields}
        overrides={{ sellerId: { hidden: !staff, control: sellers } }}
      />
    </FormPage>
  );
}
