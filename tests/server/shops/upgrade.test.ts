import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { TEST_DATABASE } from "../harness.ts";

const MIGRATIONS = fileURLToPath(new URL("../../../server/db/migrations", import.meta.url));

/** The migrations folder as an earlier version shipped it: the journal up to `tag`. */
const migrationsUpTo = (tag: string) => {
  const folder = mkdtempSync(join(tmpdir(), "lux-upgrade-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
};

// The SQL is the same on both databases; once, on the embedded one, is enough.
describe.skipIf(TEST_DATABASE !== "pglite")("upgrading a database from before shops", () => {
  const earlier = migrationsUpTo("0002_catalogue_and_intake");
  afterAll(() => rmSync(earlier, { recursive: true, force: true }));

  it("opens a shop, named after them, for every seller already there", async () => {
    const client = await PGlite.create();
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: earlier });
    await client.query(
      `insert into users (email, password_hash, first_name, last_name, user_type) values
        ('old.seller@example.it', 'x', 'Anna', 'Neri', 5),
        ('old.staff@example.it', 'x', 'Bruno', 'Bianchi', 2)`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const { rows } = await client.query<{ name: string; email: string; country: string }>(
      "select shops.name, users.email, shops.country from shops join users on users.id = shops.seller_id",
    );
    expect(rows).toEqual([{ name: "Anna Neri", email: "old.seller@example.it", country: "IT" }]);
    await client.close();
  });
});
