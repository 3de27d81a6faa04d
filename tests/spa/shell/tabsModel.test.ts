import { describe, expect, it } from "vitest";
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  contextMenuPosition,
  initialTabs,
  parseTabs,
  type Tab,
  visitTab,
  wheelScroll,
} from "../../../src/layout/tabs/tabsModel";

const home: Tab = { path: "/", query: "", affix: true };
const products: Tab = { path: "/products/list", query: "?currentPage=2" };
const edit1: Tab = { path: "/products/edit/1", query: "" };
const edit2: Tab = { path: "/products/edit/2", query: "" };
const tabs = [home, products, edit1, edit2];

describe("tabs row rules (docs/shell.md, 12–23)", () => {
  it("starts with the fixed Dashboard tab", () => {
    expect(initialTabs()).toEqual([home]);
  });

  it("adds a tab per path, two records being two tabs, and keeps the latest query of an open one", () => {
    const visited = visitTab(
      visitTab(initialTabs(), "/products/edit/1", ""),
      "/products/edit/2",
      "",
    );
    expect(visited.map(({ path }) => path)).toEqual(["/", "/products/edit/1", "/products/edit/2"]);

    const requeried = visitTab(tabs, "/products/list", "?currentPage=3");
    expect(requeried).toHaveLength(4);
    expect(requeried[1]).toEqual({ path: "/products/list", query: "?currentPage=3" });
    expect(visitTab(tabs, "/products/list", products.query)).toEqual(tabs);
  });

  it("closes a tab that is not shown without going anywhere, dropping its page", () => {
    expect(closeTab(tabs, "/products/list", "/products/edit/2")).toEqual({
      tabs: [home, edit1, edit2],
      dropped: ["/products/list"],
    });
  });

  it("after closing the shown tab goes to the last one left, with its query, or home", () => {
    expect(closeTab(tabs, "/products/edit/1", "/products/edit/1").goTo).toBe("/products/edit/2");
    expect(closeTab([home, edit1], "/products/edit/1", "/products/edit/1").goTo).toBe("/");
    expect(closeTab([home, edit1, products], "/products/list", "/products/list").goTo).toBe(
      "/products/edit/1",
    );
    expect(closeTab([products, edit1], "/products/edit/1", "/products/edit/1").goTo).toBe(
      "/products/list?currentPage=2",
    );
    expect(closeTab([edit1], "/products/edit/1", "/products/edit/1").goTo).toBe("/");
  });

  it("never closes the fixed Dashboard tab", () => {
    expect(closeTab(tabs, "/", "/")).toEqual({ tabs, dropped: [] });
  });

  it("close others keeps the fixed tabs and that one, goes there and drops every other page", () => {
    expect(closeOtherTabs(tabs, "/products/list")).toEqual({
      tabs: [home, products],
      goTo: "/products/list?currentPage=2",
      dropped: ["/", "/products/edit/1", "/products/edit/2"],
    });
  });

  it("close all keeps the fixed tabs and goes to the last of them, even from the fixed tab", () => {
    expect(closeAllTabs(tabs)).toEqual({
      tabs: [home],
      goTo: "/",
      dropped: ["/", "/products/list", "/products/edit/1", "/products/edit/2"],
    });
  });

  it("opens the context menu 15px right of the pointer, never closer than 105px to the row's end", () => {
    expect(
      contextMenuPosition({ clientX: 400, clientY: 90, rowLeft: 210, rowWidth: 1070 }),
    ).toEqual({
      left: 205,
      top: 90,
    });
    expect(
      contextMenuPosition({ clientX: 1270, clientY: 95, rowLeft: 210, rowWidth: 1070 }),
    ).toEqual({ left: 965, top: 95 });
  });

  it("turns one wheel notch into about 30px sideways", () => {
    expect(wheelScroll(120)).toBe(30);
    expect(wheelScroll(-120)).toBe(-30);
  });

  it("reads saved tabs back with the Dashboard first, and anything odd as a fresh start", () => {
    expect(parseTabs([products, { path: "/", query: "" }, edit1])).toEqual([home, products, edit1]);
    expect(parseTabs("nonsense")).toEqual([home]);
    expect(parseTabs([{ path: "http://evil", query: "" }, { path: 3 }])).toEqual([home]);
  });
});
