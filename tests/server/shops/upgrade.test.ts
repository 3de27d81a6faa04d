import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "../../../server/db/pgliteExtensions.ts";
import { TEST_DATABASE } from "../harness.ts";
import { MIGRATIONS, migrationsUpTo } from "../migrations.ts";

// The SQL is the same on both databases; once, on the embedded one, is enough.
describe.skipIf(TEST_DATABASE !== "pglite")("upgrading a database from before shops", () => {
  const earlier = migrationsUpTo("0002_catalogue_and_intake");
  afterAll(() => rmSync(earlier, { recursive: true, force: true }));

  it("opens a shop, named after them, for every seller already there", async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
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
