import { DeleteOutlined } from "@ant-design/icons";
import { useDelete, useNavigation, useTranslate } from "@refinedev/core";
import { Button, Popconfirm } from "antd";

type Props = {
  resource: string;
  id: string;
  /** The confirmation's text, e.g. `lists.delete.confirm` with the record's name. */
  confirm: string;
};

/**
 * Delete on a record's own page: asks first (as the list does), says so with the resource's
 * `notifications.deleted` and returns to the list. A refusal (409 in use) shows the server's
 * reason and stays on the page.
 */
export function DeleteRecordButton({ resource, id, confirm }: Props) {
  const t = useTranslate();
  const { list } = useNavigation();
  const { mutate, mutation } = useDelete();

  const remove = () =>
    mutate(
      {
        resource,
        id,
        successNotification: { type: "success", message: t(`${resource}.notifications.deleted`) },
      },
      { onSuccess: () => list(resource) },
    );

  return (
    <Popconfirm
      title={t("lists.delete.title")}
      description={confirm}
      okText={t("lists.delete.ok")}
      cancelText={t("lists.delete.cancel")}
      okButtonProps={{ danger: true, loading: mutation.isPending }}
      onConfirm={remove}
    >
      <Button danger icon={<DeleteOutlined />}>
        {t("lists.actions.delete")}
      </Button>
    </Popconfirm>
  );
}
