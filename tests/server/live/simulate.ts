import { beforeAll, expect, it } from "vitest";
import { LIVE_COUNTERS, type LiveCounter } from "../../../domain/live.ts";
import type { TestServer } from "../harness.ts";
import { spawnNode } from "../spawnNode.ts";
import type { LiveContext } from "./context.ts";
import { get, type LiveWorld, liveWorld } from "./fixtures.ts";

const simulate = (args: string[]) => spawnNode("server/cli/simulate.ts", args, {});

/** Npm run simulate: run against the shared live server (live.test.ts). */
export const simulateTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
  });

  const counts = async () => {
    const entries = await Promise.all(
      (Object.keys(LIVE_COUNTERS) as LiveCounter[]).map(async (counter) => [
        counter,
        (await get(server, LIVE_COUNTERS[counter].countPath, world.admin)).body.data as number,
      ]),
    );
    return Object.fromEntries(entries) as Record<LiveCounter, number>;
  };

  it("--once creates one rent request, event request, order request and order", async () => {
    const before = await counts();
    const run = simulate(["--once", "--url", server.url]);
    expect(await run.exited).toEqual({ code: 0, signal: null });
    const lines = run.output().trim().split("\n");
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatch(/^created rent request #\d+: .+ <.+@.+> — /);
    expect(lines[1]).toMatch(/^created event request #\d+: /);
    expect(lines[2]).toMatch(/^created order request #\d+: /);
    expect(lines[3]).toMatch(/^created confirmed order #\d+: .+ total €/);
    const after = await counts();
    for (const counter of Object.keys(before) as LiveCounter[]) {
      expect(after[counter], counter).toBe(before[counter] + 1);
    }
  });

  it("exits 1 with a clear message when the server cannot be reached", async () => {
    const run = simulate(["--once", "--url", "http://127.0.0.1:1"]);
    expect((await run.exited).code).toBe(1);
    expect(run.output()).toMatch(/Cannot reach the server at http:\/\/127\.0\.0\.1:1/);
  });

  it("keeps creating records until it is stopped, then exits cleanly", async () => {
    const run = simulate(["--url", server.url, "--interval", "0.2"]);
    const deadline = Date.now() + 15_000;
    while ((run.output().match(/^created /gm) ?? []).length < 2 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    run.child.kill("SIGINT");
    expect(await run.exited).toEqual({ code: 0, signal: null });
    expect(run.output()).toMatch(/Stopped after \d+ records\./);
  });
};
