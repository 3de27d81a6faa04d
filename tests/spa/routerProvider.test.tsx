import { type GoConfig, type IResourceItem, ResourceContext } from "@refinedev/core";
import baseRouterProvider from "@refinedev/react-router";
import { act, render } from "@testing-library/react";
import { BrowserRouter } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { routerProvider } from "../../src/providers/routerProvider";

const useGo = routerProvider.go as NonNullable<typeof routerProvider.go>;

/** Renders a page under the router and hands back the `go` it was given. */
const pageAt = (address: string) => {
  window.history.replaceState({}, "", address);
  const seen: { go?: (config: GoConfig) => unknown } = {};
  function Page() {
    seen.go = useGo();
    return null;
  }
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );
  return (config: GoConfig) => act(() => void seen.go?.(config));
};

const address = () => window.location.pathname + window.location.search;

describe("the router's go", () => {
  afterEach(() => window.history.replaceState({}, "", "/"));

  it("lets the shown list write its page and sort into the address", () => {
    const go = pageAt("/products/list");
    go({ type: "replace", query: { currentPage: 2 } });
    expect(address()).toBe("/products/list?currentPage=2");
  });

  it("does not let a list the user has already left pull the address back to itself", () => {
    const go = pageAt("/products/list");
    // The user's click has moved the address on before React rendered the list's departure.
    window.history.pushState({}, "", "/products/create");
    go({ type: "replace", query: { currentPage: 1 } });
    expect(address()).toBe("/products/create");
  });

  it("still follows a replace that names where to go", () => {
    const go = pageAt("/products/list");
    window.history.pushState({}, "", "/products/create");
    go({ type: "replace", to: "/login" });
    expect(address()).toBe("/login");
  });
});

describe("the router's parse", () => {
  const resources = [
    {
      name: "products",
      list: "/products/list",
      show: "/products/show/:id",
      edit: "/products/edit/:id",
    },
    { name: "orders", list: "/orders/list", show: "/orders/show/:id" },
  ] as IResourceItem[];
  const useOurs = routerProvider.parse as NonNullable<typeof routerProvider.parse>;
  const useRefines = baseRouterProvider.parse as NonNullable<typeof baseRouterProvider.parse>;

  /** What each `parse` makes of the address, outside any <Route> as in the shell. */
  const parsedAt = (address: string) => {
    window.history.replaceState({}, "", address);
    const seen: { ours?: unknown; refines?: unknown } = {};
    function Page() {
      seen.ours = useOurs()();
      seen.refines = useRefines()();
      return null;
    }
    render(
      <BrowserRouter>
        <ResourceContext.Provider value={{ resources }}>
          <Page />
        </ResourceContext.Provider>
      </BrowserRouter>,
    );
    return seen;
  };

  afterEach(() => window.history.replaceState({}, "", "/"));

  it.each([
    "/products/list",
    "/products/list?currentPage=3&pageSize=20&sorters[0][field]=name&sorters[0][order]=asc",
    "/products/list?filters[0][field]=status&filters[0][operator]=in&filters[0][value][0]=active&filters[0][value][1]=draft",
    "/products/edit/a%2Fb%2541?to=%2Forders%2Flist",
    "/orders/show/42?pageSize=ten",
    "/nowhere?q=1",
  ])("reads %s as Refine's own bindings do", (address) => {
    const { ours, refines } = parsedAt(address);
    expect(ours).toEqual(refines);
  });

  it("names the resource, action, record and numbers of an address", () => {
    const { ours } = parsedAt("/products/edit/7?currentPage=2&pageSize=20");
    expect(ours).toMatchObject({
      resource: { name: "products" },
      action: "edit",
      id: "7",
      params: { currentPage: 2, pageSize: 20 },
    });
  });
});
