import { render, screen } from "@testing-library/react";
import { Suspense } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { bakedStylesLoaded } from "../../../src/layout/bakedStyles";
import { i18n } from "../../../src/providers/i18n";
import { session } from "../../../src/providers/session";
import { loadScreensAtStart, loadScreensFor, Shell } from "../../../src/readAhead/screenCode";
import { resourceRoutes } from "../../../src/resources";
import { lazyPage } from "../../../src/resources/definition";

const money = vi.hoisted(() => ({ formatMoney: vi.fn(() => "") }));
vi.mock("../../../src/format/money", () => money);

const pageAt = (path: string) => {
  const route = resourceRoutes.find((entry) => entry.path === path);
  if (!route) throw new Error(`no route ${path}`);
  return route.page;
};

describe("a lazily loaded screen", () => {
  it("waits for its code on a first render, behind its fallback", async () => {
    const Page = lazyPage(async () => ({ default: () => <p>the screen</p> }));
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("the screen")).toBeTruthy();
  });

  it("renders at once once its code is in: no fallback, nothing held back", async () => {
    const Page = lazyPage(async () => ({ default: () => <p>the screen</p> }));
    await Page.load();
    render(
      <Suspense fallback={<p>loading</p>}>
        <Page />
      </Suspense>,
    );
    expect(screen.getByText("the screen")).toBeTruthy();
    expect(screen.queryByText("loading")).toBeNull();
  });

  it("asks for its code once, and again after a failed attempt", async () => {
    const load = vi
      .fn<() => Promise<{ default: () => null }>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: () => null });
    const Page = lazyPage(load);
    await expect(Page.load()).rejects.toThrow("offline");
    await Page.load();
    await Page.load();
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe("the signed-in screens' code, fetched before it renders", () => {
  afterEach(() => {
    session.clear();
    vi.restoreAllMocks();
  });

  it("has the shell wait for the code of the page it opens on, and says when both are in", async () => {
    let pageIn = () => {};
    vi.spyOn(pageAt("/orders/list"), "load").mockReturnValue(
      new Promise<void>((resolve) => {
        pageIn = resolve;
      }),
    );
    let settled = false;
    const loading = loadScreensFor("/orders/list").then(() => {
      settled = true;
    });
    // The shell's code and styles are in; what is left to settle settles before a new task.
    await Promise.all([import("../../../src/layout/Shell"), bakedStylesLoaded()]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(settled).toBe(false);
    pageIn();
    await loading;
    expect(settled).toBe(true);
  });

  it("loads the shell and the page an address names, its query aside", () => {
    const orders = vi.spyOn(pageAt("/orders/list"), "load").mockResolvedValue(undefined);
    const products = vi.spyOn(pageAt("/products/list"), "load").mockResolvedValue(undefined);
    const shell = vi.spyOn(Shell, "load").mockResolvedValue(undefined);
    loadScreensFor("/orders/list?pageSize=20");
    expect(shell).toHaveBeenCalledOnce();
    expect(orders).toHaveBeenCalledOnce();
    expect(products).not.toHaveBeenCalled();
  });

  it("readies the money format of the language in use, which the landing page may write", async () => {
    vi.spyOn(Shell, "load").mockResolvedValue(undefined);
    money.formatMoney.mockClear();
    loadScreensFor("/");
    await vi.waitFor(() => expect(money.formatMoney).toHaveBeenCalledWith(0, i18n.language));
  });

  it("loads the shell alone for an address that names no page", () => {
    const shell = vi.spyOn(Shell, "load").mockResolvedValue(undefined);
    loadScreensFor("/nowhere");
    expect(shell).toHaveBeenCalledOnce();
  });

  it("at start, only with a session", () => {
    const shell = vi.spyOn(Shell, "load").mockResolvedValue(undefined);
    loadScreensAtStart();
    expect(shell).not.toHaveBeenCalled();
    session.setToken("a-token");
    loadScreensAtStart();
    expect(shell).toHaveBeenCalledOnce();
  });
});
