import { MailOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { useMutation } from "@tanstack/react-query";
import { Button } from "antd";
import type { Shop } from "../../../domain/shops.schema";
import { type Answer, httpClient } from "../../providers/httpClient";
import { notifier } from "../../providers/notifier";
import { shopInvitationPath } from "./api";

/**
 * Mails the seller a new link to choose a password (the earlier link stops working). Offered only
 * while the owner has not verified the email: afterwards the server refuses it (409). A plain
 * mutation, as the sign-in screens' resend: Refine's useCustomMutation would weigh on the sign-in
 * bundle, which carries all of @refinedev/core.
 */
export function InvitationButton({ shop }: { shop: Shop }) {
  const t = useTranslate();
  const { mutate, isPending } = useMutation({
    mutationFn: async () =>
      (await httpClient.post<Answer<null>>(shopInvitationPath(shop._id))).data,
    // The HTTP client already shows a refusal (409: the seller has verified the email meanwhile).
    onSuccess: () =>
      notifier.show("success", t("shops.invitationSent", { email: shop.owner.email })),
  });
  if (shop.owner.emailVerified) return null;

  return (
    <Button icon={<MailOutlined />} loading={isPending} onClick={() => mutate()}>
      {t("shops.actions.resendInvitation")}
    </Button>
  );
}
