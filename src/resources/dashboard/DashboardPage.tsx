import { useGetIdentity, usePermissions, useTranslate } from "@refinedev/core";
import { Card, Empty, Flex, Typography } from "antd";
import { brandFont } from "../../layout/theme";
import { ConnectPaymentAccountCard } from "../../payments/ConnectPaymentAccountCard";
import { needsPaymentAccount } from "../../providers/accessControl";
import type { Identity, Permissions } from "../../providers/authProvider";

/** The landing page: who is signed in. The counters come with the live badges (later issue). */
export default function DashboardPage() {
  const t = useTranslate();
  const { data: identity } = useGetIdentity<Identity>();
  const { data: permissions } = usePermissions<Permissions>({});
  if (!identity) return null;

  return (
    <Flex vertical gap={24}>
      <Card>
        <Typography.Title
          level={1}
          style={{ fontFamily: brandFont, fontSize: "clamp(22px, 4vw, 30px)", marginTop: 0 }}
        >
          {t("dashboard.welcome", { name: identity.name })}
        </Typography.Title>
        <Typography.Text type="secondary">
          {t("dashboard.signedInAs", { type: t(`common.userTypes.${identity.userType}`) })}
        </Typography.Text>
      </Card>
      {needsPaymentAccount(permissions) ? (
        <ConnectPaymentAccountCard />
      ) : (
        <Card>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("dashboard.empty")} />
        </Card>
      )}
    </Flex>
  );
}
