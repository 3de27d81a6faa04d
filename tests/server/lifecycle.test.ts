import { mkdtempSync, rmSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, beforeAll, expect, it } from "vitest";
import { APP_KEY_HEADER } from "../../domain/api.ts";
import {
  APP_KEY,
  DEMO,
  describeServer,
  startTestServer,
  type TestServer,
  testDatabaseEnv,
} from "./harness.ts";
import { freePort, type Spawned, spawnNode } from "./spawnNode.ts";

describeServer("health", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  it("answers publicly with the database kind and uptime", async () => {
    const response = await fetch(`${server.url}/admin/api/health`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "ok",
      data: {
        status: "ok",
        database: process.env.TEST_DATABASE === "postgres" ? "postgres" : "pglite",
        uptimeSeconds: expect.any(Number),
      },
    });
  });

  it("says it is ready, naming the database it just asked", async () => {
    const response = await fetch(`${server.url}/admin/api/health/ready`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: "ready",
      data: { ready: true, dependencies: { database: { state: "up", since: expect.any(String) } } },
    });
  });
});

describeServer("graceful shutdown", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-shutdown-"));
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  beforeAll(async () => {
    database = await testDatabaseEnv(join(dataDir, "data"));
  });
  let server: Spawned | undefined;
  afterEach(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });
  /** server/main.ts in a process of its own, as `npm start` runs it, once it listens. */
  const startServerProcess = async () => {
    const port = await freePort();
    const spawned = spawnNode("server/main.ts", [], {
      ...database.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      LOG_LEVEL: "info",
      STATIC_DIR: join(dataDir, "no-spa"),
    });
    server = spawned;
    await spawned.ready();
    return { port, spawned };
  };
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("finishes the request in flight when SIGTERM arrives, then exits 0", async () => {
    const { port, spawned } = await startServerProcess();

    // A sign-in whose body arrives in two parts: SIGTERM lands between them.
    const body = JSON.stringify(DEMO.admin);
    const socket = connect(port, "127.0.0.1");
    await new Promise((resolve) => socket.once("connect", resolve));
    let answer = "";
    socket.on("data", (chunk: Buffer) => {
      answer += chunk.toString();
    });
    const closed = new Promise((resolve) => socket.once("close", resolve));
    socket.write(
      [
        "POST /admin/api/user/login HTTP/1.1",
        `Host: 127.0.0.1:${port}`,
        "Content-Type: application/json",
        `${APP_KEY_HEADER}: ${APP_KEY}`,
        "Accept-Language: en",
        `Content-Length: ${Buffer.byteLength(body)}`,
        "Connection: close",
        "",
        body.slice(0, 10),
      ].join("\r\n"),
    );
    // The server has the request's head (it logs the request as it arrives) before SIGTERM…
    await spawned.printed('"msg":"incoming request"');
    spawned.child.kill("SIGTERM");
    // …and, shutting down, still waits for the rest of its body.
    await spawned.printed('"reason":"SIGTERM","msg":"shutting down"');
    expect(spawned.child.exitCode).toBeNull();
    socket.write(body.slice(10));
    await closed;

    expect(answer).toMatch(/^HTTP\/1\.1 200 OK/);
    expect(answer).toContain("You are successfully logged in.");
    const { code } = await spawned.exited;
    expect(code).toBe(0);
    expect(spawned.output()).toContain('"reason":"SIGTERM","msg":"shutting down"');
    await expect(fetch(`http://127.0.0.1:${port}/admin/api/health`)).rejects.toThrow();
  });

  it("stops itself, cleanly, when the parent that started it leaves without stopping it", async () => {
    const { port, spawned } = await startServerProcess();
    // What a crashed parent's exit does to the child's end of the channel.
    spawned.child.disconnect();
    const { code } = await spawned.exited;
    expect(code).toBe(0);
    expect(spawned.output()).toContain('"reason":"disconnect","msg":"shutting down"');
    await expect(fetch(`http://127.0.0.1:${port}/admin/api/health`)).rejects.toThrow();
  });
});
