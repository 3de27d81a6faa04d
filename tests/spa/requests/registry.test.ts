import { describe, expect, it } from "vitest";
import { endpoints, resources } from "../../../src/resources";

const named = (name: string) => resources.find((resource) => resource.name === name);

describe("the request and order resources", () => {
  it("sit at the seed's paths, in their menu group, for the user types docs/access.md names", () => {
    expect(named("orderRequests")).toMatchObject({
      list: "/orders/request/list",
      show: "/orders/request/view-order/:id",
      meta: { userTypes: [1, 2, 5], parent: "shop" },
    });
    expect(named("orders")).toMatchObject({
      list: "/orders/list",
      show: "/orders/view-order/:id",
      meta: { userTypes: [1, 2, 5], parent: "shop" },
    });
    expect(named("rentRequests")).toMatchObject({
      list: "/requests/index",
      show: "/requests/view/:id",
      meta: { userTypes: [1, 2], parent: "rent" },
    });
    expect(named("eventRequests")).toMatchObject({
      list: "/event-requests/index",
      show: "/event-requests/view/:id",
      meta: { userTypes: [1, 2], parent: "rent" },
    });
  });

  it("keep the registry's order: order requests, orders, rent requests, event requests", () => {
    const order = resources.map(({ name }) => name);
    const mine = ["orderRequests", "orders", "rentRequests", "eventRequests"];
    expect(order.filter((name) => mine.includes(name))).toEqual(mine);
    expect(order.indexOf("orderRequests")).toBeLessThan(order.indexOf("profile"));
  });

  it("read the API's list and record paths", () => {
    expect(endpoints).toMatchObject({
      orderRequests: { list: "/order/request", one: "/order/request/:id" },
      orders: { list: "/orders", one: "/order/:id" },
      rentRequests: { list: "/requests", one: "/request/:id" },
      eventRequests: { list: "/event/requests", one: "/event/request/:id" },
    });
  });
});
