import {
  createContext,
  type ReactNode,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
} from "react";
import { useLocation, useNavigate } from "react-router";
import { session } from "../providers/session";
import { addressPath } from "./addressPath";
import { useCloseFinishedPages } from "./closeFinishedPages";
import { REDIRECT_PREFIX } from "./shellPages";
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  fullPathOf,
  type Tab,
  type TabsChange,
  visitTab,
} from "./tabs/tabsModel";
import { type RecordTitles, sessionFingerprint, tabsStorage } from "./tabs/tabsStorage";
import { useUnsavedChanges } from "./unsaved/UnsavedChanges";
import { keptWithInput, stillDirty } from "./unsaved/unsavedRules";
import { useShellPages } from "./useShellPages";

type ShellState = {
  tabs: readonly Tab[];
  /** Pages kept mounted while hidden (docs/shell.md#24-pages-kept-as-they-were), by path. */
  cachedPaths: readonly string[];
  activePath: string;
  go: (tab: Tab) => void;
  close: (path: string) => void;
  closeOthers: (path: string) => void;
  closeAll: () => void;
  /** A freshly mounted page at the same address, through /redirect (19). */
  refresh: (path: string) => void;
  /** What record pages said they show (`P-40`), by path: their tab titles use it (14). */
  recordTitles: RecordTitles;
  setRecordTitle: (path: string, title: string) => void;
};

const ShellStateContext = createContext<ShellState | null>(null);

/** The tabs and the page cache of the shell; read them with useShellState(). */
export function ShellStateProvider({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const [owner] = useState(() => sessionFingerprint(session.getToken() ?? ""));
  const [saved] = useState(() => tabsStorage.load(owner));
  const [tabs, setTabs] = useState(saved.tabs);
  const [cachedPaths, setCachedPaths] = useState<readonly string[]>([]);
  const [recordTitles, setRecordTitles] = useState<RecordTitles>(saved.titles);
  const setRecordTitle = useCallback((path: string, title: string) => {
    setRecordTitles((titles) => (titles[path] === title ? titles : { ...titles, [path]: title }));
  }, []);

  // Kept in step with the address during render, so the page and its tab appear together.
  const shellPageOf = useShellPages();
  const page = shellPageOf(pathname);
  if (page) {
    const visited = visitTab(tabs, pathname, search);
    if (visited.length !== tabs.length || visited.some((tab, index) => tab !== tabs[index])) {
      setTabs(visited);
    }
    if (!page.noCache && !cachedPaths.includes(pathname))
      setCachedPaths([...cachedPaths, pathname]);
  }

  useEffect(() => tabsStorage.save(owner, tabs, recordTitles), [owner, tabs, recordTitles]);
  const { dirty, confirmDrop, onInput } = useUnsavedChanges();
  useEffect(() => {
    dirty.current = stillDirty(dirty.current, cachedPaths, pathname);
  }, [dirty, cachedPaths, pathname]);
  // A noCache page is kept too while it holds unsaved input: going elsewhere loses nothing, and
  // its input goes only where the user is asked (docs/shell.md#24-pages-kept-as-they-were).
  useEffect(
    () =>
      onInput((path, holdsInput) =>
        setCachedPaths((paths) =>
          keptWithInput(paths, { path, holdsInput, noCache: shellPageOf(path)?.noCache ?? false }),
        ),
      ),
    [onInput, shellPageOf],
  );
  const closeFinished = useCallback(
    (paths: readonly string[]) =>
      startTransition(() => {
        setTabs((open) => open.filter((tab) => !paths.includes(tab.path)));
        setCachedPaths((cached) => cached.filter((path) => !paths.includes(path)));
      }),
    [],
  );
  useCloseFinishedPages(tabs, page?.resource?.action === "create" ? pathname : null, closeFinished);
  // The shell leaves with no session left: a sign-out, whichever way. The tabs go with it.
  useEffect(
    () => () => {
      if (!session.getToken()) tabsStorage.clear();
    },
    [],
  );

  // Dropping a page with unsaved input asks first (confirmDrop); Cancel changes nothing.
  const apply = useCallback(
    (change: TabsChange) =>
      confirmDrop(change.dropped, () =>
        // One transition with the navigation (navigate() called inside it joins it): the page
        // leaves the cache in the same render the address changes, never a frame apart.
        startTransition(() => {
          setTabs(change.tabs);
          setCachedPaths((paths) => paths.filter((path) => !change.dropped.includes(path)));
          if (change.goTo) navigate(change.goTo);
        }),
      ),
    [navigate, confirmDrop],
  );

  const state = useMemo<ShellState>(
    () => ({
      tabs,
      cachedPaths,
      activePath: pathname,
      go: (tab) => navigate(fullPathOf(tab)),
      close: (path) => apply(closeTab(tabs, path, addressPath())),
      closeOthers: (path) => apply(closeOtherTabs(tabs, path)),
      closeAll: () => apply(closeAllTabs(tabs)),
      refresh: (path) => {
        const tab = tabs.find((entry) => entry.path === path);
        confirmDrop([path], () =>
          startTransition(() => {
            setCachedPaths((paths) => paths.filter((entry) => entry !== path));
            navigate(`${REDIRECT_PREFIX}${path}${tab?.query ?? ""}`, { replace: true });
          }),
        );
      },
      recordTitles,
      setRecordTitle,
    }),
    [tabs, cachedPaths, pathname, navigate, apply, confirmDrop, recordTitles, setRecordTitle],
  );

  return <ShellStateContext.Provider value={state}>{children}</ShellStateContext.Provider>;
}

/**
 * For a record page: names the record in its tab and title (`Edit product - P-40`) instead of
 * its id. Does nothing outside the shell (a page rendered alone, in a test).
 */
export function useRecordTitle(title: string | undefined): void {
  const state = useContext(ShellStateContext);
  const { pathname } = useLocation();
  const setRecordTitle = state?.setRecordTitle;
  useEffect(() => {
    if (title && setRecordTitle) setRecordTitle(pathname, title);
  }, [title, pathname, setRecordTitle]);
}

export function useShellState(): ShellState {
  const state = useContext(ShellStateContext);
  if (!state) throw new Error("useShellState() needs a <ShellStateProvider> above it");
  return state;
}
