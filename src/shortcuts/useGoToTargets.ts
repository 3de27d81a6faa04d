import { usePermissions, useTranslate } from "@refinedev/core";
import { useMemo } from "react";
import { languageOr } from "../../domain/languages";
import { firstPageAddress, listSortOf } from "../lists/firstPage";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { useLanguage } from "../providers/i18n";
import { useResources } from "../resources/useResources";
import { GO_TO } from "./keymap";

export type GoToTarget = { key: string; path: string; section: string };

/**
 * The `g` + letter targets this user may open: each GO_TO entry whose resource is in the
 * registry with a list page and open to the user (the menu's own rule), named and linked as in
 * the menu (the list's first page in full).
 */
export function useGoToTargets(): readonly GoToTarget[] {
  const t = useTranslate();
  const resources = useResources();
  const { data: permissions } = usePermissions<Permissions>({});
  const language = languageOr(useLanguage());

  return useMemo(
    () =>
      GO_TO.flatMap(({ key, resource }) => {
        const entry = resources.find(({ name }) => name === resource);
        if (!entry || typeof entry.list !== "string" || denialOf(entry.meta, permissions))
          return [];
        const path = firstPageAddress(entry.list, listSortOf(entry.meta), language);
        return [{ key, path, section: t(`${resource}.${resource}`) }];
      }),
    [resources, permissions, t, language],
  );
}
