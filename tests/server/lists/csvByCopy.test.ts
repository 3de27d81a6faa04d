import { parse } from "csv-parse/sync";
import { type SQL, sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, expect, it } from "vitest";
import { copyCsv } from "../../../server/db/copyOut.ts";
import { cellSql } from "../../../server/lists/cellSql.ts";
import { csvText } from "../../../server/lists/csv.ts";
import type { CellFormat, CellValue } from "../../../server/lists/format.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";

/** The CSV PostgreSQL writes (server/lists/cellSql.ts, COPY) is the CSV JavaScript writes. */
describeServer("CSV written by PostgreSQL", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ env: { SEED_DEMO: "false" } });
  });
  afterAll(() => server?.close());

  const copied = async (select: SQL) => {
    const chunks: Buffer[] = [];
    for await (const chunk of copyCsv(server.app.db, select)) chunks.push(chunk);
    return Buffer.concat(chunks).toString("utf8");
  };

  /** One row per value, one column per format, the values as SQL literals of their type. */
  const both = async (rows: CellValue[][], types: string[], formats: CellFormat[]) => {
    for (const language of ["en", "it"]) {
      const words = { language, yes: `yes-${language}`, no: `no-${language}` };
      const columns = types.map((_, index) => sql.identifier(`c${index}`));
      const cells = columns.map((column, index) =>
        cellSql(column, formats[index] ?? "text", words),
      );
      const values = sql.join(
        rows.map(
          (row) =>
            sql`(${sql.join(
              row.map((value, index) =>
                value === null
                  ? sql`null::${sql.raw(types[index] ?? "text")}`
                  : sql`${value instanceof Date ? value.toISOString() : value}::${sql.raw(types[index] ?? "text")}`,
              ),
              sql`, `,
            )}, ${rows.indexOf(row)})`,
        ),
        sql`, `,
      );
      const names = sql.join([...columns, sql.identifier("at")], sql`, `);
      const text = await copied(
        sql`select ${sql.join(cells as SQL[], sql`, `)} from (values ${values}) as v(${names}) order by at`,
      );
      expect(text, language).toBe(csvText(rows.flat(), formats, words));
    }
  };

  it("writes money in both languages as the screens do: signs, grouping, cents", async () => {
    const amounts = [
      0, 1, -1, 5, 99, 100, 999_99, 1000_00, 9999_99, 10000_00, 123456_78, -123456_78,
    ];
    const generated = fc.sample(fc.integer({ min: -1e13, max: 1e13 }), { numRuns: 300, seed: 13 });
    await both(
      [...amounts, ...generated, null].map((cents) => [cents]),
      ["bigint"],
      ["money"],
    );
  });

  it("writes days and times in UTC, with the language's months and AM/PM", async () => {
    const instants = fc.sample(
      fc.date({ min: new Date("1990-01-01Z"), max: new Date("2100-12-31Z"), noInvalidDate: true }),
      { numRuns: 300, seed: 13 },
    );
    const edges = ["2026-01-01T00:00:00Z", "2026-06-30T12:00:00Z", "2026-12-31T23:59:59.999Z"];
    await both(
      [...edges.map((at) => new Date(at)), ...instants, null].map((at) => [at, at]),
      ["timestamptz", "timestamptz"],
      ["date", "datetime"],
    );
  });

  it("writes numbers, yes/no and text, quoting what CSV must quote and leaving empties empty", async () => {
    const texts = [
      'say "hi"',
      "a,b",
      "two\nlines",
      "cr\rhere",
      "",
      "Lucía — 1.250 €",
      "\\.",
      "x'y",
    ];
    await both(
      texts.map((text, index) => [index * 37 - 50, index % 3 === 2 ? null : index % 2 === 0, text]),
      ["integer", "boolean", "text"],
      ["number", "boolean", "text"],
    );
    const generated = fc.sample(fc.string({ unit: "grapheme", maxLength: 20 }), {
      numRuns: 300,
      seed: 13,
    });
    // PostgreSQL's text holds no NUL character.
    await both(
      generated.filter((text) => !text.includes("\0")).map((text) => [text]),
      ["text"],
      ["text"],
    );
  });

  it("writes every row of a long select, and a reader that stops early frees its connection", async () => {
    const lines = parse(await copied(sql`select g, 'row ' || g from generate_series(1, 20000) g`));
    expect(lines).toHaveLength(20000);
    expect(lines.at(-1)).toEqual(["20000", "row 20000"]);
    // The embedded database answers at once: only PostgreSQL's COPY can be left half-read.
    const rounds = server.config.databaseUrl ? 12 : 1;
    for (let round = 0; round < rounds; round++) {
      const rows = copyCsv(server.app.db, sql`select g from generate_series(1, 200000) g`);
      expect((await rows.next()).done).toBe(false);
      await rows.return(undefined);
    }
    // More readers than the pool holds connections stopped early: the next COPY still runs.
    expect(await copied(sql`select 'still here'`)).toBe("still here\n");
  });
});
