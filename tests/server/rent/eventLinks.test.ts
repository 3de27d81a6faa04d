import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "../../../server/db/pgliteExtensions.ts";
import { TEST_DATABASE } from "../harness.ts";

const MIGRATIONS = fileURLToPath(new URL("../../../server/db/migrations", import.meta.url));
const EVENTS_MIGRATION = "0006_events";

/** The migrations folder as the version before events shipped it: the journal up to `tag`. */
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

/** The hand-written step of the events migration that links free-text requests to events. */
const linkingStatement = () =>
  readFileSync(join(MIGRATIONS, `${EVENTS_MIGRATION}.sql`), "utf8")
    .split("--> statement-breakpoint")
    .map((statement) => statement.trim())
    .find((statement) => statement.includes('UPDATE "event_requests"'));

const request = (name: string) =>
  `('Anna Neri', 'anna@example.it', '${name.replace(/'/g, "''")}', 2, '2027-02-14')`;

// The SQL is the same on both databases; once, on the embedded one, is enough.
describe.skipIf(TEST_DATABASE !== "pglite")("event requests from before events", () => {
  const earlier = migrationsUpTo("0003_shops");
  afterAll(() => rmSync(earlier, { recursive: true, force: true }));

  it("keep their free text, with no event, when the upgrade finds none of that name", async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: earlier });
    await client.query(
      `insert into event_requests (customer_name, customer_email, event_name, guests, event_date)
       values ${request("Venice Masquerade Ball")}`,
    );

    await migrate(db, { migrationsFolder: MIGRATIONS });

    const { rows } = await client.query("select event_name, event_id from event_requests");
    expect(rows).toEqual([{ event_name: "Venice Masquerade Ball", event_id: null }]);
    await client.close();
  });

  it("link to the event named so in English or Italian, ignoring case, and keep the rest", async () => {
    const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle({ client });
    await migrate(db, { migrationsFolder: MIGRATIONS });
    const { rows: made } = await client.query<{ id: string; name_en: string }>(
      `insert into events (name_en, name_it, description_en, description_it, starts_at, ends_at,
         venue, city, capacity, price_cents)
       values
         ('Opera Gala at La Scala', 'Gran Galà dell''Opera alla Scala', 'd', 'd',
          '2027-01-10T18:00:00Z', '2027-01-10T23:00:00Z', 'Teatro alla Scala', 'Milano', 120, 95000),
         ('Venice Masquerade Ball', 'Ballo in maschera', 'd', 'd',
          '2027-02-14T19:00:00Z', '2027-02-15T02:00:00Z', 'Palazzo Pisani Moretta', 'Venezia', 200, 180000)
       returning id, name_en`,
    );
    const idOf = (name: string) => made.find((event) => event.name_en === name)?.id;
    await client.query(
      `insert into event_requests (customer_name, customer_email, event_name, guests, event_date)
       values ${[
         "opera gala at la scala",
         " Gran Galà dell'Opera alla SCALA ",
         "BALLO IN MASCHERA",
         "Destination wedding in Positano",
       ]
         .map(request)
         .join(", ")}`,
    );

    const statement = linkingStatement();
    expect(statement).toBeDefined();
    await client.exec(statement ?? "");

    const { rows } = await client.query<{ event_name: string; event_id: string | null }>(
      "select event_name, event_id from event_requests order by number",
    );
    expect(rows).toEqual([
      { event_name: "opera gala at la scala", event_id: idOf("Opera Gala at La Scala") },
      { event_name: " Gran Galà dell'Opera alla SCALA ", event_id: idOf("Opera Gala at La Scala") },
      { event_name: "BALLO IN MASCHERA", event_id: idOf("Venice Masquerade Ball") },
      { event_name: "Destination wedding in Positano", event_id: null },
    ]);
    await client.close();
  });
});
