import {
  Activity,
  type ContextType,
  memo,
  type ReactElement,
  type ReactNode,
  Suspense,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  UNSAFE_RouteContext as RouteContext,
  useLocation,
  useNavigationType,
  useOutlet,
} from "react-router";
import { AccessGate } from "../../access/AccessGate";
import { useShellState } from "../ShellState";
import { hideKeepingLayout } from "./hideKeepingLayout";
import { NavigationProgress } from "./NavigationProgress";

type Kept = {
  element: ReactElement | null;
  location: Location;
  navigationType: NavigationType;
  /** The shell route's match as this page was shown (its params, its outlet). */
  route: ContextType<typeof RouteContext>;
};

/** The same address: coming back to it changes nothing the page reads. */
const sameAddress = (kept: Kept | undefined, location: Location): kept is Kept =>
  kept !== undefined &&
  kept.location.search === location.search &&
  kept.location.hash === location.hash &&
  kept.location.state === location.state;

/**
 * A hidden page keeps seeing the address and the route it was left at: the visible page's must
 * not drive its table filters, its record or its access check (Refine reads them through
 * react-router). One value per page: a kept page whose address did not change reads no change.
 */
function PageLocation({ page, children }: { page: Kept; children: ReactNode }) {
  const { location, navigationType, route } = page;
  const address = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return (
    <LocationContext.Provider value={address}>
      <RouteContext.Provider value={route}>{children}</RouteContext.Provider>
    </LocationContext.Provider>
  );
}

/**
 * Reads the router's address and route and renders its page as it was. When the window's address
 * changes, React hands the change to the first components below an unchanged element that read
 * the router, whatever nested provider lies between (here PageLocation's), and each runs again:
 * without this gate those were every hidden page's own (the list, its links and buttons), after
 * every click (issue 13). The gate runs instead, finds its own page's address unchanged, and
 * stops there. (The page being shown again still runs its readers once: React 19 re-checks them.)
 */
function RouterGate({ children }: { children: ReactNode }) {
  useContext(LocationContext);
  useContext(RouteContext);
  return children;
}

/** A kept page as one element: unchanged, it is where React starts looking, so it meets the gate first. */
function GatedPage({ element }: { element: ReactElement | null }) {
  return (
    <RouterGate>
      <PageFrame>{element}</PageFrame>
    </RouterGate>
  );
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <AccessGate>
      <Suspense fallback={<NavigationProgress />}>{children}</Suspense>
    </AccessGate>
  );
}

/**
 * One kept page, shown or hidden. Memoised: a page whose address and visibility did not change is
 * not rendered again when the window's address changes, and the hidden ones are not handed the
 * change at all (issue 13: every kept list used to render again after each click).
 */
const KeptPage = memo(function KeptPage({ page, visible }: { page: Kept; visible: boolean }) {
  // The same element while the page is the same: showing or hiding it re-renders nothing inside.
  const content = useMemo(() => <GatedPage element={page.element} />, [page.element]);
  return (
    <Activity mode={visible ? "visible" : "hidden"}>
      <div ref={hideKeepingLayout}>
        <PageLocation page={page}>{content}</PageLocation>
      </div>
    </Activity>
  );
});

/**
 * The shell's pages (docs/shell.md#24-pages-kept-as-they-were, docs/shell.md#25-dropping-the-cache): every visited page stays mounted, hidden with
 * React's <Activity> (its state, form input and data kept, its effects paused), one per path, so
 * `/products/edit/1` and `/products/edit/2` are two pages. A noCache page is mounted afresh on
 * every visit. The tabs decide what is dropped (ShellState), not whether the row is shown.
 * The window's scroll is kept per page; a page seen for the first time starts at the top.
 */
export function PageCache() {
  const outlet = useOutlet();
  const location = useLocation();
  const navigationType = useNavigationType();
  const route = useContext(RouteContext);
  const { cachedPaths } = useShellState();
  const kept = useRef(new Map<string, Kept>());
  const scrolls = useRef(new Map<string, number>());
  const current = location.pathname;
  const cached = cachedPaths.includes(current);
  // Back at the address a kept page was left at (its tab, its menu entry): the page as it was,
  // the same element and location, so showing it again re-renders nothing inside it (issue 13).
  const earlier = kept.current.get(current);
  const shown: Kept = sameAddress(earlier, location)
    ? earlier
    : { element: outlet, location, navigationType, route };

  useLayoutEffect(() => {
    kept.current.set(current, shown);
  });

  useEffect(() => {
    for (const path of kept.current.keys()) {
      if (path !== current && !cachedPaths.includes(path)) {
        kept.current.delete(path);
        scrolls.current.delete(path);
      }
    }
  }, [cachedPaths, current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page shown, not when cached.
  useLayoutEffect(() => {
    window.scrollTo(0, (cached && scrolls.current.get(current)) || 0);
  }, [current]);

  useEffect(() => {
    const remember = () => scrolls.current.set(current, window.scrollY);
    window.addEventListener("scroll", remember, { passive: true });
    return () => window.removeEventListener("scroll", remember);
  }, [current]);

  return (
    <>
      {cachedPaths.map((path) => {
        const visible = path === current;
        const page = visible ? shown : kept.current.get(path);
        return page ? <KeptPage key={path} page={page} visible={visible} /> : null;
      })}
      {!cached && <PageFrame key={current}>{outlet}</PageFrame>}
    </>
  );
}
