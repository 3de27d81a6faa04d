import { usePermissions, useTranslate } from "@refinedev/core";
import { type Action, useRegisterActions } from "@refinedev/kbar";
import { useMemo } from "react";
import { languageOr } from "../../domain/languages";
import { accountPages } from "../account";
import { useStableNavigate } from "../layout/useStableNavigate";
import { firstPageAddress, listSortOf } from "../lists/firstPage";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { useLanguage } from "../providers/i18n";
import { useResources } from "../resources/useResources";

type Screen = { id: string; name: string; path: string; section: string };

/**
 * Every screen this user may open (a list at its first page in full, as the menu links it), and
 * every "create" page, as palette actions (translated; they follow the language switch).
 */
export function useScreenActions() {
  const t = useTranslate();
  const navigate = useStableNavigate();
  const resources = useResources();
  const { data: permissions } = usePermissions<Permissions>({});
  const language = languageOr(useLanguage());

  const actions = useMemo<Action[]>(() => {
    if (!permissions) return [];
    const open = resources.filter(({ meta }) => denialOf(meta, permissions) === null);
    const screens: Screen[] = [];
    const creates: Screen[] = [];
    for (const { name, list, create, meta } of open) {
      if (typeof list === "string") {
        screens.push({
          id: `screen:${name}`,
          name: t(`${name}.${name}`),
          path: firstPageAddress(list, listSortOf(meta), language),
          section: "screens",
        });
      }
      if (typeof create === "string") {
        const title = t(`${name}.titles.create`);
        creates.push({ id: `create:${name}`, name: title, path: create, section: "create" });
      }
    }
    const account = accountPages.map(({ path, title }) => ({
      id: `account:${path}`,
      name: t(title),
      path,
      section: "screens",
    }));
    return [...screens, ...account, ...creates].map(({ id, name, path, section }) => ({
      id,
      name,
      section: t(`commandPalette.sections.${section}`),
      perform: () => navigate(path),
    }));
  }, [resources, permissions, t, navigate, language]);

  useRegisterActions(actions, [actions]);
}
