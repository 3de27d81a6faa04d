import { describe, expect, it } from "vitest";
import { USER_TYPE } from "../../domain/userTypes";
import { endpoints, resourceRoutes, resources } from "../../src/resources";
import { isOpenTo } from "../../src/resources/definition";

describe("resource registry", () => {
  it("gives Refine each resource with its paths and the user types that may see it", () => {
    const dashboard = resources.find(({ name }) => name === "dashboard");
    expect(dashboard).toMatchObject({
      name: "dashboard",
      list: "/",
      // The dashboard is where an unlinked seller connects the payment account: it stays open.
      meta: { userTypes: [1, 2, 5], openWithoutPaymentAccount: true },
    });
    expect(dashboard?.meta?.label).toBeUndefined();
    // The own profile waits for the payment account like every other section.
    expect(resources.find(({ name }) => name === "profile")).toMatchObject({
      list: "/profile/index",
      meta: { userTypes: [1, 2, 5], openWithoutPaymentAccount: false },
    });
  });

  it("turns every page of every resource into one route", () => {
    const paths = resourceRoutes.map(({ path }) => path);
    expect(paths).toEqual(
      expect.arrayContaining(["/", "/profile/index", "/orders/view-order/:id"]),
    );
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("builds the endpoint map only from resources that talk to the API", () => {
    expect(endpoints).not.toHaveProperty("dashboard");
    expect(endpoints).not.toHaveProperty("profile");
    expect(endpoints.orders).toEqual({ list: "/orders", one: "/order/:id" });
  });

  it("files the catalogue under the shop group, open to the user types docs/access.md names", () => {
    const entry = (name: string) => resources.find((resource) => resource.name === name)?.meta;
    expect(entry("categories")).toMatchObject({ parent: "shop", userTypes: [1, 2] });
    expect(entry("products")).toMatchObject({ parent: "shop", userTypes: [1, 2, 5] });
    expect(entry("properties")).toMatchObject({ parent: "shop", userTypes: [1, 2] });
    expect(entry("coupons")).toMatchObject({ parent: "shop", userTypes: [1, 2, 5] });
  });

  it("opens a menu entry only to the user types it lists", () => {
    const meta = { userTypes: [USER_TYPE.administrator, USER_TYPE.operator] };
    expect(isOpenTo(meta, USER_TYPE.operator)).toBe(true);
    expect(isOpenTo(meta, USER_TYPE.seller)).toBe(false);
    expect(isOpenTo({}, USER_TYPE.administrator)).toBe(false);
  });
});
