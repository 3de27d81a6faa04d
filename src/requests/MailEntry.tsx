import { useTranslate } from "@refinedev/core";
import { Button, Flex, Typography } from "antd";
import type { OutboxMail } from "../../domain/mailOutbox.schema";
import { useFormat } from "../format";
import { useIsStaff } from "../forms/sellers";
import { useResendMail } from "./recordWork";

type Props = {
  mail: OutboxMail;
  /** The record's API path, whose history is read again after a resend. */
  path: string;
};

/**
 * A customer mail in the record's history (docs/mail.md): what it said, to whom, and where it
 * stands: queued, sent when, retrying with the mail server's last answer and the next try, or
 * failed after the last try, which staff may send again.
 */
export function MailEntry({ mail, path }: Props) {
  const t = useTranslate();
  const format = useFormat();
  const staff = useIsStaff();
  const resend = useResendMail(path);

  const state = (() => {
    switch (mail.state) {
      case "sent":
        return t("work.history.mailSent", { at: mail.sentAt ? format.dateTime(mail.sentAt) : "—" });
      case "retrying":
        return t("work.history.mailRetrying", {
          attempts: mail.attempts,
          at: mail.nextAttemptAt ? format.dateTime(mail.nextAttemptAt) : "—",
        });
      case "failed":
        return t("work.history.mailFailed", { attempts: mail.attempts });
      default:
        return t("work.history.mailQueued");
    }
  })();

  return (
    <Flex vertical gap={2}>
      <Typography.Text strong>{t("work.history.mail", { subject: mail.subject })}</Typography.Text>
      <Typography.Text type="secondary">
        {t("work.history.mailTo", { to: mail.to })}
      </Typography.Text>
      <Typography.Text type={mail.state === "failed" ? "danger" : undefined}>
        {state}
      </Typography.Text>
      {mail.lastError && mail.state !== "sent" && (
        <Typography.Text type="secondary">
          {t("work.history.mailError", { error: mail.lastError })}
        </Typography.Text>
      )}
      {mail.state === "failed" && staff && (
        <div>
          <Button size="small" loading={resend.isPending} onClick={() => resend.mutate(mail._id)}>
            {t("work.history.mailResend")}
          </Button>
        </div>
      )}
    </Flex>
  );
}
