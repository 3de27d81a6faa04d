import { MailOutlined } from "@ant-design/icons";
import { useCustomMutation, useTranslate } from "@refinedev/core";
import { Button } from "antd";
import type { Shop } from "../../../domain/shops.schema";
import { shopInvitationPath } from "./api";

/**
 * Mails the seller a new link to choose a password (the earlier link stops working). Offered only
 * while the owner has not verified the email: afterwards the server refuses it (409).
 */
export function InvitationButton({ shop }: { shop: Shop }) {
  const t = useTranslate();
  const { mutate, mutation } = useCustomMutation();
  if (shop.owner.emailVerified) return null;

  const send = () =>
    mutate({
      url: shopInvitationPath(shop._id),
      method: "post",
      values: {},
      successNotification: {
        type: "success",
        message: t("shops.invitationSent", { email: shop.owner.email }),
      },
    });

  return (
    <Button icon={<MailOutlined />} loading={mutation.isPending} onClick={send}>
      {t("shops.actions.resendInvitation")}
    </Button>
  );
}
