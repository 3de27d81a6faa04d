import { type HttpError, useShow, useTranslate } from "@refinedev/core";
import { Flex, Tag } from "antd";
import { useParams } from "react-router";
import type { UserRecord } from "../../../domain/users.schema";
import { DeclaredDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { userDetails } from "./fields";
import { UserActions } from "./UserActions";
import { UserAvatar } from "./UserAvatar";
import { PaymentStatus, ReferralCode, useUserName } from "./UserTags";

/** /user/view/:id: one account as administrators see it (no password, no payment account id). */
export default function UserShow() {
  const t = useTranslate();
  const { id = "" } = useParams();
  const { query, result: user } = useShow<UserRecord, HttpError>({ resource: "users", id });
  const nameOf = useUserName();
  useRecordTitle(user && nameOf(user));

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
        <DeclaredDetails
          resource="users"
          record={user}
          fields={userDetails}
          overrides={{
            // An anonymised account keeps no name (docs/access.md#deleting-people).
            firstName: { render: () => (user.anonymisedAt ? t("users.none") : user.firstName) },
            lastName: { render: () => (user.anonymisedAt ? t("users.none") : user.lastName) },
            referralCode: {
              render: () =>
                user.referralCode ? (
                  <ReferralCode code={user.referralCode} expiresAt={user.referralCodeExpiresAt} />
                ) : (
                  t("users.none")
                ),
            },
            paymentLinked: { render: () => <PaymentStatus user={user} /> },
            shop: { hidden: !user.shop },
            profilePicture: {
              render: () =>
                user.profilePicture ? (
                  <UserAvatar picture={user.profilePicture} size={96} />
                ) : (
                  t("users.noPicture")
                ),
            },
          }}
        />
      )}
    </ShowPage>
  );
}
