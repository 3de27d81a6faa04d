import { useCustom, usePermissions, useTranslate } from "@refinedev/core";
import { Alert, Button, Flex } from "antd";
import { RESOURCE_USERS } from "../../../domain/access";
import type { ReconciledEventType } from "../../../domain/webhooks";
import type { SANDBOX_TARGETS, WebhookRecord } from "../../../domain/webhooks.schema";
import type { CustomAnswer } from "../../providers/api";
import type { Permissions } from "../../providers/authProvider";
import { notifier } from "../../providers/notifier";
import { useRecordWrite, type WorkTarget } from "../../requests/recordWork";
import { PAYMENT_PROVIDER_PATH, SANDBOX_EVENTS_PATH } from "./api";

type Props = {
  /** What the sandbox pays: one of SANDBOX_TARGETS with the record's id. */
  record: Partial<Record<(typeof SANDBOX_TARGETS)[number], string>>;
  target: WorkTarget;
};

/** Whether the signed-in administrator runs against the sandbox provider. */
function useSandboxActive(): boolean {
  const { data: permissions } = usePermissions<Permissions | null>({});
  const allowed = Boolean(permissions && RESOURCE_USERS.webhooks.includes(permissions.userType));
  const { result } = useCustom<{ name: string }>({
    url: PAYMENT_PROVIDER_PATH,
    method: "get",
    queryOptions: { enabled: allowed, staleTime: Number.POSITIVE_INFINITY },
  });
  return allowed && result.data?.name === "sandbox";
}

/**
 * Sandbox mode only, for administrators: pays or refunds the record with a signed test event,
 * received like the provider's own (docs/api.md#payment-webhooks); the history then shows it.
 */
export function SandboxPayments({ record, target }: Props) {
  const t = useTranslate();
  const active = useSandboxActive();
  const write = useRecordWrite(target);
  if (!active) return null;

  const send = (type: ReconciledEventType) =>
    write.mutate(
      { to: SANDBOX_EVENTS_PATH, method: "post", body: { type, ...record } },
      {
        onSuccess: (answer) => {
          const { status } = (answer as CustomAnswer<WebhookRecord>).data;
          notifier.show(
            "success",
            t("webhooks.sandbox.sent", { status: t(`webhooks.statuses.${status}`) }),
          );
        },
      },
    );

  return (
    <Alert
      type="info"
      showIcon
      message={t("webhooks.sandbox.title")}
      description={
        <Flex vertical gap={8}>
          {t("webhooks.sandbox.hint")}
          <Flex gap={8} wrap>
            <Button loading={write.isPending} onClick={() => send("payment_intent.succeeded")}>
              {t("webhooks.sandbox.pay")}
            </Button>
            <Button loading={write.isPending} onClick={() => send("charge.refunded")}>
              {t("webhooks.sandbox.refund")}
            </Button>
          </Flex>
        </Flex>
      }
    />
  );
}
