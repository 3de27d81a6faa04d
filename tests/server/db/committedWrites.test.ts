// The one place every write passes (server/db/committedWrites.ts): which tables a pg connection's
// statements wrote, told once committed, never for a rolled-back transaction.
import { EventEmitter } from "node:events";
import { describe, expect, it } from "vitest";
import { onCommittedWrites, watchPoolWrites } from "../../../server/db/committedWrites.ts";

/** A pg Pool that opens one connection whose statements all succeed at once. */
const watchedPool = () => {
  const pool = new EventEmitter();
  watchPoolWrites(pool);
  const told: string[][] = [];
  onCommittedWrites(pool, (tables) => told.push([...tables].sort()));
  const connection = {
    query: (...args: unknown[]) => {
      const last = args.at(-1);
      if (typeof last === "function") {
        setImmediate(() => last(null, { rows: [] }));
        return undefined;
      }
      return Promise.resolve({ rows: [] });
    },
  };
  pool.emit("connect", connection);
  return { connection, told };
};

describe("committed writes", () => {
  it("tells a statement outside a transaction once it is done, in either calling form", async () => {
    const { connection, told } = watchedPool();
    await connection.query('insert into "orders" ("id") values ($1)', ["a"]);
    await connection.query({ text: 'update "order_requests" set "status" = $1', values: ["x"] });
    await new Promise((resolve) => connection.query('delete from "products" where 1', resolve));
    await connection.query('select "id" from "orders" for update skip locked');
    expect(told).toEqual([["orders"], ["order_requests"], ["products"], ["skip"]]);
  });

  it("tells a transaction's tables at COMMIT only, and nothing of a rolled-back one", async () => {
    const { connection, told } = watchedPool();
    await connection.query("begin");
    await connection.query('insert into "orders" ("id") values ($1)', ["a"]);
    await connection.query(
      'with moved as (update "order_requests" set "version" = 2 returning id) select 1',
    );
    await connection.query("savepoint sp1");
    await connection.query("rollback to savepoint sp1");
    expect(told).toEqual([]);
    await connection.query("commit");
    expect(told).toEqual([["order_requests", "orders"]]);

    await connection.query("begin");
    await connection.query('truncate table "orders"');
    await connection.query("rollback");
    await connection.query('select * from "orders"');
    expect(told).toEqual([["order_requests", "orders"]]);
  });
});
