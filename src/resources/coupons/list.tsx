import { useTranslate } from "@refinedev/core";
import { COUPON_STATUSES } from "../../../domain/coupons";
import type { Coupon } from "../../../domain/coupons.schema";
import { SelectionActions } from "../../changesets";
import { useFormat } from "../../format";
import { useIsStaff, useSellerOptions } from "../../forms";
import { type ListColumn, pickerFilter, ResourceList, useChosenFilter } from "../../lists";
import { couponEndpoints } from "./api";
import { CouponStatusTag } from "./CouponStatusTag";

/** /coupon/list: staff see every coupon with its seller; a seller sees its own. */
export default function CouponList() {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();
  const sellers = useSellerOptions(staff, useChosenFilter("sellerId"));

  const columns: ListColumn<Coupon>[] = [
    {
      key: "name",
      title: t("coupons.fields.name"),
      primary: true,
      sortField: "name",
      render: (coupon) => coupon.name,
    },
    {
      key: "status",
      title: t("coupons.fields.status"),
      // The status follows the expiry date; the server sorts it so.
      sortField: "status",
      filter: {
        kind: "select",
        options: COUPON_STATUSES.map((status) => ({
          value: status,
          label: t(`statuses.coupon.${status}`),
        })),
      },
      render: (coupon) => <CouponStatusTag status={coupon.status} />,
    },
    {
      key: "discountCents",
      title: t("coupons.fields.discount"),
      align: "right",
      sortField: "discountCents",
      render: (coupon) => format.money(coupon.discountCents),
    },
    {
      key: "perPersonUsage",
      title: t("coupons.fields.perPersonUsage"),
      align: "right",
      sortField: "perPersonUsage",
      render: (coupon) => coupon.perPersonUsage,
    },
    {
      key: "totalUsage",
      title: t("coupons.fields.totalUsage"),
      align: "right",
      sortField: "totalUsage",
      render: (coupon) => coupon.totalUsage,
    },
    {
      key: "expiresOn",
      title: t("coupons.fields.expiresOn"),
      sortField: "expiresOn",
      filter: { kind: "dateRange", as: "date" },
      render: (coupon) => format.date(coupon.expiresOn),
    },
    ...(staff
      ? [
          {
            key: "seller",
            title: t("coupons.fields.seller"),
            // `none`: the platform's own (no seller).
            filter: pickerFilter("sellerId", sellers, [
              { value: "none", label: t("coupons.platform") },
            ]),
            render: (coupon) => coupon.seller?.fullName ?? t("coupons.platform"),
          } satisfies ListColumn<Coupon>,
        ]
      : []),
  ];

  return (
    <ResourceList<Coupon>
      resource="coupons"
      columns={columns}
      rowName={(coupon) => coupon.name}
      exportPath={couponEndpoints.list}
      selectionActions={(selection) => (
        <SelectionActions resource="coupons" selection={selection} />
      )}
    />
  );
}
