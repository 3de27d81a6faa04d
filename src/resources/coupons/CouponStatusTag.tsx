import { useTranslate } from "@refinedev/core";
import { Tag } from "antd";
import type { CouponStatus } from "../../../domain/coupons";

/** Active (green) until the expiry day is over, then Expired (docs/statuses.md). */
export function CouponStatusTag({ status }: { status: CouponStatus }) {
  const t = useTranslate();
  return (
    <Tag color={status === "active" ? "green" : "default"}>{t(`statuses.coupon.${status}`)}</Tag>
  );
}
