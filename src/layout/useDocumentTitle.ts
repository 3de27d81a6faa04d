import { useTranslate } from "@refinedev/core";
import { useEffect } from "react";

/** `<page title> - <product name>` in the tab (shell behaviour 2), following the language switch. */
export function useDocumentTitle(title: string | undefined) {
  const t = useTranslate();
  const appName = t("common.appName");
  useEffect(() => {
    document.title = title ? `${title} - ${appName}` : appName;
  }, [title, appName]);
}
