import { useTranslate } from "@refinedev/core";
import { Tag, Typography } from "antd";
import type { UserRecord } from "../../../domain/users.schema";
import { USER_TYPE } from "../../../domain/userTypes";

const TYPE_COLOURS: Record<UserRecord["userType"], string> = {
  1: "gold",
  2: "blue",
  3: "default",
  5: "purple",
};

export function UserTypeTag({ type }: { type: UserRecord["userType"] }) {
  const t = useTranslate();
  return <Tag color={TYPE_COLOURS[type]}>{t(`common.userTypes.${type}`)}</Tag>;
}

export function EmailStatusTag({ verified }: { verified: boolean }) {
  const t = useTranslate();
  return (
    <Tag color={verified ? "green" : "orange"}>
      {t(verified ? "users.emailStatus.verified" : "users.emailStatus.notVerified")}
    </Tag>
  );
}

/** Whether a seller's payment account is linked (docs/access.md#payment-account): Connected or Not connected. */
export function PaymentLinkTag({ linked }: { linked: boolean }) {
  const t = useTranslate();
  return (
    <Tag color={linked ? "green" : "default"}>
      {t(linked ? "users.paymentStatus.connected" : "users.paymentStatus.notConnected")}
    </Tag>
  );
}

/** Only sellers link a payment account (docs/access.md#payment-account): for everyone else the question does not arise. */
export function PaymentStatus({ user }: { user: UserRecord }) {
  const t = useTranslate();
  if (user.userType !== USER_TYPE.seller) {
    return <Typography.Text type="secondary">{t("users.notApplicable")}</Typography.Text>;
  }
  return <PaymentLinkTag linked={user.paymentLinked} />;
}
