import type { DataProvider } from "@refinedev/core";
import { act, render } from "@testing-library/react";
import { MemoryRouter, type NavigateFunction, useNavigate } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { useCloseFinishedPages } from "../../../src/layout/closeFinishedPages";
import type { Tab } from "../../../src/layout/tabs/tabsModel";
import { announcingWrites } from "../../../src/providers/dataWrites";

const answered = async () => ({ data: { id: 7 } });
const provider = announcingWrites({
  create: answered,
  deleteOne: answered,
} as unknown as DataProvider);

const TABS: Tab[] = [
  { path: "/products/list", query: "" },
  { path: "/products/create", query: "" },
  { path: "/products/show/7", query: "" },
  { path: "/products/edit/7", query: "" },
  { path: "/products/show/8", query: "" },
];

/** The shell's use of the hook: its tabs, the create page shown (if it is one), its close. */
const shellAt = (url: string) => {
  const close = vi.fn();
  let navigate: NavigateFunction = () => undefined;
  function Shell() {
    navigate = useNavigate();
    useCloseFinishedPages(TABS, url.endsWith("/create") ? url : null, close);
    return null;
  }
  render(
    <MemoryRouter initialEntries={[url]}>
      <Shell />
    </MemoryRouter>,
  );
  return { close, go: (to: string) => act(async () => void (await navigate(to))) };
};

describe("pages that have done their work", () => {
  it("a create page whose record was created closes once it is left", async () => {
    const { close, go } = shellAt("/products/create");
    await act(() => provider.create({ resource: "products", variables: {} }));
    expect(close).not.toHaveBeenCalled();

    await go("/products/show/7");
    expect(close).toHaveBeenCalledWith(["/products/create"]);
  });

  it("every page of a deleted record closes, except the one shown", async () => {
    const { close } = shellAt("/products/edit/7");
    await act(() => provider.deleteOne({ resource: "products", id: 7 }));
    expect(close).toHaveBeenCalledWith(["/products/show/7"]);
  });
});
