import Cookies from "js-cookie";
import { afterEach, describe, expect, it, vi } from "vitest";
import { liveCounters } from "../../../src/providers/liveCounters";
import { liveProvider } from "../../../src/providers/liveProvider";

afterEach(() => liveCounters.clear());

describe("live counters store", () => {
  it("starts from the cookies, so a reload shows the last numbers at once", () => {
    Cookies.set("orderCount", "7");
    Cookies.set("rentRequestCount", "oops");
    liveCounters.reload();
    expect(liveCounters.get()).toEqual({
      rentRequests: null,
      eventRequests: null,
      orderRequests: null,
      orders: 7,
    });
  });

  it("keeps every new count in its cookie and tells its listeners once", () => {
    const listener = vi.fn();
    const stop = liveCounters.subscribe(listener);
    liveCounters.set("orderRequests", 3);
    liveCounters.set("orderRequests", 3);
    liveCounters.set("eventRequests", -1);
    liveCounters.set("eventRequests", "2");
    expect(listener).toHaveBeenCalledTimes(1);
    expect(Cookies.get("orderRequestCount")).toBe("3");
    expect(Cookies.get("eventRequestCount")).toBeUndefined();
    stop();
    liveCounters.set("orderRequests", 4);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("forgets every number and cookie at sign-out", () => {
    liveCounters.set("rentRequests", 5);
    liveCounters.clear();
    expect(liveCounters.get().rentRequests).toBeNull();
    expect(Cookies.get("rentRequestCount")).toBeUndefined();
  });
});

describe("Refine live provider", () => {
  it("hands an event to the subscribers of its channel and type only, until they unsubscribe", () => {
    const orders = vi.fn();
    const ordersCreated = vi.fn();
    const products = vi.fn();
    const handle = liveProvider.subscribe({
      channel: "resources/orders",
      types: ["*"],
      callback: orders,
    });
    liveProvider.subscribe({
      channel: "resources/orders",
      types: ["deleted"],
      callback: ordersCreated,
    });
    liveProvider.subscribe({ channel: "resources/products", types: ["*"], callback: products });

    const event = { channel: "resources/orders", type: "created", payload: {}, date: new Date() };
    liveProvider.publish(event);
    expect(orders).toHaveBeenCalledWith(event);
    expect(ordersCreated).not.toHaveBeenCalled();
    expect(products).not.toHaveBeenCalled();

    liveProvider.unsubscribe(handle);
    liveProvider.publish(event);
    expect(orders).toHaveBeenCalledTimes(1);
  });
});
