import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";

/** A logged value as `useReadable` wrote it; nothing reads "(empty)". */
export function LogValue({ text }: { text: string | undefined }) {
  const t = useTranslate();
  if (text === undefined) {
    return <Typography.Text type="secondary">{t("logs.diff.empty")}</Typography.Text>;
  }
  return <span style={{ overflowWrap: "anywhere" }}>{text}</span>;
}
