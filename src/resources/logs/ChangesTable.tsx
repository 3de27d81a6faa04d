import { EditOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Checkbox, Empty, Flex, Table, Tag, Typography } from "antd";
import { useState } from "react";
import type { FieldChange } from "../../../domain/logs.schema";
import { palette } from "../../layout/theme";
import { LogValue } from "./LogValue";
import { useReadable } from "./readable";

/**
 * An entry's before and after, field by field. Changed fields come first, tinted and marked with
 * a "Changed" tag (text, not colour alone); unchanged ones are shown on request.
 */
export function ChangesTable({
  resource,
  changes,
}: {
  /** The entry's resource, whose screen names the fields. */
  resource: string;
  changes: readonly FieldChange[];
}) {
  const t = useTranslate();
  const readable = useReadable(resource);
  const before = Object.fromEntries(changes.map((change) => [change.field, change.before]));
  const after = Object.fromEntries(changes.map((change) => [change.field, change.after]));
  const [showUnchanged, setShowUnchanged] = useState(false);
  const unchanged = changes.filter((change) => !change.changed).length;
  const shown = showUnchanged ? changes : changes.filter((change) => change.changed);

  if (changes.length === 0) return <Empty description={t("logs.diff.nothing")} />;
  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ margin: 0, fontSize: 18 }}>
          {t("logs.diff.title")}
        </Typography.Title>
        {unchanged > 0 && (
          <Checkbox checked={showUnchanged} onChange={(e) => setShowUnchanged(e.target.checked)}>
            {t("logs.diff.showUnchanged")} ({unchanged})
          </Checkbox>
        )}
      </Flex>
      <Table<FieldChange>
        rowKey="field"
        size="small"
        pagination={false}
        tableLayout="fixed"
        dataSource={shown}
        onRow={(change) => ({
          style: change.changed ? { background: palette.changedRow } : undefined,
        })}
        columns={[
          {
            key: "field",
            title: t("logs.diff.field"),
            width: "34%",
            render: (_, change) => (
              <Flex vertical gap={4} align="flex-start">
                <Typography.Text
                  strong={change.changed}
                  title={change.field}
                  style={{ overflowWrap: "anywhere" }}
                >
                  {readable.label(change.field)}
                </Typography.Text>
                {change.changed ? (
                  <Tag icon={<EditOutlined />} color="gold">
                    {t("logs.diff.changed")}
                  </Tag>
                ) : (
                  <Typography.Text type="secondary">{t("logs.diff.unchanged")}</Typography.Text>
                )}
              </Flex>
            ),
          },
          {
            key: "before",
            title: t("logs.diff.before"),
            render: (_, change) => (
              <LogValue text={readable.value(change.field, change.before, before)} />
            ),
          },
          {
            key: "after",
            title: t("logs.diff.after"),
            render: (_, change) => (
              <LogValue text={readable.value(change.field, change.after, after)} />
            ),
          },
        ]}
      />
    </Flex>
  );
}
