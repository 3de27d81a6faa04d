import Cookies from "js-cookie";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { liveCounters } from "../../../src/providers/liveCounters";
import { liveProvider } from "../../../src/providers/liveProvider";

const { socket, io } = await vi.hoisted(async () => {
  const { fakeSocket } = await import("../fakeSocket");
  const socket = fakeSocket(false);
  return { socket, io: vi.fn(() => socket) };
});
vi.mock("socket.io-client", () => ({ io }));

beforeEach(() => {
  io.mockClear();
  socket.disconnect.mockClear();
  socket.connect.mockClear();
  socket.sent.length = 0;
  socket.connected = false;
});

/** What was sent, without the acknowledgement callbacks. */
const messages = () =>
  socket.sent.map((message) => message.filter((part) => typeof part !== "function"));

/** The server acknowledges every join sent so far. */
const acknowledgeJoins = () => {
  for (const [message, , acknowledge] of socket.sent)
    if (message === "subscribe" && typeof acknowledge === "function") acknowledge(true);
};
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

  it("drops a count read over HTTP when a pushed reading arrived while it was on its way", () => {
    const overtaken = liveCounters.reading("orders");
    liveCounters.set("orders", 8, 40);
    overtaken(7);
    expect(liveCounters.get().orders).toBe(8);
    liveCounters.reading("orders")(9);
    expect(liveCounters.get().orders).toBe(9);
  });

  it("keeps the newest pushed reading when an older one arrives late", () => {
    liveCounters.set("orders", 6, 20);
    liveCounters.set("orders", 4, 10);
    expect(liveCounters.get().orders).toBe(6);
    liveCounters.set("orders", 7, 30);
    expect(liveCounters.get().orders).toBe(7);
  });

  it("forgets every number and cookie at sign-out", () => {
    liveCounters.set("rentRequests", 5);
    liveCounters.clear();
    expect(liveCounters.get().rentRequests).toBeNull();
    expect(Cookies.get("rentRequestCount")).toBeUndefined();
  });
});

