import { beforeEach, describe, expect, it, vi } from "vitest";
import type { RecordPresence } from "../../../domain/presence";
import { livePresence } from "../../../src/presence/client";

const { socket, io } = await vi.hoisted(async () => {
  const { fakeSocket } = await import("../fakeSocket");
  const socket = fakeSocket(true);
  return { socket, io: vi.fn(() => socket) };
});
vi.mock("socket.io-client", () => ({ io }));

beforeEach(() => {
  io.mockClear();
  socket.sent.length = 0;
  socket.disconnect.mockClear();
});

/** What was sent, without the acknowledgement callbacks. */
const messages = () =>
  socket.sent.map((message) => message.filter((part) => typeof part !== "function"));
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
/** The socket's code loads with the first subscription: what waited for it is sent then. */
const opened = async () => {
  await vi.waitFor(() => expect(io).toHaveBeenCalled());
  await settle();
};

const ORDER = { resource: "orders", id: "o1" };
const REQUEST = { resource: "rentRequests", id: "r1" };

describe("presence over the live socket", () => {
  it("opens a record once for two screens of it, editing once either types, and leaves after the last", async () => {
    const page = livePresence.open(ORDER);
    const form = livePresence.open(ORDER);
    await opened();
    form.editing();
    form.editing();
    await settle();
    page.leave();
    await settle();
    expect(messages()).toEqual([
      ["presence:join", { ...ORDER, editing: false }],
      ["presence:join", { ...ORDER, editing: true }],
    ]);
    form.leave();
    await settle();
    expect(messages().at(-1)).toEqual(["presence:leave", ORDER]);
    // Nothing followed any more: the socket closes, as at sign-out.
    expect(socket.disconnect).toHaveBeenCalled();
  });

  it("watches rows, hears their presence from the answer and from the server, and says it all again on a new connection", async () => {
    const heard: RecordPresence[] = [];
    const stopListening = livePresence.listen((presence) => heard.push(presence));
    const page = livePresence.open(REQUEST);
    const stopWatching = livePresence.watch([ORDER, REQUEST]);
    await opened();
    const watch = socket.sent.find(([message]) => message === "presence:watch");
    expect(watch?.[1]).toEqual({ records: [ORDER, REQUEST] });
    const answer = watch?.[2] as (found: RecordPresence[]) => void;
    const olga = { id: "u2", name: "Olga Operatrice", editing: false };
    answer([{ ...REQUEST, users: [olga] }]);
    // The answer names only the rows someone is on: the others are heard empty.
    expect(heard).toEqual([
      { ...ORDER, users: [] },
      { ...REQUEST, users: [olga] },
    ]);
    socket.serverSends("presence", { ...ORDER, users: [{ ...olga, editing: true }] });
    expect(heard.at(-1)).toEqual({ ...ORDER, users: [{ ...olga, editing: true }] });

    // The first connection, then a lost one and the next: the server forgot this socket's presence.
    socket.serverSends("connect");
    socket.sent.length = 0;
    socket.serverSends("connect");
    expect(messages()).toEqual([
      ["presence:join", { ...REQUEST, editing: false }],
      ["presence:watch", { records: [ORDER, REQUEST] }],
    ]);

    stopWatching();
    page.leave();
    stopListening();
    await settle();
    expect(messages().slice(-2)).toEqual([
      ["presence:unwatch", { records: [ORDER, REQUEST] }],
      ["presence:leave", REQUEST],
    ]);
  });
});
