import {
  Activity,
  memo,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useRef,
} from "react";
import { type Location, matchRoutes, type RouteObject, useLocation, useRoutes } from "react-router";
import { AccessGate } from "../../access/AccessGate";
import { useShellState } from "../ShellState";
import { hideKeepingLayout } from "./hideKeepingLayout";
import { NavigationProgress } from "./NavigationProgress";

type Kept = {
  location: Location;
  /**
   * The one route of the page's address, matched once (rendering it again matches only it), its
   * page in its frame: the access check and the loading state read the page's address too.
   */
  routes: RouteObject[];
};

const keptAt = (location: Location, routes: RouteObject[]): Kept => {
  const route = matchRoutes(routes, location)?.at(-1)?.route;
  return {
    location,
    routes: route ? [{ path: route.path, element: <PageFrame>{route.element}</PageFrame> }] : [],
  };
};

/** The same address: coming back to it changes nothing the page reads. */
const sameAddress = (kept: Kept | undefined, location: Location): kept is Kept =>
  kept !== undefined &&
  kept.location.search === location.search &&
  kept.location.hash === location.hash &&
  kept.location.state === location.state;

/**
 * A kept page at the address it was left at, through react-router's own descendant routes given
 * a location of their own: the visible page's address must not drive a hidden page's table
 * filters, its record or its access check (Refine reads them through react-router).
 *
 * The routes read the window's address, so this runs again at every navigation; what it renders
 * is kept while the page's address is the same. When the address changes, React hands the change
 * to the first components below an unchanged element that read the router, and stops there: this
 * one, which hands back the very element it gave before, so nothing inside the page runs again
 * (issue 13: every kept list used to render again after each click). The page being shown again
 * still runs its readers once: React 19 re-checks them.
 */
function AtOwnAddress({ page }: { page: Kept }) {
  const rendered = useRoutes(page.routes, page.location);
  const shown = useRef<{ page: Kept; rendered: ReactNode }>(null);
  if (shown.current?.page !== page) shown.current = { page, rendered };
  return shown.current.rendered;
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
  return (
    <Activity mode={visible ? "visible" : "hidden"}>
      <div ref={hideKeepingLayout}>
        <AtOwnAddress page={page} />
      </div>
    </Activity>
  );
});

/**
 * The shell's pages (docs/shell.md#24-pages-kept-as-they-were, docs/shell.md#25-dropping-the-cache): every visited page stays mounted, hidden with
 * React's <Activity> (its state, form input and data kept, its effects paused), one per path, so
 * `/products/edit/1` and `/products/edit/2` are two pages. A page not kept (a noCache page
 * holding no input) is mounted afresh on every visit. The tabs decide what is dropped
 * (ShellState), not whether the row is shown.
 * The window's scroll is kept per page; a page seen for the first time starts at the top.
 */
export function PageCache({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  const { cachedPaths } = useShellState();
  const kept = useRef(new Map<string, Kept>());
  const scrolls = useRef(new Map<string, number>());
  const current = location.pathname;
  const cached = cachedPaths.includes(current);
  // Back at the address a kept page was left at (its tab, its menu entry): the page as it was,
  // the same location and route, so showing it again re-renders nothing inside it (issue 13).
  const earlier = kept.current.get(current);
  const shown: Kept = sameAddress(earlier, location) ? earlier : keptAt(location, routes);

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

  // The page shown is one of the list even when it is not kept: a page that comes to be kept
  // while it is shown (a noCache page given input) stays mounted, its input with it.
  const paths = cached ? cachedPaths : [...cachedPaths, current];
  return paths.map((path) => {
    const visible = path === current;
    const page = visible ? shown : kept.current.get(path);
    return page ? <KeptPage key={path} page={page} visible={visible} /> : null;
  });
}
