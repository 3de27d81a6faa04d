import { useEffect, useRef } from "react";
import { useLocation } from "react-router";
import { onDataWrite } from "../providers/dataWrites";
import type { Tab } from "./tabs/tabsModel";

/** Record pages' paths end in the record's id: `/shopper/view/<id>`, `/products/edit/<id>`. */
const showsRecord = (tab: Tab, id: string) => tab.path.split("/").at(-1) === id;

/**
 * Pages that have done their work close by themselves once they are left:
 * - a create page whose record was created (Refine's create succeeded while it was shown), so the
 *   next "add" starts from an empty form instead of the last one's values;
 * - every page of a deleted record (its view, its edit form): there is nothing left to show.
 */
export function useCloseFinishedPages(
  tabs: readonly Tab[],
  createPath: string | null,
  close: (paths: readonly string[]) => void,
) {
  const { pathname } = useLocation();
  const shownCreatePath = useRef(createPath);
  shownCreatePath.current = createPath;
  const created = useRef(new Set<string>());
  const deleted = useRef(new Set<string>());
  const tabsRef = useRef(tabs);
  tabsRef.current = tabs;
  const closeRef = useRef(close);
  closeRef.current = close;
  const pathnameRef = useRef(pathname);
  pathnameRef.current = pathname;

  const closeLeft = useRef(() => {
    const left = (path: string) => path !== pathnameRef.current;
    const finished = [
      ...[...created.current].filter(left),
      ...tabsRef.current
        .filter((tab) => left(tab.path) && [...deleted.current].some((id) => showsRecord(tab, id)))
        .map((tab) => tab.path),
    ];
    for (const path of finished) created.current.delete(path);
    if (finished.length > 0) closeRef.current(finished);
  });

  useEffect(
    () =>
      onDataWrite((write) => {
        if (write.type === "created" && shownCreatePath.current) {
          created.current.add(shownCreatePath.current);
        }
        if (write.type === "deleted") {
          deleted.current.add(String(write.id));
          closeLeft.current();
        }
      }),
    [],
  );

  // biome-ignore lint/correctness/useExhaustiveDependencies: a change of address is the moment a page is left
  useEffect(() => closeLeft.current(), [pathname]);
}
