import { DeleteOutlined, EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useDelete, useNavigation, useResourceParams, useTranslate } from "@refinedev/core";
import { Button, Popconfirm, Space, Tooltip } from "antd";
import { ButtonLink } from "../layout/ButtonLink";
import type { ListRecord } from "./types";

export type RowActionsProps = {
  resource: string;
  id: string;
  /** The row's name, for the buttons' accessible names and the confirmation. */
  name: string;
  /** Offer deletion (after a confirmation); the server may still refuse it (e.g. 409 in use). */
  canDelete?: boolean;
  /** The confirmation's text when deleting takes more than the row (default: the row's name). */
  deleteConfirm?: string;
};

/** View, edit and delete for one row; view and edit only when the resource has those pages. */
export function RowActions({
  resource,
  id,
  name,
  canDelete = true,
  deleteConfirm,
}: RowActionsProps) {
  const t = useTranslate();
  const { resource: item } = useResourceParams({ resource });
  const { showUrl, editUrl } = useNavigation();
  const { mutate, mutation } = useDelete<ListRecord>();

  const remove = () =>
    mutate({
      resource,
      id,
      successNotification: { type: "success", message: t(`${resource}.notifications.deleted`) },
    });

  return (
    <Space size={0}>
      {item?.show && (
        <Tooltip title={t("lists.actions.show")}>
          <ButtonLink
            to={showUrl(resource, id)}
            type="text"
            size="small"
            icon={<EyeOutlined />}
            aria-label={`${t("lists.actions.show")}: ${name}`}
          />
        </Tooltip>
      )}
      {item?.edit && (
        <Tooltip title={t("lists.actions.edit")}>
          <ButtonLink
            to={editUrl(resource, id)}
            type="text"
            size="small"
            icon={<EditOutlined />}
            aria-label={`${t("lists.actions.edit")}: ${name}`}
          />
        </Tooltip>
      )}
      {canDelete && (
        <Popconfirm
          title={t("lists.delete.title")}
          description={deleteConfirm ?? t("lists.delete.confirm", { name })}
          okText={t("lists.delete.ok")}
          cancelText={t("lists.delete.cancel")}
          okButtonProps={{ danger: true, loading: mutation.isPending }}
          onConfirm={remove}
        >
          <Button
            type="text"
            size="small"
            danger
            icon={<DeleteOutlined />}
            aria-label={`${t("lists.actions.delete")}: ${name}`}
          />
        </Popconfirm>
      )}
    </Space>
  );
}
