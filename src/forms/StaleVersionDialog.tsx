import { useTranslate } from "@refinedev/core";
import { Alert, Button, Flex, Modal, Spin, Table, Tag, Typography } from "antd";
import { useEffect, useRef } from "react";
import { useFocusReturn } from "../layout/focusReturn";

/** One field someone else changed, as the dialog shows it. */
export type ConflictRow = {
  field: string;
  label: string;
  /** The value the form loaded, described for people. */
  loaded: string;
  /** The value stored now. */
  stored: string;
  /** Whether the user's input changed this field too. */
  mineToo: boolean;
};

type Props = {
  open: boolean;
  /** The changed fields; undefined while the record is read again. */
  rows?: readonly ConflictRow[];
  /** Why the record could not be read again; only Cancel is left then. */
  failure?: string;
  onApply: () => void;
  onReload: () => void;
  onCancel: () => void;
};

/**
 * Someone else saved the record after the form loaded it, so the save was refused
 * (docs/api.md#concurrent-edits). Shows each field changed since, with the value loaded, the value
 * stored now and whether the user changed it too, and lets the user apply their values again over
 * the stored record, reload it (their input is dropped), or go on editing. Nothing typed is lost
 * unless they choose Reload.
 */
export function StaleVersionDialog({ open, rows, failure, onApply, onReload, onCancel }: Props) {
  const t = useTranslate();
  const ready = rows !== undefined && !failure;
  const firstAction = useFirstActionFocus(open && ready);

  const focusReturn = useFocusReturn(open);
  return (
    <Modal
      open={open}
      title={t("lists.staleVersion.title")}
      onCancel={onCancel}
      {...focusReturn}
      width={720}
      destroyOnHidden
      footer={
        <Flex gap={8} justify="flex-end" wrap>
          {ready && (
            <>
              <Button ref={firstAction} type="primary" onClick={onApply}>
                {t("lists.staleVersion.apply")}
              </Button>
              <Button danger onClick={onReload}>
                {t("lists.staleVersion.reload")}
              </Button>
            </>
          )}
          <Button onClick={onCancel}>{t("lists.staleVersion.cancel")}</Button>
        </Flex>
      }
    >
      {failure ? (
        <Alert
          type="error"
          showIcon
          message={t("lists.staleVersion.readFailed")}
          description={failure}
        />
      ) : rows === undefined ? (
        <Flex gap={8} align="center">
          <Spin size="small" />
          <Typography.Text>{t("lists.staleVersion.reading")}</Typography.Text>
        </Flex>
      ) : (
        <ConflictTable rows={rows} />
      )}
    </Modal>
  );
}

/**
 * The dialog opens with the focus on its first action, once the actions can be taken. The dialog's
 * content is attached to the page a moment after it renders, so the focus waits for that.
 */
function useFirstActionFocus(shown: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!shown) return;
    let frame = 0;
    const focus = () => {
      if (button.current?.isConnected) button.current.focus();
      else frame = requestAnimationFrame(focus);
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [shown]);
  return button;
}

function ConflictTable({ rows }: { rows: readonly ConflictRow[] }) {
  const t = useTranslate();
  if (rows.length === 0) {
    return <Typography.Paragraph>{t("lists.staleVersion.noFieldChanged")}</Typography.Paragraph>;
  }
  return (
    <>
      <Typography.Paragraph>{t("lists.staleVersion.intro")}</Typography.Paragraph>
      <Table<ConflictRow>
        size="small"
        pagination={false}
        rowKey="field"
        dataSource={[...rows]}
        scroll={{ x: true }}
        columns={[
          { key: "label", title: t("lists.staleVersion.columns.field"), dataIndex: "label" },
          { key: "loaded", title: t("lists.staleVersion.columns.loaded"), dataIndex: "loaded" },
          { key: "stored", title: t("lists.staleVersion.columns.stored"), dataIndex: "stored" },
          {
            key: "mineToo",
            title: t("lists.staleVersion.columns.mineToo"),
            dataIndex: "mineToo",
            render: (mineToo: boolean) =>
              mineToo ? <Tag color="orange">{t("lists.yes")}</Tag> : t("lists.no"),
          },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>
        {t("lists.staleVersion.applyHelp")}
      </Typography.Paragraph>
    </>
  );
}
