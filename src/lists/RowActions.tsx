import { DeleteOutlined, EditOutlined, EyeOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Popconfirm, Space } from "antd";
import { memo, type ReactNode } from "react";
import { ButtonLink } from "../layout/ButtonLink";
import { hint } from "../layout/hints/Hints";

export type RowActionsProps = {
  id: string;
  /** The row's name, for the buttons' accessible names and the confirmation. */
  name: string;
  /** The row's view and edit pages; a button is left out where its page is. */
  showUrl?: string;
  editUrl?: string;
  /** Offers deletion (after a confirmation); the server may still refuse it (e.g. 409 in use). */
  onDelete?: (id: string) => void;
  /** This row's deletion is under way. */
  deleting: boolean;
  /** The confirmation's text when deleting takes more than the row (default: the row's name). */
  deleteConfirm?: string;
};

/** An icon button to a row's page, named after the row, its action as its hint. */
function ActionLink({
  to,
  label,
  name,
  icon,
}: {
  to: string;
  label: string;
  name: string;
  icon: ReactNode;
}) {
  return (
    <ButtonLink
      to={to}
      {...hint(label)}
      type="text"
      size="small"
      icon={icon}
      aria-label={`${label}: ${name}`}
    />
  );
}

/**
 * View, edit and delete for one row. The list reads the resource and runs the deletion once for
 * all its rows; a row renders again only when its own props change, so showing a kept list again
 * or reading its rows again does not rebuild every row's buttons (issue 13). The buttons' hints are
 * the shell's one tooltip (layout/hints).
 */
export const RowActions = memo(function RowActions({
  id,
  name,
  showUrl,
  editUrl,
  onDelete,
  deleting,
  deleteConfirm,
}: RowActionsProps) {
  const t = useTranslate();
  return (
    <Space size={0}>
      {showUrl && (
        <ActionLink
          to={showUrl}
          label={t("lists.actions.show")}
          name={name}
          icon={<EyeOutlined />}
        />
      )}
      {editUrl && (
        <ActionLink
          to={editUrl}
          label={t("lists.actions.edit")}
          name={name}
          icon={<EditOutlined />}
        />
      )}
      {onDelete && (
        <Popconfirm
          title={t("lists.delete.title")}
          description={deleteConfirm ?? t("lists.delete.confirm", { name })}
          okText={t("lists.delete.ok")}
          cancelText={t("lists.delete.cancel")}
          okButtonProps={{ danger: true, loading: deleting }}
          onConfirm={() => onDelete(id)}
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
});
