import { PassThrough } from "node:stream";
import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";

describeServer("request logging", () => {
  let server: TestServer;
  let logged = "";
  beforeAll(async () => {
    const stream = new PassThrough();
    stream.on("data", (chunk: Buffer) => {
      logged += chunk.toString();
    });
    server = await startTestServer({ env: { LOG_LEVEL: "debug" }, logStream: stream });
  });
  afterAll(() => server?.close());

  it("never writes a password, a token or a code into a log line", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    await server.api("/user/login", {
      method: "POST",
      body: JSON.stringify({ email: DEMO.admin.email, password: "Wrong#Secret-77" }),
    });
    await server.api("/user/profile", { token });
    await server.api("/user/profile?token=query-token-value&code=654321", { token });
    await server.api("/user/logout", { method: "PUT", token });
    await server.api("/user/profile", { token });

    expect(logged).toContain('"msg":"incoming request"');
    expect(logged).toContain('"authorization":"[Redacted]"');
    for (const secret of [
      DEMO.admin.password,
      "Wrong#Secret-77",
      token,
      token.split(".")[2] ?? token,
      "query-token-value",
      "654321",
    ]) {
      expect(logged).not.toContain(secret);
    }
  });
});
