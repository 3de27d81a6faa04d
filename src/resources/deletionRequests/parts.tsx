import { WarningOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Flex, Tag, Typography } from "antd";
import { DELETION_DEADLINE_DAYS, isOverdue } from "../../../domain/deletionRequests";
import type { DeletionRequest } from "../../../domain/deletionRequests.schema";
import { useFormat } from "../../format";

/**
 * When the request arrived; a pending one past the legal deadline says so in words and red, so
 * it stands out in the list without relying on colour alone.
 */
export function RequestAge({ request }: { request: DeletionRequest }) {
  const t = useTranslate();
  const format = useFormat();
  if (!isOverdue(request)) return <>{format.dateTime(request.createdAt)}</>;
  return (
    <Flex vertical gap={4} align="flex-start">
      <span>{format.dateTime(request.createdAt)}</span>
      <Tag
        color="red"
        icon={<WarningOutlined />}
        title={t("deletionRequests.overdueHint")}
        style={{ marginInlineEnd: 0 }}
      >
        {t("deletionRequests.overdue", { days: DELETION_DEADLINE_DAYS })}
      </Tag>
    </Flex>
  );
}

/** Who asked: their name and email, or "Deleted user" once the account was deleted on approval. */
export function Requester({
  request,
  inline = false,
}: {
  request: DeletionRequest;
  inline?: boolean;
}) {
  const t = useTranslate();
  if (!request.requesterName) return <>{t("deletionRequests.deletedRequester")}</>;
  if (inline) return <>{`${request.requesterName} · ${request.requesterEmail}`}</>;
  return (
    <>
      <div>{request.requesterName}</div>
      <Typography.Text type="secondary">{request.requesterEmail}</Typography.Text>
    </>
  );
}
