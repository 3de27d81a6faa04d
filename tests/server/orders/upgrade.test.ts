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
  "upgrading a database from before the shop work",
  () => {
    const earlier = migrationsUpTo("0003_shops");
    afterAll(() => rmSync(earlier, { recursive: true, force: true }));

    it("gives every order request its product's price, a first version and Italian mails", async () => {
      const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
      const db = drizzle({ client });
      await migrate(db, { migrationsFolder: earlier });
      await client.exec(`
      insert into categories (id, name_en, name_it, icon, image)
        values ('00000000-0000-4000-8000-000000000001', 'Bags', 'Borse', 'i.png', 'c.png');
      insert into products (id, name_en, name_it, description_en, description_it, category_id, subcategory_id, price_cents, quantity)
        values ('00000000-0000-4000-8000-000000000002', 'Tote', 'Borsa', 'd', 'd',
          '00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001', 189900, 3);
      insert into order_requests (customer_name, customer_email, product_id, quantity)
        values ('Anna Neri', 'anna@example.it', '00000000-0000-4000-8000-000000000002', 2);
    `);

      await migrate(db, { migrationsFolder: MIGRATIONS });

      const { rows } = await client.query(
        "select unit_price_cents::int as price, version, customer_language as language from order_requests",
      );
      expect(rows).toEqual([{ price: 189_900, version: 1, language: "it" }]);
      // Stock (0020): the product's ledger opens with the pieces it had, so it adds up.
      const stock = await client.query(
        "select p.quantity, p.held, sum(m.pieces)::int as pieces, min(m.note) as note from products p join stock_movements m on m.product_id = p.id group by p.id",
      );
      expect(stock.rows).toEqual([{ quantity: 3, held: 0, pieces: 3, note: "opening stock" }]);
      await client.close();
    });
  },
);
