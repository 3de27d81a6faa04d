import { rmSync } from "node:fs";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "../../../server/db/pgliteExtensions.ts";
import { TEST_DATABASE } from "../harness.ts";
import { MIGRATIONS, migrationsUpTo } from "../migrations.ts";

// The SQL is the same on both databases; once, on the embedded one, is enough.
describe.skipIf(TEST_DATABASE !== "pglite")(
  "upgrading a database from before the rent work",
  () => {
    const earlier = migrationsUpTo("0006_events");
    afterAll(() => rmSync(earlier, { recursive: true, force: true }));

    it("turns seen requests into inProgress ones, versioned, unassigned, mailed in Italian", async () => {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: earlier });
      await client.exec(`
      insert into rent_requests (customer_name, customer_email, model_name, passengers, cabins,
          guests, start_location, destination, departure_at, return_at, status)
        values
          ('Anna Neri', 'anna@example.it', 'Riva', 4, 2, 4, 'Portofino', 'Capri',
            '2027-07-01T10:00:00Z', '2027-07-08T10:00:00Z', 'seen'),
          ('Marco Blu', 'marco@example.it', 'Riva', 4, 2, 4, 'Portofino', 'Capri',
            '2027-08-01T10:00:00Z', '2027-08-08T10:00:00Z', 'new');
      insert into event_requests (customer_name, customer_email, event_name, guests, event_date, status)
        values ('Anna Neri', 'anna@example.it', 'Gala', 2, '2027-02-14', 'seen');
    `);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const rent = await client.query(
        "select status, version, assignee_id, customer_language from rent_requests order by number",
      );
      expect(rent.rows).toEqual([
        { status: "inProgress", version: 1, assignee_id: null, customer_language: "it" },
        { status: "new", version: 1, assignee_id: null, customer_language: "it" },
      ]);
      const events = await client.query("select status, version from event_requests");
      expect(events.rows).toEqual([{ status: "inProgress", version: 1 }]);
      await client.close();
    });
  },
);
