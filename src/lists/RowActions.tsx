import { DeleteOutlined, EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useDelete, useNavigation, useResourceParams, useTranslate } from "@refinedev/core";
import { Button, Popconfirm, Space, Tooltip } from "antd";
import { Link } from "react-router";
import type { ListRecord } from "./types";

export type RowActionsProps = {
  resource: string;
  id: string;
  /** The row's name, for the buttons' accessible names and the confirmation. */
  name: string;
  /** Offer deletion (after a confirmation); the server may still refuse it (e.g. 409 in use). */
  canDelete?: boolean;
};

/** View, edit and delete for one row; view and edit only when the resource has those pages. */
export function RowActions({ resource, id, name, canDelete = true }: RowActionsProps) {
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
          <Link to={showUrl(resource, id)} aria-label={`${t("lists.actions.show")}: ${name}`}>
            <Button type="text" size="small" icon={<EyeOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
      )}
      {item?.edit && (
        <Tooltip title={t("lists.actions.edit")}>
          <Link to={editUrl(resource, id)} aria-label={`${t("lists.actions.edit")}: ${name}`}>
            <Button type="text" size="small" icon={<EditOutlined />} tabIndex={-1} />
          </Link>
        </Tooltip>
      )}
      {canDelete && (
        <Popconfirm
          title={t("lists.delete.title")}
          description={t("lists.delete.confirm", { name })}
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
