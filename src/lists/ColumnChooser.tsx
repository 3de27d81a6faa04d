import { SettingOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { Button, Checkbox, Flex, Popover } from "antd";
import type { ListColumn } from "./types";

type Props<T> = {
  columns: readonly ListColumn<T>[];
  hidden: readonly string[];
  onToggle: (key: string, shown: boolean) => void;
  compact?: boolean;
};

/** Shows or hides the list's columns; the row's naming (primary) column always stays. */
export function ColumnChooser<T>({ columns, hidden, onToggle, compact }: Props<T>) {
  const t = useTranslate();
  const content = (
    <Flex vertical gap={4}>
      {columns.map((column) => (
        <Checkbox
          key={column.key}
          checked={!hidden.includes(column.key)}
          disabled={column.primary}
          onChange={(event) => onToggle(column.key, event.target.checked)}
        >
          {column.title}
        </Checkbox>
      ))}
    </Flex>
  );
  return (
    <Popover
      content={content}
      title={t("lists.columns.title")}
      trigger="click"
      placement="bottomRight"
    >
      <Button icon={<SettingOutlined />} aria-label={t("lists.columns.button")}>
        {compact ? null : t("lists.columns.button")}
      </Button>
    </Popover>
  );
}
