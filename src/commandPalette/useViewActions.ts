import { usePermissions, useTranslate } from "@refinedev/core";
import { type Action, useKBar, useRegisterActions } from "@refinedev/kbar";
import { useEffect, useMemo } from "react";
// The views' own modules, not the lists' index: the palette is part of every page, the tables are not.
import { useOpenView } from "../lists/views/openView";
import { useViews } from "../lists/views/useViews";
import { needsPaymentAccount } from "../providers/accessControl";
import type { Permissions } from "../providers/authProvider";

/**
 * Every saved view the user sees, of every list, as "View: <name>" (issue 15); Enter opens the
 * list at the view. Read again each time the palette opens, so a view shared meanwhile is there.
 */
export function useViewActions() {
  const t = useTranslate();
  const { open } = useKBar((state) => ({ open: state.visualState !== "hidden" }));
  const { data: permissions } = usePermissions<Permissions>({});
  const allowed = Boolean(permissions) && !needsPaymentAccount(permissions);
  const { data: views = [], refetch } = useViews(undefined, allowed);
  const openView = useOpenView();

  useEffect(() => {
    if (open && allowed) void refetch();
  }, [open, allowed, refetch]);

  const actions = useMemo<Action[]>(
    () =>
      views.map((view) => ({
        id: `view:${view._id}`,
        name: t("lists.views.palette", { name: view.name }),
        subtitle: t(`${view.resource}.titles.list`),
        section: t("commandPalette.sections.views"),
        perform: () => openView(view.resource, view),
      })),
    [views, t, openView],
  );
  useRegisterActions(actions, [actions]);
}
