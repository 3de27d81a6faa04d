import { randomUUID } from "node:crypto";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { typeRoom } from "../../server/plugins/live.ts";
import { DEMO, startTestServer, type TestServer } from "./harness.ts";
import { REDIS_URL, redisUnavailable } from "./redis.ts";
import { connect } from "./socketClient.ts";

describe.skipIf(Boolean(redisUnavailable))("live events across instances (REDIS_URL)", () => {
  let first: TestServer;
  let second: TestServer;
  let socket: Socket | undefined;
  beforeAll(async () => {
    [first, second] = await Promise.all([
      startTestServer({ env: { REDIS_URL } }),
      startTestServer({ env: { REDIS_URL } }),
    ]);
  });
  afterAll(async () => {
    socket?.close();
    await Promise.all([first?.close(), second?.close()]);
  });

  it("delivers an event raised on one instance to a socket connected to another", async () => {
    const token = await second.login(DEMO.operator.email, DEMO.operator.password);
    socket = await connect(second.url, { token });
    // A unique event name: other suites may share this Redis at the same moment.
    const event = `probe-${randomUUID()}`;
    const received = new Promise((resolve) => socket?.once(event, resolve));
    first.app.live.emit(typeRoom(2), event, { count: 7 });
    expect(await received).toEqual({ count: 7 });
  });

  it("refuses to start when Redis cannot be reached, naming the variable", async () => {
    await expect(startTestServer({ env: { REDIS_URL: "redis://127.0.0.1:1" } })).rejects.toThrow(
      /REDIS_URL/,
    );
  });
});
