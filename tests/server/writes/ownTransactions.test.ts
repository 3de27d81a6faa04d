// Every write's transaction is its unit of work's (server/writes/unitOfWork.ts): a module that
// opened its own would write without the unit's announcements and mails, and the guard would
// only catch it inside a route. The outbox's delivery and the demo seed are no route's writes.
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const SERVER = fileURLToPath(new URL("../../../server/", import.meta.url));

const OWN_TRANSACTIONS_ALLOWED = ["writes/", "outbox/delivery.ts", "seed/"];

const sourcesOf = (directory: string): string[] =>
  readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return entry.name.endsWith(".ts") ? [path] : [];
  });

describe("transactions", () => {
  it("are opened only by the unit of work (and the outbox's delivery and the seed)", () => {
    const opening = sourcesOf(SERVER)
      .map((path) => relative(SERVER, path))
      .filter((path) => !OWN_TRANSACTIONS_ALLOWED.some((allowed) => path.startsWith(allowed)))
      .filter((path) => /\.transaction\(/.test(readFileSync(join(SERVER, path), "utf8")));
    expect(opening).toEqual([]);
  });
});
