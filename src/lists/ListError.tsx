import { useTranslate } from "@refinedev/core";
import { Button, Result } from "antd";

type ErrorProps = { message?: string; onRetry: () => void };

/** The list could not be read: say so, with the server's reason, and offer to try again. */
export function ListError({ message, onRetry }: ErrorProps) {
  const t = useTranslate();
  return (
    <Result
      status="warning"
      title={t("lists.error.title")}
      subTitle={message}
      extra={
        <Button type="primary" onClick={onRetry}>
          {t("lists.error.retry")}
        </Button>
      }
    />
  );
}
