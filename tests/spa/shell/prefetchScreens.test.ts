import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes";
import { LIST_PARTS_ON_DEMAND } from "../../../src/lists/onDemandParts";
import type { Permissions } from "../../../src/providers/authProvider";
import { loadersOpenTo, prefetchScreens, whenIdle } from "../../../src/readAhead/prefetchScreens";
import { type ResourceRoute, resourceRoutes } from "../../../src/resources";
import { lazyPage, toRefineResource } from "../../../src/resources/definition";

const linkedSeller: Permissions = {
  roles: [],
  userType: USER_TYPE.seller,
  paymentAccountLinked: true,
};
const unlinkedSeller: Permissions = { ...linkedSeller, paymentAccountLinked: false };
const administrator: Permissions = {
  roles: [],
  userType: USER_TYPE.administrator,
  paymentAccountLinked: false,
};

/** A registry of three resources whose screens record when their code is fetched. */
const registryWithSpies = () => {
  const loader = (name: string) => vi.fn(async () => ({ default: () => name }));
  const loaders = {
    dashboard: loader("dashboard"),
    productList: loader("product list"),
    productShow: loader("product page"),
    userList: loader("user list"),
    listFilters: loader("a list's filters"),
  };
  const route = (
    resource: string,
    action: ResourceRoute["action"],
    load: () => Promise<{ default: () => string }>,
  ) =>
    ({
      path: `/${resource}/${action}`,
      page: lazyPage(load),
      resource,
      action,
      noCache: false,
    }) satisfies ResourceRoute;
  const routes = [
    route("dashboard", "list", loaders.dashboard),
    route("products", "show", loaders.productShow),
    route("products", "list", loaders.productList),
    route("users", "list", loaders.userList),
  ];
  const resources = [
    toRefineResource({ name: "dashboard", openWithoutPaymentAccount: true, pages: {} }),
    toRefineResource({ name: "products", pages: {} }),
    toRefineResource({ name: "users", pages: {} }),
  ];
  const listParts = [{ load: loaders.listFilters }];
  return { loaders, registry: { resources, routes, listParts } };
};

/** Lets the loaders' promises settle between timer steps. */
const settle = () => vi.advanceTimersByTimeAsync(0);

describe("screens fetched ahead after sign-in", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("fetches the allowed screens once the browser is idle, never the forbidden ones", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { loaders, registry } = registryWithSpies();

    prefetchScreens(loadersOpenTo(linkedSeller, registry));
    await settle();
    // Nothing before the browser is idle.
    for (const load of Object.values(loaders)) expect(load).not.toHaveBeenCalled();

    while (idle.length > 0) {
      idle.shift()?.();
      await settle();
    }
    expect(loaders.dashboard).toHaveBeenCalledTimes(1);
    expect(loaders.productList).toHaveBeenCalledTimes(1);
    expect(loaders.productShow).toHaveBeenCalledTimes(1);
    expect(loaders.userList).not.toHaveBeenCalled();
  });

  it("fetches one screen per idle period, lists first", async () => {
    const idle: (() => void)[] = [];
    vi.stubGlobal("requestIdleCallback", (task: () => void) => idle.push(task));
    vi.stubGlobal("cancelIdleCallback", () => undefined);
    const { loaders, registry } = registryWithSpies();

    prefetchScreens(loadersOpenTo(administrator, registry));
    idle.shift()?.();
    await settle();
    expect(loaders.dashboard).toHaveBeenCalledTimes(1);
    expect(loaders.productList).not.toHaveBeenCalled();
    idle.shift()?.();
    await settle();
    expect(loaders.productList).toHaveBeenCalledTimes(1);
    idle.shift()?.();
    await settle();
    expect(loaders.userList).toHaveBeenCalledTimes(1);
    expect(loaders.productShow).not.toHaveBeenCalled();
  });

  it("falls back on a timer without requestIdleCallback, and stops when the shell goes", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    const { loaders, registry } = registryWithSpies();

    const stop = prefetchScreens(loadersOpenTo(unlinkedSeller, registry), whenIdle);
    expect(loaders.dashboard).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    // An unlinked seller may open the dashboard only.
    expect(loaders.dashboard).toHaveBeenCalledTimes(1);
    expect(loaders.productList).not.toHaveBeenCalled();

    const admin = registryWithSpies();
    const stopAdmin = prefetchScreens(loadersOpenTo(administrator, admin.registry), whenIdle);
    stopAdmin();
    stop();
    await vi.advanceTimersByTimeAsync(10_000);
    for (const load of Object.values(admin.loaders)) expect(load).not.toHaveBeenCalled();
  });

  it("goes on after a screen that failed to load, which loads again on its first visit", async () => {
    const failing = vi
      .fn()
      .mockRejectedValueOnce(new Error("offline"))
      .mockResolvedValue({ default: () => null });
    const next = vi.fn(async () => ({}));
    const page = lazyPage(failing);
    prefetchScreens([page.load, next], (task) => {
      const id = setTimeout(task, 0);
      return () => clearTimeout(id);
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(next).toHaveBeenCalledTimes(1);
    await page.load();
    expect(failing).toHaveBeenCalledTimes(2);
  });

  it("fetches the lists' parts shown on demand after the lists and before the record pages", () => {
    const { registry } = registryWithSpies();
    const pageLoad = (path: string) =>
      registry.routes.find((route) => route.path === path)?.page.load;
    expect(loadersOpenTo(administrator, registry)).toEqual([
      pageLoad("/dashboard/list"),
      pageLoad("/products/list"),
      pageLoad("/users/list"),
      registry.listParts[0]?.load,
      pageLoad("/products/show"),
    ]);
    const noList = {
      ...registry,
      routes: registry.routes.filter((route) => route.action !== "list"),
    };
    expect(loadersOpenTo(administrator, noList)).toEqual([pageLoad("/products/show")]);
  });

  it("reads the real registry: a seller's screens leave out the administrators' ones", () => {
    const loads = loadersOpenTo(linkedSeller);
    const pageOf = (resource: string) =>
      resourceRoutes.find((route) => route.resource === resource && route.action === "list")?.page
        .load;
    expect(loads).toContain(pageOf("products"));
    expect(loads).toContain(pageOf("orders"));
    expect(loads).not.toContain(pageOf("users"));
    expect(loads).not.toContain(pageOf("webhooks"));
    expect(loadersOpenTo(administrator)).toContain(pageOf("users"));
    expect(loads).toEqual(expect.arrayContaining(LIST_PARTS_ON_DEMAND.map((part) => part.load)));
  });
});
