import { CreditCardOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Card, Flex, Typography } from "antd";
import { brandFont, palette } from "../layout/theme";
import { useConnectPaymentAccount } from "./useConnectPaymentAccount";

/** The dashboard's call to a seller without a payment account: everything else waits for it. */
export function ConnectPaymentAccountCard() {
  const t = useTranslate();
  const { mutate: connect, isPending, isSuccess } = useConnectPaymentAccount();

  return (
    <Card style={{ borderColor: palette.gold }}>
      <Flex gap={20} align="flex-start" wrap>
        <CreditCardOutlined style={{ fontSize: 36, color: palette.goldText }} aria-hidden />
        <Flex vertical gap={8} style={{ flex: "1 1 260px" }}>
          <Typography.Title level={2} style={{ margin: 0, fontFamily: brandFont, fontSize: 22 }}>
            {t("payments.connect.title")}
          </Typography.Title>
          <Typography.Paragraph style={{ margin: 0 }}>
            {t("payments.connect.text")}
          </Typography.Paragraph>
          <Button
            type="primary"
            size="large"
            // Still busy once answered: the browser is leaving for the provider.
            loading={isPending || isSuccess}
            onClick={() => connect()}
            style={{ alignSelf: "flex-start", marginTop: 8 }}
          >
            {t("payments.connect.button")}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
