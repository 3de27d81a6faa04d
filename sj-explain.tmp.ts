import { drizzle } from "drizzle-orm/node-postgres";
import pg from "pg";
import * as schema from "./server/db/schema.ts";
import { orderList } from "./server/orders/list.ts";
import { orderRequestList } from "./server/orderRequests/list.ts";
const pool = new pg.Pool({ connectionString: "postgres://postgres@127.0.0.1:5432/sortjoin_exp" });
const statements: { sql: string; params: unknown[] }[] = [];
const db = drizzle({ client: pool, schema, logger: { logQuery: (sql, params) => statements.push({ sql, params }) } });
const context = { db, user: { id: "00000000-0000-4000-8000-000000000000", type: 1 }, language: "en", now: new Date() } as never;
const explain = process.argv.includes("--explain");
for (const [name, list] of [["orders", orderList]] as const) {
  for (const sort of (process.env.SORTS ?? "product").split(",")) {
    for (const offset of (process.env.OFFSETS ?? "0").split(",").map(Number)) {
      const values = list.query.parse({ sort, offset: String(offset), limit: "10" });
      await list.page(values, context);
      const times: number[] = [];
      for (let i = 0; i < 5; i += 1) {
        statements.length = 0;
        const started = performance.now();
        await list.page(values, context);
        times.push(performance.now() - started);
      }
      times.sort((a, b) => a - b);
      console.log(`${name} sort=${sort} offset=${offset}: median ${times[2]?.toFixed(1)} ms, min ${times[0]?.toFixed(1)} ms`);
      if (explain) for (const s of statements.slice(0, 2)) {
        const { rows } = await pool.query(`explain (analyze, costs off, timing on, summary on) ${s.sql}`, s.params);
        console.log(rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
    }
  }
}
await pool.end();
