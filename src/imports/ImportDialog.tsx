import { useTranslate } from "@refinedev/core";
import {
  Alert,
  Button,
  Modal,
  Progress,
  Select,
  Space,
  Table,
  Tag,
  Typography,
  Upload,
} from "antd";
import { useEffect, useEffectEvent } from "react";
import { IMPORT_FIELDS, IMPORT_LIMITS, type ImportRowResult } from "../../domain/imports.schema";
import { offerUndo, UNDO_SECONDS } from "../changesets";
import { useChangesets } from "../changesets/useChangesets";
import { notifier } from "../providers/notifier";
import { useProductImport } from "./useProductImport";

const OUTCOME_COLOURS = { create: "green", update: "blue", unchanged: "default", error: "red" };

type Props = { open: boolean; onClose: () => void };

/**
 * The products import (docs/imports.md): the file, a field per column, the dry run's counts and
 * errors, then the apply with its progress (read again after a reload) and its Undo.
 */
export function ImportDialog({ open, onClose }: Props) {
  const t = useTranslate();
  const flow = useProductImport();
  const changesets = useChangesets("products", "/product");
  const { state, finished } = flow;

  // Once applied, its Undo is offered as any batch's is: the changeset's revert, for 10 seconds.
  const changesetId = finished ? state?.changesetId : null;
  const offerImportUndo = useEffectEvent((id: string) => {
    offerUndo(
      t("imports.applied", {
        create: state?.counts?.create ?? 0,
        update: state?.counts?.update ?? 0,
      }),
      {
        label: t("changesets.undo"),
        run: () =>
          void changesets.revert(id).then((answer) => {
            notifier.show("success", answer.message);
          }),
      },
      UNDO_SECONDS,
      `changeset-${id}`,
    );
  });
  useEffect(() => {
    if (changesetId) offerImportUndo(changesetId);
  }, [changesetId]);

  const close = () => {
    flow.close();
    onClose();
  };
  const fieldOptions = [
    { value: "", label: t("imports.leaveOut") },
    ...IMPORT_FIELDS.map((field) => ({ value: field, label: t(`imports.fields.${field}`) })),
  ];
  const errorRows = flow.preview?.rows.filter((row) => row.outcome === "error") ?? [];

  return (
    <Modal
      open={open || state?.status === "applying"}
      title={t("imports.title")}
      onCancel={close}
      width={880}
      footer={null}
      destroyOnHidden
    >
      {state ? (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Text>{state.fileName}</Typography.Text>
          <Progress
            percent={state.total ? Math.round((state.done / state.total) * 100) : 100}
            status={state.status === "failed" ? "exception" : undefined}
            aria-label={t("imports.progress")}
          />
          {state.status === "failed" && <Alert type="error" message={t("imports.failed")} />}
          {state.counts && (
            <Typography.Paragraph>{t("imports.counts", { ...state.counts })}</Typography.Paragraph>
          )}
          {finished && state.counts?.error ? (
            <Button onClick={() => void flow.downloadErrors(state._id)}>
              {t("imports.downloadErrors")}
            </Button>
          ) : null}
          {finished && (
            <Button type="primary" onClick={close}>
              {t("imports.done")}
            </Button>
          )}
        </Space>
      ) : !flow.uploaded ? (
        <Upload.Dragger
          accept=".csv,.xlsx"
          showUploadList={false}
          beforeUpload={(file) => {
            void flow.upload(file);
            return false;
          }}
        >
          <Typography.Paragraph>{t("imports.chooseFile")}</Typography.Paragraph>
          <Typography.Text type="secondary">
            {t("imports.limits", { rows: IMPORT_LIMITS.rows.toLocaleString() })}
          </Typography.Text>
          {flow.uploadPercent !== null && (
            <Progress percent={flow.uploadPercent} aria-label={t("imports.uploading")} />
          )}
        </Upload.Dragger>
      ) : (
        <Space direction="vertical" style={{ width: "100%" }}>
          <Typography.Title level={5}>{t("imports.mappingTitle")}</Typography.Title>
          <Table
            size="small"
            pagination={false}
            rowKey="column"
            dataSource={flow.uploaded.headers.map((header, column) => ({ header, column }))}
            columns={[
              { key: "header", title: t("imports.column"), dataIndex: "header" },
              {
                key: "field",
                title: t("imports.field"),
                render: (_, { header, column }) => (
                  <Select
                    aria-label={t("imports.fieldOf", { header })}
                    style={{ width: 240 }}
                    value={flow.mapping[column] ?? ""}
                    options={fieldOptions}
                    onChange={(value: string) =>
                      flow.choose(
                        column,
                        value === "" ? null : (value as (typeof IMPORT_FIELDS)[number]),
                      )
                    }
                  />
                ),
              },
            ]}
          />
          <Button loading={flow.checking} onClick={() => void flow.check()}>
            {t("imports.check")}
          </Button>
          {flow.preview && (
            <>
              <Space wrap aria-label={t("imports.previewCounts")}>
                {(["create", "update", "unchanged", "error"] as const).map((outcome) => (
                  <Tag key={outcome} color={OUTCOME_COLOURS[outcome]}>
                    {t(`imports.outcomes.${outcome}`, {
                      count: flow.preview?.counts[outcome] ?? 0,
                    })}
                  </Tag>
                ))}
              </Space>
              {errorRows.length > 0 && (
                <Table<ImportRowResult>
                  size="small"
                  rowKey="row"
                  pagination={{ pageSize: 10 }}
                  dataSource={errorRows}
                  columns={[
                    { key: "row", title: t("imports.row"), dataIndex: "row", width: 80 },
                    {
                      key: "errors",
                      title: t("imports.errors"),
                      render: (_, row) =>
                        Object.entries(row.errors).map(([column, message]) => (
                          <div key={column}>
                            <Typography.Text strong>{column}</Typography.Text>: {message}
                          </div>
                        )),
                    },
                  ]}
                />
              )}
              <Button
                type="primary"
                loading={flow.starting}
                disabled={flow.preview.counts.create + flow.preview.counts.update === 0}
                onClick={() => void flow.apply()}
              >
                {t("imports.apply", {
                  count: flow.preview.counts.create + flow.preview.counts.update,
                })}
              </Button>
            </>
          )}
        </Space>
      )}
    </Modal>
  );
}
