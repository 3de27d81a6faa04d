import { useResourceParams } from "@refinedev/core";
import { useCallback, useState } from "react";
import { useLocation } from "react-router";
import type { View } from "../../../domain/views.schema";
import { useStableNavigate } from "../../layout/useStableNavigate";
import { saveHiddenColumns } from "../hiddenColumns";

/** What opening a view leaves in the router's state, for the list to read its address again. */
type Opened = { openedView?: { at: number; id: string | null } };

/** A list's address showing a view: the list's own URL, so a copied link opens the same rows. */
export const viewUrl = (listPath: string, query: string) =>
  query ? `${listPath}?${query}` : listPath;

/** The list page's path of each resource (`orders` → `/orders/list`). */
export function useListPaths() {
  const { resources } = useResourceParams();
  return useCallback(
    (resource: string) => {
      const list = resources.find((item) => item.name === resource)?.list;
      return typeof list === "string" ? list : undefined;
    },
    [resources],
  );
}

/**
 * Opens a view (or, with null, the list as it comes): its hidden columns become the list's, and
 * the list goes to the view's address with a fresh mark, so a list already open (kept by the page
 * cache) reads its filters, sort and page size from the address again.
 */
export function useOpenView() {
  const navigate = useStableNavigate();
  const listPath = useListPaths();
  return useCallback(
    (resource: string, view: Pick<View, "_id" | "query" | "hiddenColumns"> | null) => {
      const path = listPath(resource);
      if (!path) return;
      if (view) saveHiddenColumns(resource, view.hiddenColumns);
      const state: Opened = { openedView: { at: Date.now(), id: view?._id ?? null } };
      navigate(viewUrl(path, view?.query ?? ""), { state });
    },
    [navigate, listPath],
  );
}

/**
 * The view last opened on this list: its mark changes at each opening, and the list keys its
 * table on it. Refine's own address updates carry no state and leave it as it was.
 */
export function useOpenedView() {
  const location = useLocation();
  const mark = (location.state as Opened | null)?.openedView;
  const [opened, setOpened] = useState(mark ?? { at: 0, id: null });
  if (mark && mark.at !== opened.at) setOpened(mark);
  return opened;
}
