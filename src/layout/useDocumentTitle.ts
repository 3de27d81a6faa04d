import { useTranslate } from "@refinedev/core";
import { useEffect } from "react";

/** `<page title> - <product name>` in the tab (docs/shell.md#2-document-title), following the language switch. */
export function useDocumentTitle(title: string | undefined) {
  const t = useTranslate();
  const appName = t("common.appName");
  useEffect(() => {
    document.title = title ? `${title} - ${appName}` : appName;
  }, [title, appName]);
}
