import { describe, expect, it } from "vitest";
import { crumbsOf } from "../../../src/layout/PageBreadcrumb";
import { pageTitle, refreshedPathOf, shellPageOf } from "../../../src/layout/shellPages";
import { resources } from "../../../src/resources";

// Keys stand for their texts: the rules, not the wording, are under test.
const t = (key: string) => key;

describe("the shell's view of a path", () => {
  it("knows a record page: its title, record, group, list and cache rule", () => {
    expect(shellPageOf("/products/edit/42", resources)).toEqual({
      path: "/products/edit/42",
      titleKey: "products.titles.edit",
      recordId: "42",
      resource: { name: "products", action: "edit", group: "shop", listPath: "/products/list" },
      noCache: false,
    });
  });

  it("never caches the dashboard, and knows the account pages", () => {
    expect(shellPageOf("/", resources)?.noCache).toBe(true);
    expect(shellPageOf("/Change-Password/index", resources)).toEqual({
      path: "/Change-Password/index",
      titleKey: "account.changePassword.title",
      noCache: false,
    });
    expect(shellPageOf("/no/such/page", resources)).toBeUndefined();
  });

  it("reads the page behind /redirect (a refresh)", () => {
    expect(shellPageOf("/redirect/products/list", resources)).toBeUndefined();
    expect(refreshedPathOf("/redirect/products/list")).toBe("/products/list");
    expect(refreshedPathOf("/redirect/")).toBe("/");
    expect(refreshedPathOf("/products/list")).toBeNull();
  });

  it("titles a record page with the name it gave, else a short id", () => {
    const page = shellPageOf("/products/view/3f9a2c1e-0000-4000-8000-000000000001", resources);
    if (!page) throw new Error("no page");
    expect(pageTitle(page, t)).toBe("products.titles.show - 3f9a2c1e…");
    expect(pageTitle(page, t, "P-40")).toBe("products.titles.show - P-40");
  });

  it("builds the breadcrumb Dashboard › group › list › page, links all but the last", () => {
    expect(crumbsOf(shellPageOf("/products/edit/42", resources), t)).toEqual([
      { title: "dashboard.dashboard", to: "/" },
      { title: "shop.shop" },
      { title: "products.products", to: "/products/list" },
      { title: "products.titles.edit - 42" },
    ]);
    expect(crumbsOf(shellPageOf("/products/list", resources), t)).toEqual([
      { title: "dashboard.dashboard", to: "/" },
      { title: "shop.shop" },
      { title: "products.products", to: undefined },
    ]);
    expect(crumbsOf(shellPageOf("/", resources), t)).toEqual([{ title: "dashboard.dashboard" }]);
    expect(crumbsOf(shellPageOf("/Change-Password/index", resources), t)).toEqual([
      { title: "dashboard.dashboard", to: "/" },
      { title: "account.changePassword.title" },
    ]);
  });
});
