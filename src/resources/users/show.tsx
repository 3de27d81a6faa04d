import { type HttpError, useNavigation, useShow, useTranslate } from "@refinedev/core";
import { Flex, Tag } from "antd";
import { Link, useParams } from "react-router";
import type { UserRecord } from "../../../domain/users.schema";
import { useFormat } from "../../format";
import { RecordDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { UserActions } from "./UserActions";
import { UserAvatar } from "./UserAvatar";
import { EmailStatusTag, PaymentStatus, ReferralCode, UserTypeTag, useUserName } from "./UserTags";

/** /user/view/:id: one account as administrators see it (no password, no payment account id). */
export default function UserShow() {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const { id = "" } = useParams();
  const { query, result: user } = useShow<UserRecord, HttpError>({ resource: "users", id });
  const nameOf = useUserName();
  useRecordTitle(user && nameOf(user));
  const field = (name: string) => t(`users.fields.${name}`);
  const optional = (value: string | null) => value ?? t("users.none");

  return (
    <ShowPage
      resource="users"
      id={id}
      query={query}
      heading={
        user && (
          <Flex gap={8} align="center">
            <UserAvatar picture={user.profilePicture} size={24} />
            {nameOf(user)}
            {user.anonymisedAt && <Tag>{t("users.anonymised.tag")}</Tag>}
          </Flex>
        )
      }
      actions={user && <UserActions user={user} />}
    >
      {user && (
        <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} size="small">
          <RecordDetails.Item label={field("firstName")}>
            {user.anonymisedAt ? t("users.none") : user.firstName}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("lastName")}>
            {user.anonymisedAt ? t("users.none") : user.lastName}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("email")}>{user.email}</RecordDetails.Item>
          <RecordDetails.Item label={field("mobile")}>{optional(user.mobile)}</RecordDetails.Item>
          <RecordDetails.Item label={field("userCode")}>
            {optional(user.userCode)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("profession")}>
            {optional(user.profession)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("favouriteSport")}>
            {optional(user.favouriteSport)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("hobby")}>{optional(user.hobby)}</RecordDetails.Item>
          <RecordDetails.Item label={field("referralCode")}>
            {user.referralCode ? (
              <ReferralCode code={user.referralCode} expiresAt={user.referralCodeExpiresAt} />
            ) : (
              t("users.none")
            )}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("userType")}>
            <UserTypeTag type={user.userType} />
          </RecordDetails.Item>
          <RecordDetails.Item label={field("emailVerified")}>
            <EmailStatusTag verified={user.emailVerified} />
          </RecordDetails.Item>
          <RecordDetails.Item label={field("paymentLinked")}>
            <PaymentStatus user={user} />
          </RecordDetails.Item>
          {user.shop && (
            <RecordDetails.Item label={field("shop")}>
              <Link to={showUrl("shops", user.shop._id)}>{user.shop.name}</Link>
            </RecordDetails.Item>
          )}
          <RecordDetails.Item label={field("createdAt")}>
            {format.dateTime(user.createdAt)}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("lastLoginAt")}>
            {user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t("users.neverSignedIn")}
          </RecordDetails.Item>
          <RecordDetails.Item label={field("profilePicture")} span="filled">
            {user.profilePicture ? (
              <UserAvatar picture={user.profilePicture} size={96} />
            ) : (
              t("users.noPicture")
            )}
          </RecordDetails.Item>
        </RecordDetails>
      )}
    </ShowPage>
  );
}
