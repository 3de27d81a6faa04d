import type { TreeMenuItem } from "@refinedev/core";
import { describe, expect, it } from "vitest";
import { ancestorsOf, toMenuItems } from "../../../src/layout/sidebar/menuItems";

const entry = (name: string, children: TreeMenuItem[] = []): TreeMenuItem =>
  ({
    name,
    key: `/${name}`,
    label: name,
    route: children.length > 0 ? undefined : `/${name}/list`,
    children,
    meta: {},
  }) as TreeMenuItem;

const tree = [
  entry("dashboard"),
  entry("shop", [entry("products"), entry("orders")]),
  entry("rent", [entry("rentRequests"), entry("eventRequests")]),
  entry("profile"),
];

const keysOf = (items: ReturnType<typeof toMenuItems>): unknown[] =>
  items.map((item) =>
    item && "children" in item && item.children
      ? { [String(item.key)]: keysOf(item.children) }
      : item?.key,
  );

describe("menu entries (docs/shell.md, 7)", () => {
  it("keeps the registry order and nests group entries", () => {
    const items = toMenuItems(
      tree,
      () => true,
      () => null,
    );
    expect(keysOf(items)).toEqual([
      "/dashboard",
      { "/shop": ["/products", "/orders"] },
      { "/rent": ["/rentRequests", "/eventRequests"] },
      "/profile",
    ]);
  });

  it("leaves out what the user may not open, a group with nothing left, and shows a lone entry in its group's place", () => {
    const sellerSees = new Set(["dashboard", "products", "profile"]);
    const items = toMenuItems(
      tree,
      ({ name }) => sellerSees.has(name),
      () => null,
    );
    expect(keysOf(items)).toEqual(["/dashboard", "/products", "/profile"]);
  });

  it("finds the groups around the active entry, to open them", () => {
    expect(ancestorsOf(tree, "/eventRequests")).toEqual(["/rent"]);
    expect(ancestorsOf(tree, "/profile")).toEqual([]);
  });
});
