import { HistoryOutlined } from "@ant-design/icons";
import { useTranslate } from "@refinedev/core";
import { ButtonLink } from "../layout/ButtonLink";
import { useRecordLogUrl } from "../lists/recordLog";

/** The record's own log (docs/screens.md#logs), for those who may read the logs; else nothing. */
export function RecordLogButton({ resource, id }: { resource: string; id: string }) {
  const t = useTranslate();
  const url = useRecordLogUrl(resource, id);
  if (!url) return null;
  return (
    <ButtonLink to={url} icon={<HistoryOutlined />} aria-label={t("logs.openLogLabel")}>
      {t("logs.openLog")}
    </ButtonLink>
  );
}
