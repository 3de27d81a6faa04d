import { MailOutlined } from "@ant-design/icons";
import { type BaseRecord, type HttpError, useCustomMutation, useTranslate } from "@refinedev/core";
import { Button } from "antd";
import type { Shop } from "../../../domain/shops.schema";
import { notifier } from "../../providers/notifier";
import { shopInvitationPath } from "./api";

/**
 * Mails the seller a new link to choose a password (the earlier link stops working). Offered only
 * while the owner has not verified the email: afterwards the server refuses it (409).
 */
export function InvitationButton({ shop }: { shop: Shop }) {
  const t = useTranslate();
  const { mutation } = useCustomMutation<BaseRecord, HttpError, undefined>();
  // The HTTP client already shows a refusal (409: the seller has verified the email meanwhile).
  const invite = () =>
    mutation.mutate(
      { url: shopInvitationPath(shop._id), method: "post", values: undefined },
      {
        onSuccess: () =>
          notifier.show("success", t("shops.invitationSent", { email: shop.owner.email })),
      },
    );
  if (shop.owner.emailVerified) return null;

  return (
    <Button icon={<MailOutlined />} loading={mutation.isPending} onClick={invite}>
      {t("shops.actions.resendInvitation")}
    </Button>
  );
}
