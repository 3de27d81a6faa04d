import { type HttpError, useNavigation, useShow, useTranslate } from "@refinedev/core";
import { Descriptions, Flex } from "antd";
import { Link, useParams } from "react-router";
import type { UserRecord } from "../../../domain/users.schema";
import { useFormat } from "../../format";
import { ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { UserAvatar } from "./UserAvatar";
import { EmailStatusTag, PaymentStatus, UserTypeTag } from "./UserTags";

/** /user/view/:id: one account as administrators see it (no password, no payment account id). */
export default function UserShow() {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const { id = "" } = useParams();
  const { query, result: user } = useShow<UserRecord, HttpError>({ resource: "users", id });
  useRecordTitle(user?.fullName);
  const field = (name: string) => t(`users.fields.${name}`);

  return (
    <ShowPage
      resource="users"
      id={id}
      query={query}
      heading={
        user && (
          <Flex gap={8} align="center">
            <UserAvatar picture={user.profilePicture} size={24} />
            {user.fullName}
          </Flex>
        )
      }
    >
      {user && (
        <Descriptions column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }} bordered size="small">
          <Descriptions.Item label={field("firstName")}>{user.firstName}</Descriptions.Item>
          <Descriptions.Item label={field("lastName")}>{user.lastName}</Descriptions.Item>
          <Descriptions.Item label={field("email")}>{user.email}</Descriptions.Item>
          <Descriptions.Item label={field("userType")}>
            <UserTypeTag type={user.userType} />
          </Descriptions.Item>
          <Descriptions.Item label={field("emailVerified")}>
            <EmailStatusTag verified={user.emailVerified} />
          </Descriptions.Item>
          <Descriptions.Item label={field("paymentLinked")}>
            <PaymentStatus user={user} />
          </Descriptions.Item>
          {user.shop && (
            <Descriptions.Item label={field("shop")}>
              <Link to={showUrl("shops", user.shop._id)}>{user.shop.name}</Link>
            </Descriptions.Item>
          )}
          <Descriptions.Item label={field("createdAt")}>
            {format.dateTime(user.createdAt)}
          </Descriptions.Item>
          <Descriptions.Item label={field("lastLoginAt")}>
            {user.lastLoginAt ? format.dateTime(user.lastLoginAt) : t("users.neverSignedIn")}
          </Descriptions.Item>
          <Descriptions.Item label={field("profilePicture")} span="filled">
            {user.profilePicture ? (
              <UserAvatar picture={user.profilePicture} size={96} />
            ) : (
              t("users.noPicture")
            )}
          </Descriptions.Item>
        </Descriptions>
      )}
    </ShowPage>
  );
}
