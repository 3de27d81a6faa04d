import { useTranslate } from "@refinedev/core";
import { Avatar, Button, Card, Descriptions, Flex, Form, Input, Tag, Typography } from "antd";
import { type Profile, profileUpdateBody } from "../../../domain/auth.schema";
import { USER_TYPE } from "../../../domain/userTypes";
import { schemaFields } from "../../forms";
import { useFormName } from "../../forms/useFormName";
import { PageLoader } from "../../layout/PageLoader";
import { palette } from "../../layout/theme";
import { useRevalidateOnLanguageChange } from "../../layout/useRevalidateOnLanguageChange";
import { OwnDeletionRequest } from "../../people/OwnDeletionRequest";
import { useOwnProfile, useProfileForm } from "./useProfile";

/** /profile/index: who the signed-in user is, and their first and last name to edit (docs/screens.md). */
export default function ProfilePage() {
  const { data: profile } = useOwnProfile();
  return profile ? <ProfileView profile={profile} /> : <PageLoader />;
}

function ProfileView({ profile }: { profile: Profile }) {
  const formName = useFormName("profile");
  const t = useTranslate();
  const { form, initialValues, save, isPending, staleVersionDialog } = useProfileForm(profile);
  const { rules, maxLength } = schemaFields(profileUpdateBody, t);
  useRevalidateOnLanguageChange(form);
  const linked = Boolean(profile.stripeAccountId);

  return (
    <Flex vertical gap={16} style={{ maxWidth: 640 }}>
      <Card>
        <Flex gap={16} align="center" wrap>
          <Avatar
            size={64}
            src={profile.profilePicture ?? undefined}
            alt={t("profile.fields.picture")}
            style={{ background: palette.black, color: palette.gold, flexShrink: 0 }}
          >
            {profile.fullName.charAt(0).toUpperCase()}
          </Avatar>
          <div>
            <Typography.Title level={1} style={{ margin: 0, fontSize: 22 }}>
              {profile.fullName}
            </Typography.Title>
            <Typography.Text type="secondary">{profile.email}</Typography.Text>
          </div>
        </Flex>
        <Descriptions column={1} size="small" style={{ marginTop: 16 }}>
          <Descriptions.Item label={t("profile.fields.email")}>{profile.email}</Descriptions.Item>
          <Descriptions.Item label={t("profile.fields.userType")}>
            {t(`common.userTypes.${profile.userType}`)}
          </Descriptions.Item>
          <Descriptions.Item label={t("profile.fields.emailStatus")}>
            <Tag color={profile.emailVerified ? "green" : "orange"}>
              {t(profile.emailVerified ? "profile.emailVerified" : "profile.emailNotVerified")}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t("profile.fields.paymentAccount")}>
            <Tag color={linked ? "green" : "default"}>
              {t(linked ? "profile.paymentConnected" : "profile.paymentNotConnected")}
            </Tag>
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title={<h2 style={{ margin: 0, font: "inherit" }}>{t("profile.edit.title")}</h2>}>
        <Form
          name={formName}
          form={form}
          layout="vertical"
          requiredMark={false}
          initialValues={initialValues}
          onFinish={save}
        >
          <Form.Item
            label={t("profile.fields.firstName")}
            name="firstName"
            rules={rules("firstName")}
          >
            <Input autoComplete="given-name" maxLength={maxLength("firstName")} />
          </Form.Item>
          <Form.Item label={t("profile.fields.lastName")} name="lastName" rules={rules("lastName")}>
            <Input autoComplete="family-name" maxLength={maxLength("lastName")} />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isPending}>
            {t("profile.edit.submit")}
          </Button>
        </Form>
        {staleVersionDialog}
      </Card>
      {profile.userType === USER_TYPE.seller && <OwnDeletionRequest />}
    </Flex>
  );
}
