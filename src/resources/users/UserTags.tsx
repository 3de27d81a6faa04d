import { useTranslate } from "@refinedev/core";
import { Tag, Typography } from "antd";
import type { UserRecord } from "../../../domain/users.schema";
import { USER_TYPE } from "../../../domain/userTypes";
import { useFormat } from "../../format";

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

/** An anonymised account is named "Deleted user" in the screen's language, whatever is stored. */
export function useUserName() {
  const t = useTranslate();
  return (user: Pick<UserRecord, "fullName" | "anonymisedAt">) =>
    user.anonymisedAt ? t("users.anonymised.name") : user.fullName;
}

/** A customer's referral code, with its expiry date, struck through once expired. */
export function ReferralCode({ code, expiresAt }: { code: string; expiresAt: string | null }) {
  const t = useTranslate();
  const format = useFormat();
  const expired = expiresAt !== null && new Date(expiresAt).getTime() < Date.now();
  return (
    <Typography.Text delete={expired}>
      {code}
      {expiresAt && (
        <Typography.Text type="secondary">
          {" · "}
          {format.date(expiresAt)}
          {expired && ` (${t("users.referralExpired")})`}
        </Typography.Text>
      )}
    </Typography.Text>
  );
}
