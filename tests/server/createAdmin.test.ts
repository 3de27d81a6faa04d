import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { CommandError, createAdmin, parseCreateAdminArgs } from "../../server/cli/createAdmin.ts";
import { describeServer, startTestServer, type TestServer, testDatabaseEnv } from "./harness.ts";
import { spawnNode } from "./spawnNode.ts";

describeServer("create-admin command", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: "false" } });
  });
  afterAll(() => server?.close());

  it("parses and checks its arguments", () => {
    expect(parseCreateAdminArgs(["--email", "a@b.co", "--name", "Anna Verdi"])).toEqual({
      email: "a@b.co",
      name: "Anna Verdi",
    });
    expect(() => parseCreateAdminArgs(["--email", "nope", "--name", "Anna Verdi"])).toThrow(
      /--email must be a valid email address/,
    );
    expect(() => parseCreateAdminArgs(["--email", "a@b.co", "--name", "Anna"])).toThrow(
      /--name must be "First Last"/,
    );
    expect(() =>
      parseCreateAdminArgs(["--email", "a@b.co", "--name", "A B", "--password", "short"]),
    ).toThrow(/--password must be at least 8/);
    expect(() => parseCreateAdminArgs(["--mail", "a@b.co"])).toThrow(CommandError);
  });

  it("creates an administrator who can sign in, and refuses the same email again", async () => {
    const created = await createAdmin(server.app.db, {
      email: "Direzione@Example.com",
      name: "Vittoria De Santis",
      password: "Chosen#Password1",
    });
    expect(created.generatedPassword).toBeUndefined();
    const token = await server.login("direzione@example.com", "Chosen#Password1");
    const profile = await (await server.api("/user/profile", { token })).json();
    expect(profile.data).toMatchObject({ fullName: "Vittoria De Santis", userType: 1 });
    await expect(
      createAdmin(server.app.db, { email: "direzione@example.com", name: "Altra Persona" }),
    ).rejects.toThrow("An account with email direzione@example.com already exists");
  });

  it("generates and prints a password once when none is given", async () => {
    const created = await createAdmin(server.app.db, {
      email: "ops@example.com",
      name: "Piero Neri",
    });
    expect(created.generatedPassword?.length).toBeGreaterThanOrEqual(12);
    await expect(
      server.login("ops@example.com", created.generatedPassword ?? ""),
    ).resolves.toBeTruthy();
  });
});

describeServer("create-admin as a process", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "lux-cli-"));
  let database: Awaited<ReturnType<typeof testDatabaseEnv>>;
  beforeAll(async () => {
    database = await testDatabaseEnv(join(dataDir, "data"));
  });
  afterAll(async () => {
    await database.drop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("runs against the configured database and refuses an existing email", async () => {
    const env = { ...database.env, LOG_LEVEL: "silent" };
    const args = ["--email", "first.admin@example.com", "--name", "Prima Amministratrice"];
    const first = spawnNode("server/cli/createAdmin.ts", args, env);
    expect((await first.exited).code).toBe(0);
    expect(first.output()).toMatch(/Administrator first\.admin@example\.com created/);
    expect(first.output()).toMatch(/Password \(shown once/);

    const again = spawnNode("server/cli/createAdmin.ts", args, env);
    expect((await again.exited).code).toBe(1);
    expect(again.output().trim()).toBe(
      "An account with email first.admin@example.com already exists",
    );
  });
});
