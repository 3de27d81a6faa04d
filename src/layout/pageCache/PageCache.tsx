import {
  Activity,
  type ReactElement,
  type ReactNode,
  Suspense,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
} from "react";
import {
  type Location,
  UNSAFE_LocationContext as LocationContext,
  type NavigationType,
  useLocation,
  useNavigationType,
  useOutlet,
} from "react-router";
import { AccessGate } from "../../access/AccessGate";
import { useShellState } from "../ShellState";
import { NavigationProgress } from "./NavigationProgress";

type Kept = { element: ReactElement | null; location: Location; navigationType: NavigationType };

/** The same address: coming back to it changes nothing the page reads. */
const sameAddress = (kept: Kept | undefined, location: Location): kept is Kept =>
  kept !== undefined &&
  kept.location.search === location.search &&
  kept.location.hash === location.hash &&
  kept.location.state === location.state;

/**
 * A hidden page keeps seeing the address it was left at: the visible page's address must not
 * drive its table filters or its record (Refine reads the location through react-router).
 */
function PageLocation({
  location,
  navigationType,
  children,
}: {
  location: Location;
  navigationType: NavigationType;
  children: ReactNode;
}) {
  // One value per address: a kept page whose address did not change is not rendered again.
  const value = useMemo(() => ({ location, navigationType }), [location, navigationType]);
  return <LocationContext.Provider value={value}>{children}</LocationContext.Provider>;
}

function PageFrame({ children }: { children: ReactNode }) {
  return (
    <AccessGate>
      <Suspense fallback={<NavigationProgress />}>{children}</Suspense>
    </AccessGate>
  );
}

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
    : { element: outlet, location, navigationType };

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
        if (!page) return null;
        return (
          <Activity key={path} mode={visible ? "visible" : "hidden"}>
            <PageLocation location={page.location} navigationType={page.navigationType}>
              <PageFrame>{page.element}</PageFrame>
            </PageLocation>
          </Activity>
        );
      })}
      {!cached && <PageFrame key={current}>{outlet}</PageFrame>}
    </>
  );
}