describe("Refine live provider", () => {
  it("hands an event to the subscribers of its channel and type only, until they unsubscribe", async () => {
    const orders = vi.fn();
    const ordersDeleted = vi.fn();
    const products = vi.fn();
    const handles = [
      liveProvider.subscribe({ channel: "resources/orders", types: ["*"], callback: orders }),
      liveProvider.subscribe({
        channel: "resources/orders",
        types: ["deleted"],
        callback: ordersDeleted,
      }),
      liveProvider.subscribe({ channel: "resources/products", types: ["*"], callback: products }),
    ];

    const event = { channel: "resources/orders", type: "created", payload: {}, date: new Date() };
    liveProvider.publish(event);
    expect(orders).toHaveBeenCalledWith(event);
    expect(ordersDeleted).not.toHaveBeenCalled();
    expect(products).not.toHaveBeenCalled();

    liveProvider.unsubscribe(handles[0]);
    liveProvider.publish(event);
    expect(orders).toHaveBeenCalledTimes(1);
    for (const handle of handles) liveProvider.unsubscribe(handle);
    // Nothing is followed any more: the socket opened meanwhile closes, having joined nothing.
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledOnce());
    expect(socket.sent.filter(([message]) => message === "subscribe")).toEqual([]);
  });

  it("joins a channel on the socket with its first subscriber, leaves it after the last, and closes with nothing followed", async () => {
    const first = liveProvider.subscribe({
      channel: "resources/orders",
      types: ["*"],
      callback: vi.fn(),
    });
    const second = liveProvider.subscribe({
      channel: "resources/orders",
      types: ["*"],
      callback: vi.fn(),
    });
    const other = liveProvider.subscribe({
      channel: "resources/shops",
      types: ["*"],
      callback: vi.fn(),
    });
    await vi.waitFor(() => expect(socket.sent).toHaveLength(2));
    expect(io).toHaveBeenCalledOnce();
    expect(messages()).toEqual([
      ["subscribe", "resources/orders"],
      ["subscribe", "resources/shops"],
    ]);

    liveProvider.unsubscribe(first);
    liveProvider.unsubscribe(second);
    await vi.waitFor(() => expect(messages()).toContainEqual(["unsubscribe", "resources/orders"]));
    expect(socket.disconnect).not.toHaveBeenCalled();

    liveProvider.unsubscribe(other);
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledOnce());
  });

  it("publishes what the server pushes on the channel it belongs to", async () => {
    const badges = vi.fn();
    const orders = vi.fn();
    const handles = [
      liveProvider.subscribe({ channel: "counters", types: ["*"], callback: badges }),
      liveProvider.subscribe({ channel: "resources/orders", types: ["*"], callback: orders }),
    ];
    await vi.waitFor(() => expect(socket.handlers.has("recordChanged")).toBe(true));

    socket.serverSends("orderArrived", { count: 3, at: 5 });
    socket.serverSends("recordChanged", {
      channel: "resources/orders",
      type: "updated",
      payload: { ids: ["o1"] },
      date: "2026-11-24T10:00:00.000Z",
    });

    expect(badges).toHaveBeenCalledWith(
      expect.objectContaining({
        channel: "counters",
        type: "orders",
        payload: { count: 3, at: 5 },
      }),
    );
    expect(orders).toHaveBeenCalledWith({
      channel: "resources/orders",
      type: "updated",
      payload: { ids: ["o1"] },
      date: new Date("2026-11-24T10:00:00.000Z"),
    });
    for (const handle of handles) liveProvider.unsubscribe(handle);
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledOnce());
  });

  it("has a page that read before its channel was joined read again once the join is acknowledged", async () => {
    const orders = vi.fn();
    const badges = vi.fn();
    const handles = [
      liveProvider.subscribe({ channel: "resources/orders", types: ["*"], callback: orders }),
      liveProvider.subscribe({ channel: "counters", types: ["*"], callback: badges }),
    ];
    await vi.waitFor(() => expect(messages()).toEqual([["subscribe", "resources/orders"]]));
    socket.connected = true;
    socket.serverSends("connect");
    expect(badges).toHaveBeenCalledWith(expect.objectContaining({ type: "reconnected" }));
    expect(orders).not.toHaveBeenCalled();
    acknowledgeJoins();
    expect(orders).toHaveBeenCalledWith(expect.objectContaining({ type: "reconnected" }));

    // Joined on a connected socket: the page's read comes after the join is on its way.
    const shops = vi.fn();
    handles.push(
      liveProvider.subscribe({ channel: "resources/shops", types: ["*"], callback: shops }),
    );
    await vi.waitFor(() => expect(messages()).toContainEqual(["subscribe", "resources/shops"]));
    acknowledgeJoins();
    expect(shops).not.toHaveBeenCalled();

    // A lost connection: every channel is joined again, and read again once acknowledged.
    socket.sent.length = 0;
    orders.mockClear();
    socket.serverSends("connect");
    expect(messages()).toEqual([
      ["subscribe", "resources/orders"],
      ["subscribe", "resources/shops"],
    ]);
    acknowledgeJoins();
    expect(orders).toHaveBeenCalledWith(expect.objectContaining({ type: "reconnected" }));
    expect(shops).toHaveBeenCalledWith(expect.objectContaining({ type: "reconnected" }));
    for (const handle of handles) liveProvider.unsubscribe(handle);
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledOnce());
  });

  it("asks again, when the server says, after a sign-in refused because the database was away", async () => {
    const handle = liveProvider.subscribe({
      channel: "resources/orders",
      types: ["*"],
      callback: vi.fn(),
    });
    await vi.waitFor(() => expect(io).toHaveBeenCalledOnce());
    vi.useFakeTimers();
    try {
      socket.serverSends("connect_error", new Error("tokenInvalid"));
      socket.serverSends(
        "connect_error",
        Object.assign(new Error("databaseUnavailable"), { data: { retryAfterSeconds: 5 } }),
      );
      vi.advanceTimersByTime(4_999);
      expect(socket.connect).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(socket.connect).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
    liveProvider.unsubscribe(handle);
    await vi.waitFor(() => expect(socket.disconnect).toHaveBeenCalledOnce());
  });
});
