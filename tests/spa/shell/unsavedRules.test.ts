import { describe, expect, it } from "vitest";
import {
  closeAllTabs,
  closeOtherTabs,
  closeTab,
  type Tab,
} from "../../../src/layout/tabs/tabsModel";
import { dirtyAmong, keptWithInput, stillDirty } from "../../../src/layout/unsaved/unsavedRules";

const tabs: Tab[] = [
  { path: "/", query: "", affix: true },
  { path: "/products/create", query: "" },
  { path: "/products", query: "?page=2" },
  { path: "/property/edit/7", query: "" },
];
const dirty = new Set(["/products/create", "/property/edit/7"]);

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

  it("keeps a page that comes to hold input, even a noCache one, and lets a noCache one go once it holds none", () => {
    const kept = ["/products/create", "/products"];
    expect(keptWithInput(kept, { path: "/", holdsInput: true, noCache: true })).toEqual([
      ...kept,
      "/",
    ]);
    expect(keptWithInput(kept, { path: "/products", holdsInput: true, noCache: false })).toBe(kept);
    expect(keptWithInput([...kept, "/"], { path: "/", holdsInput: false, noCache: true })).toEqual(
      kept,
    );
    expect(keptWithInput(kept, { path: "/products", holdsInput: false, noCache: false })).toBe(
      kept,
    );
  });

  it("forgets the pages no longer kept, except the one shown", () => {
    const left = stillDirty(new Set([...dirty, "/report"]), ["/products/create"], "/report");
    expect([...left]).toEqual(["/products/create", "/report"]);
  });
});
