import { DownloadOutlined } from "@ant-design/icons";
import type { CrudFilter, CrudSort } from "@refinedev/core";
import { useTranslate } from "@refinedev/core";
import { Button, Dropdown, type MenuProps } from "antd";
import { useState } from "react";
import { EXPORT_FORMATS, type ExportFormat } from "../../domain/exports";
import { CLICK_MENU_TRANSITION } from "../layout/theme";
import { downloadExport } from "./exportList";

type Props = {
  listPath: string;
  filters: CrudFilter[];
  sorters: CrudSort[];
  selectedIds: readonly string[];
  compact?: boolean;
};

/**
 * Export as CSV or XLSX: the selected rows when some are selected, otherwise every row the
 * list's filters give (the server streams the file).
 */
export function ExportMenu({ listPath, filters, sorters, selectedIds, compact }: Props) {
  const t = useTranslate();
  const [busy, setBusy] = useState(false);
  const selected = selectedIds.length;

  const run = async (format: ExportFormat, ids?: readonly string[]) => {
    setBusy(true);
    try {
      await downloadExport({ listPath, format, filters, sorters, ids });
    } catch {
      // The HTTP client has already shown the server's message.
    } finally {
      setBusy(false);
    }
  };

  const items: MenuProps["items"] = [
    ...(selected > 0
      ? [
          {
            type: "group" as const,
            key: "selected",
            label: t("lists.export.selected", { count: selected }),
            children: EXPORT_FORMATS.map((format) => ({
              key: `selected-${format}`,
              label: t(`lists.export.${format}`),
              onClick: () => run(format, selectedIds),
            })),
          },
        ]
      : []),
    {
      type: "group" as const,
      key: "all",
      label: t("lists.export.filtered"),
      children: EXPORT_FORMATS.map((format) => ({
        key: `all-${format}`,
        label: t(`lists.export.${format}`),
        onClick: () => run(format),
      })),
    },
  ];

  return (
    <Dropdown menu={{ items }} trigger={["click"]} transitionName={CLICK_MENU_TRANSITION}>
      <Button icon={<DownloadOutlined />} loading={busy} aria-label={t("lists.export.button")}>
        {compact ? null : t("lists.export.button")}
      </Button>
    </Dropdown>
  );
}
