import { describe, expect, it } from "vitest";
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  type Tab,
} from "../../../src/layout/tabs/tabsModel";
import {
  dirtyAmong,
  leavingLosesInput,
  pathnameOf,
  stillDirty,
} from "../../../src/layout/unsaved/unsavedRules";

const tabs: Tab[] = [
  { path: "/", query: "", affix: true },
  { path: "/products/create", query: "" },
  { path: "/products", query: "?page=2" },
  { path: "/property/edit/7", query: "" },
];
const dirty = new Set(["/products/create", "/property/edit/7"]);
const cachedPaths = ["/products/create", "/products", "/property/edit/7"];

describe("unsaved input with a page cache", () => {
  it("asks when a tab's close, Close others or Close all drops a dirty page", () => {
    expect(dirtyAmong(dirty, closeTab(tabs, "/products/create", "/").dropped)).toEqual([
      "/products/create",
    ]);
    expect(dirtyAmong(dirty, closeTab(tabs, "/products", "/products").dropped)).toEqual([]);
    expect(dirtyAmong(dirty, closeOtherTabs(tabs, "/property/edit/7").dropped)).toEqual([
      "/products/create",
    ]);
    expect(dirtyAmong(dirty, closeOtherTabs(tabs, "/products").dropped)).toEqual([...dirty]);
    expect(dirtyAmong(dirty, closeAllTabs(tabs).dropped)).toEqual([...dirty]);
  });

  it("asks on sign-out when any page is dirty, and not when none is", () => {
    expect(dirtyAmong(dirty, "all")).toEqual([...dirty]);
    expect(dirtyAmong(new Set(), "all")).toEqual([]);
  });

  it("lets a navigation leave a cached dirty page without asking", () => {
    for (const to of ["/", "/products", "/property/edit/8"]) {
      expect(leavingLosesInput({ dirty, cachedPaths, from: "/products/create", to })).toBe(false);
    }
  });

  it("asks when a navigation leaves a dirty page the cache does not keep", () => {
    const noCache = { dirty: new Set(["/report"]), cachedPaths, from: "/report" };
    expect(leavingLosesInput({ ...noCache, to: "/products" })).toBe(true);
    expect(leavingLosesInput({ ...noCache, to: "/report" })).toBe(false);
    expect(leavingLosesInput({ ...noCache, dirty: new Set(), to: "/products" })).toBe(false);
  });

  it("forgets the pages no longer kept, except the one shown", () => {
    const left = stillDirty(new Set([...dirty, "/report"]), ["/products/create"], "/report");
    expect([...left]).toEqual(["/products/create", "/report"]);
  });

  it("reads where a navigation goes, without its query", () => {
    expect(pathnameOf({ pathname: "/products", search: "?a=1" }, "/x")).toBe("/products");
    expect(pathnameOf("/products?a=1", "/x")).toBe("/products");
    expect(pathnameOf("edit/2", "/products/")).toBe("/products/edit/2");
    expect(pathnameOf({ search: "?a=1" }, "/report")).toBe("/report");
  });
});
