import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { API_BASE_PATH, APP_KEY_HEADER, DEFAULT_APP_KEY } from "../../domain/api.ts";
import { freePort, type Spawned, spawnNode } from "../server/spawnNode.ts";

const ACCOUNTS = [
  { email: "admin@example.com", password: "Admin#2026" },
  { email: "operator@example.com", password: "Operator#2026" },
  { email: "seller@example.com", password: "Seller#2026" },
  { email: "seller.linked@example.com", password: "Seller#2026" },
];
/** Sign-ins kept in flight at once while the process is killed. */
const CONCURRENCY = 6;
/**
 * Acknowledged sign-ins to collect before the kill, so the kill lands mid-stream. At most this
 * many plus CONCURRENCY sign-ins are sent, in turn over the accounts: 26 from one address
 * (limit 30 per 5 min), 7 per account (limit 10), which a real process enforces here too, so
 * every answer before the kill is a 200.
 */
const ACKNOWLEDGED_BEFORE_KILL = 20;

describe("durability of acknowledged writes on the embedded database", () => {
  const root = mkdtempSync(join(tmpdir(), "lux-durability-"));
  const staticDir = join(root, "empty-static");
  mkdirSync(staticDir);
  const env = {
    DATA_DIR: join(root, "data"),
    LOG_LEVEL: "silent",
    STATIC_DIR: staticDir,
    HOST: "127.0.0.1",
  };
  let server: Spawned | undefined;

  const start = async () => {
    const port = await freePort();
    server = spawnNode("server/main.ts", [], { ...env, PORT: String(port) });
    await server.ready();
    return `http://127.0.0.1:${port}`;
  };

  afterEach(() => {
    if (server?.child.exitCode === null) server.child.kill("SIGKILL");
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("keeps every session whose sign-in was answered when the process is SIGKILLed", async () => {
    const url = await start();
    const acknowledged: string[] = [];
    let killed = false;
    // The sign-ins to send, the accounts in turn; the workers take them one at a time.
    const sent = ACKNOWLEDGED_BEFORE_KILL + CONCURRENCY;
    const signIns = Array.from({ length: Math.ceil(sent / ACCOUNTS.length) }, () => ACCOUNTS)
      .flat()
      .slice(0, sent)
      .values();
    /** The session token of one sign-in; none when the kill ended it before its answer. */
    const tokenOf = async (account: (typeof ACCOUNTS)[number]) => {
      try {
        const response = await fetch(`${url}${API_BASE_PATH}/user/login`, {
          method: "POST",
          headers: { "content-type": "application/json", [APP_KEY_HEADER]: DEFAULT_APP_KEY },
          body: JSON.stringify(account),
        });
        if (response.status !== 200) throw new Error(`login answered ${response.status}`);
        return ((await response.json()) as { token: string }).token;
      } catch (error) {
        if (killed) return null;
        throw error;
      }
    };

    // A token counts only once its 200 has arrived; once the process is killed, the rest of the
    // sign-ins are not sent.
    const worker = async () => {
      for (const account of signIns) {
        const token = await tokenOf(account);
        if (killed || token === null) return;
        acknowledged.push(token);
        if (acknowledged.length >= ACKNOWLEDGED_BEFORE_KILL) {
          killed = true;
          server?.child.kill("SIGKILL");
        }
      }
    };
    await Promise.all(Array.from({ length: CONCURRENCY }, () => worker()));
    const { signal } = (await server?.exited) ?? { signal: null };
    expect(signal).toBe("SIGKILL");
    expect(acknowledged.length).toBeGreaterThanOrEqual(ACKNOWLEDGED_BEFORE_KILL);

    const restarted = await start();
    const refused: string[] = [];
    for (const token of acknowledged) {
      const response = await fetch(`${restarted}${API_BASE_PATH}/user/profile`, {
        headers: { authorization: `Bearer ${token}`, [APP_KEY_HEADER]: DEFAULT_APP_KEY },
      });
      if (response.status !== 200) refused.push(`${response.status} ${await response.text()}`);
    }
    expect(refused).toEqual([]);
  });
});
