import { useTranslate } from "@refinedev/core";
import { Button, Dropdown, Form, Input, InputNumber, List, Modal, Typography } from "antd";
import { useState } from "react";
import type { BulkAnswer } from "../../domain/changesets.schema";
import { notifier } from "../providers/notifier";
import { offerUndo } from "./offerUndo";
import { type BulkBody, useChangesets } from "./useChangesets";

/** How long a batch's Undo stays on screen (issue 49). */
export const UNDO_SECONDS = 10;

/** One entry of a list's actions menu: the body it sends, and what it asks first. */
export type BulkChoice = {
  key: string;
  /** Already translated. */
  label: string;
  body: Omit<BulkBody, "reason">;
  /** `value`: a number (percent, cents, pieces) or a day the user types; `reason`: one for all. */
  value?: "number" | "day";
  reason?: "required" | "optional";
};

type Props = {
  resource: string;
  /** The records' API path, singular: `/order/request`. */
  path: string;
  selectedIds: readonly string[];
  choices: readonly BulkChoice[];
  /** How a record of the selection is named in the report (its id when off the page). */
  nameOf: (id: string) => string;
  onDone: () => void;
};

type Asked = { value?: number | string; reason?: string };

/**
 * The actions menu of a list's selection (docs/api.md#changesets): the chosen action is
 * confirmed (with its value or reason), sent for every selected record, and answered with a
 * report of the refused ones and a toast that offers Undo for 10 seconds.
 */
export function BulkActions({ resource, path, selectedIds, choices, nameOf, onDone }: Props) {
  const t = useTranslate();
  const changesets = useChangesets(resource, path);
  const [chosen, setChosen] = useState<BulkChoice | null>(null);
  const [report, setReport] = useState<BulkAnswer | null>(null);
  const [form] = Form.useForm<Asked>();

  const undo = async (changesetId: string) => {
    const answer = await changesets.revert(changesetId);
    notifier.show(answer.data.conflicts ? "info" : "success", answer.message);
  };

  const apply = async (asked: Asked) => {
    if (!chosen) return;
    const body: BulkBody = {
      ...chosen.body,
      ...(chosen.value ? { value: asked.value } : {}),
      ...(chosen.reason ? { reason: asked.reason?.trim() || null } : {}),
    };
    const answer = await changesets.run(body, selectedIds);
    setChosen(null);
    form.resetFields();
    onDone();
    const { changesetId } = answer.data;
    if (answer.data.refused) setReport(answer.data);
    if (changesetId) {
      offerUndo(
        answer.message,
        { label: t("changesets.undo"), run: () => void undo(changesetId) },
        UNDO_SECONDS,
        `changeset-${changesetId}`,
      );
    }
  };

  const refused = report?.records.filter((record) => record.state === "refused") ?? [];
  return (
    <>
      <Dropdown
        disabled={selectedIds.length === 0}
        trigger={["click"]}
        menu={{
          items: choices.map((choice) => ({ key: choice.key, label: choice.label })),
          onClick: ({ key }) => setChosen(choices.find((choice) => choice.key === key) ?? null),
        }}
      >
        <Button>{t("changesets.menu", { count: selectedIds.length })}</Button>
      </Dropdown>
      <Modal
        open={chosen !== null}
        title={chosen?.label}
        okText={t("changesets.apply", { count: selectedIds.length })}
        cancelText={t("changesets.cancel")}
        confirmLoading={changesets.isPending}
        onOk={() => form.submit()}
        onCancel={() => setChosen(null)}
        destroyOnHidden
      >
        <Typography.Paragraph>
          {t("changesets.confirm", { count: selectedIds.length })}
        </Typography.Paragraph>
        <Form form={form} layout="vertical" onFinish={apply}>
          {chosen?.value === "number" && (
            <Form.Item
              name="value"
              label={t("changesets.fields.value")}
              rules={[{ required: true, message: t("validation.required") }]}
            >
              <InputNumber style={{ width: "100%" }} />
            </Form.Item>
          )}
          {chosen?.value === "day" && (
            <Form.Item
              name="value"
              label={t("changesets.fields.day")}
              rules={[{ required: true, message: t("validation.required") }]}
            >
              <Input type="date" />
            </Form.Item>
          )}
          {chosen?.reason && (
            <Form.Item
              name="reason"
              label={t("changesets.fields.reason")}
              rules={
                chosen.reason === "required"
                  ? [{ required: true, whitespace: true, message: t("validation.reasonRequired") }]
                  : []
              }
            >
              <Input.TextArea maxLength={500} autoSize={{ minRows: 2 }} />
            </Form.Item>
          )}
        </Form>
      </Modal>
      <Modal
        open={report !== null}
        title={t("changesets.report", { done: report?.done ?? 0, refused: report?.refused ?? 0 })}
        footer={<Button onClick={() => setReport(null)}>{t("changesets.close")}</Button>}
        onCancel={() => setReport(null)}
      >
        <List
          size="small"
          dataSource={refused}
          renderItem={(record) => (
            <List.Item>
              <List.Item.Meta title={nameOf(record._id)} description={record.message} />
            </List.Item>
          )}
        />
      </Modal>
    </>
  );
}
