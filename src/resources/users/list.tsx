import { useTranslate } from "@refinedev/core";
import { Flex } from "antd";
import type { UserRecord } from "../../../domain/users.schema";
import { USER_TYPES } from "../../../domain/userTypes";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { UserAvatar } from "./UserAvatar";
import { EmailStatusTag, PaymentStatus, ReferralCode, UserTypeTag, useUserName } from "./UserTags";

/**
 * /user/index: every account, newest registration first; administrators only. Deleting is on the
 * user's page, whose confirmation says whether the account is removed or anonymised.
 */
export default function UserList() {
  const t = useTranslate();
  const format = useFormat();
  const nameOf = useUserName();
  const field = (name: string) => t(`users.fields.${name}`);
  const yesNo = (yes: string, no: string) => [
    { value: "true", label: t(yes) },
    { value: "false", label: t(no) },
  ];

  // Who, then what the list filters on, then the details: at 1280 px the columns a user filters
  // by are in view before the table scrolls sideways under its fixed Actions column.
  const columns: ListColumn<UserRecord>[] = [
    {
      key: "name",
      title: field("name"),
      primary: true,
      sortField: "name",
      render: (user) => (
        <Flex gap={8} align="center">
          <UserAvatar picture={user.profilePicture} />
          {nameOf(user)}
        </Flex>
      ),
    },
    {
      key: "email",
      title: field("email"),
      sortField: "email",
      render: (user) => user.email,
    },
    {
      key: "userType",
      title: field("userType"),
      sortField: "userType",
      filter: {
        kind: "select",
        multiple: true,
        options: USER_TYPES.map((type) => ({
          value: String(type),
          label: t(`common.userTypes.${type}`),
        })),
      },
      render: (user) => <UserTypeTag type={user.userType} />,
    },
    {
      key: "emailVerified",
      title: field("emailVerified"),
      filter: {
        kind: "select",
        options: yesNo("users.emailStatus.verified", "users.emailStatus.notVerified"),
      },
      render: (user) => <EmailStatusTag verified={user.emailVerified} />,
    },
    {
      key: "paymentLinked",
      title: field("paymentLinked"),
      filter: {
        kind: "select",
        options: yesNo("users.paymentStatus.connected", "users.paymentStatus.notConnected"),
      },
      render: (user) => <PaymentStatus user={user} />,
    },
    {
      key: "createdAt",
      title: field("createdAt"),
      sortField: "createdAt",
      filter: { kind: "dateRange" },
      render: (user) => format.date(user.createdAt),
    },
    {
      key: "lastLoginAt",
      title: field("lastLoginAt"),
      sortField: "lastLoginAt",
      render: (user) =>
        user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t("users.neverSignedIn"),
    },
    {
      key: "mobile",
      title: field("mobile"),
      render: (user) => user.mobile ?? t("users.none"),
    },
    {
      key: "userCode",
      title: field("userCode"),
      render: (user) => user.userCode ?? t("users.none"),
    },
    {
      key: "referralCode",
      title: field("referralCode"),
      render: (user) =>
        user.referralCode ? (
          <ReferralCode code={user.referralCode} expiresAt={user.referralCodeExpiresAt} />
        ) : (
          t("users.none")
        ),
    },
  ];

  return (
    <ResourceList<UserRecord>
      resource="users"
      columns={columns}
      rowName={nameOf}
      exportPath="/users"
      canDelete={false}
    />
  );
}
