import { usePermissions, useTranslate } from "@refinedev/core";
import { type Action, useRegisterActions } from "@refinedev/kbar";
import { useMemo } from "react";
import { accountPages } from "../account";
import { useStableNavigate } from "../layout/useStableNavigate";
import { denialOf } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";
import { useResources } from "../resources/useResources";

type Screen = { id: string; name: string; path: string; section: string };

/**
 * Every screen this user may open, and every "create" page, as palette actions (translated;
 * they follow the language switch).
 */
export function useScreenActions() {
  const t = useTranslate();
  const navigate = useStableNavigate();
  const resources = useResources();
  const { data: permissions } = usePermissions<Permissions>({});

  const actions = useMemo<Action[]>(() => {
    if (!permissions) return [];
    const open = resources.filter(({ meta }) => denialOf(meta, permissions) === null);
    const screens: Screen[] = [];
    const creates: Screen[] = [];
    for (const { name, list, create } of open) {
      if (typeof list === "string") {
        screens.push({
          id: `screen:${name}`,
          name: t(`${name}.${name}`),
          path: list,
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
  }, [resources, permissions, t, navigate]);

  useRegisterActions(actions, [actions]);
}
