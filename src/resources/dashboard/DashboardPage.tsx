import { useGetIdentity, usePermissions, useTranslate } from "@refinedev/core";
import { Card, Flex, Typography } from "antd";
import { brandFont } from "../../layout/theme";
import { ConnectPaymentAccountCard } from "../../payments/ConnectPaymentAccountCard";
import { needsPaymentAccount } from "../../providers/accessControl";
import type { Identity, Permissions } from "../../providers/authProvider";
import { CompletenessCard } from "./CompletenessCard";
import { DashboardFigures } from "./DashboardFigures";
import { StockCard } from "./StockCard";

/**
 * The landing page: who is signed in, then the figures (staff: the four counters, orders and
 * requests per day, this month's revenue, the latest arrivals, the translations to finish; a
 * seller: its own). A seller still without a payment account sees only the card to link it
 * (docs/access.md#payment-account).
 */
export default function DashboardPage() {
  const t = useTranslate();
  const { data: identity } = useGetIdentity<Identity>();
  const { data: permissions } = usePermissions<Permissions>({});
  if (!identity) return null;

  return (
    <Flex vertical gap={16}>
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
        <>
          <DashboardFigures />
          <StockCard />
          <CompletenessCard />
        </>
      )}
    </Flex>
  );
}
