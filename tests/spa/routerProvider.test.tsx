import type { GoConfig } from "@refinedev/core";
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
