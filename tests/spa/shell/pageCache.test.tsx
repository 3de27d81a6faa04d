import { act, render, screen } from "@testing-library/react";
import { type ReactNode, useState } from "react";
import {
  createMemoryRouter,
  type NavigateFunction,
  RouterProvider,
  useLocation,
  useNavigate,
} from "react-router";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The pages kept are the tabs' business (ShellState); here, every page visited is kept.
const kept = vi.hoisted(() => ({ paths: [] as string[] }));
vi.mock("../../../src/layout/ShellState", () => ({
  useShellState: () => ({ cachedPaths: kept.paths }),
}));
// The access rules have their own tests (AccessGate.test.tsx): every page may open here.
vi.mock("../../../src/access/AccessGate", () => ({
  AccessGate: ({ children }: { children: ReactNode }) => children,
}));

const { PageCache } = await import("../../../src/layout/pageCache/PageCache");

const renders = new Map<string, number>();
const mounts = new Map<string, number>();
let navigate: NavigateFunction = () => undefined;

/** A page that reads the address (as Refine's lists do) and counts its renders. */
function CountingPage({ name }: { name: string }) {
  const { pathname, search } = useLocation();
  navigate = useNavigate();
  renders.set(name, (renders.get(name) ?? 0) + 1);
  // Once per mount: a hidden page keeps its state (its effects run again when it is shown).
  useState(() => mounts.set(name, (mounts.get(name) ?? 0) + 1));
  return <p>{`${name} at ${pathname}${search}`}</p>;
}

const PAGES = ["/a", "/b", "/c"];

const openAt = (path: string) => {
  kept.paths = [path];
  const router = createMemoryRouter(
    [
      {
        path: "*",
        element: (
          <PageCache
            routes={PAGES.map((page) => ({ path: page, element: <CountingPage name={page} /> }))}
          />
        ),
      },
    ],
    { initialEntries: [path] },
  );
  return render(<RouterProvider router={router} />);
};

const go = async (path: string, { keep = true } = {}) => {
  const { pathname } = new URL(path, window.location.origin);
  if (keep && !kept.paths.includes(pathname)) kept.paths = [...kept.paths, pathname];
  await act(async () => {
    await navigate(path);
  });
};

beforeEach(() => {
  renders.clear();
  mounts.clear();
});

describe("pages kept as they were", () => {
  it("a hidden page is not rendered again when the user goes elsewhere (issue 13)", async () => {
    openAt("/a");
    await go("/b");
    await go("/c");
    const hiddenSince = renders.get("/a");

    await go("/b");
    await go("/c");
    await go("/b");

    expect(renders.get("/a")).toBe(hiddenSince);
    expect(screen.getByText("/a at /a")).toBeTruthy();
  });

  it("a hidden page is out of sight and of the accessibility tree, its layout kept; shown again, it is back (issue 13)", async () => {
    openAt("/a");
    const frameOf = (path: string) =>
      screen.getByText(`${path} at ${path}`).closest<HTMLElement>("div");
    await go("/b");

    const hidden = frameOf("/a");
    expect(hidden?.getAttribute("aria-hidden")).toBe("true");
    expect(hidden?.getAttribute("style")).toBe("content-visibility: hidden;");

    await go("/a");
    const shown = frameOf("/a");
    expect(shown?.hasAttribute("aria-hidden")).toBe(false);
    expect(shown?.getAttribute("style") ?? "").toBe("");
    expect(frameOf("/b")?.getAttribute("aria-hidden")).toBe("true");
  });

  it("a page shown again reads its own address, not the one the user came from", async () => {
    openAt("/a");
    await go("/b?page=2");
    await go("/a");

    expect(screen.getByText("/a at /a").closest("[style*='none']")).toBeNull();
    expect(screen.getByText("/b at /b?page=2")).toBeTruthy();
  });

  it("mounts a page not kept afresh on every visit, and keeps one that comes to be kept while shown", async () => {
    openAt("/a");
    kept.paths = [];
    await go("/b");
    await go("/a", { keep: false });
    expect(mounts.get("/a")).toBe(2);

    // Given input while shown, the shell keeps it (ShellState): it stays mounted from then on.
    kept.paths = ["/b", "/a"];
    await go("/c");
    await go("/a");
    expect(mounts.get("/a")).toBe(2);
  });
});
