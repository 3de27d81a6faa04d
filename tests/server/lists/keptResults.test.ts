// What a list keeps between writes is exact: a read that ran while a write was told is never kept,
// and nothing kept is used while writes may go unheard.
import { EventEmitter } from "node:events";
import { describe, expect, it, vi } from "vitest";
import type { Database } from "../../../server/db/client.ts";
import { watchPoolWrites } from "../../../server/db/committedWrites.ts";
import {
  everythingChanged,
  keepAtMost,
  keptResults,
  tablesChanged,
} from "../../../server/lists/keptResults.ts";

/** A database whose client is watched like a pg Pool, and a query to keep answers of. */
const watchedDatabase = () => {
  const pool = new EventEmitter();
  watchPoolWrites(pool);
  return { client: pool, db: { $client: pool } as unknown as Database };
};
const QUERY = { sql: "select id from orders order by id limit $1", params: [10] };

const answers = (...values: string[]) => {
  let reads = 0;
  return {
    read: async () => values[reads++] ?? "too many reads",
    reads: () => reads,
  };
};

describe("kept list answers", () => {
  it("reads once between writes, again after a write to one of the list's tables", async () => {
    const { client, db } = watchedDatabase();
    const kept = keptResults(["orders", "products"]);
    const source = answers("first", "second");
    expect(await kept.result(db, QUERY, source.read)).toBe("first");
    expect(await kept.result(db, QUERY, source.read)).toBe("first");
    tablesChanged(client, ["sessions"]);
    expect(await kept.result(db, QUERY, source.read)).toBe("first");
    tablesChanged(client, ["products"]);
    expect(await kept.result(db, QUERY, source.read)).toBe("second");
    expect(source.reads()).toBe(2);
  });

  it("never keeps what a read answered when a write was told while it ran", async () => {
    const { client, db } = watchedDatabase();
    const kept = keptResults(["orders"]);
    let finish: (value: string) => void = () => {};
    const slow = kept.result(db, QUERY, () => new Promise<string>((resolve) => (finish = resolve)));
    // The write commits while the read runs: the read may have seen the state before it.
    tablesChanged(client, ["orders"]);
    finish("read before the write");
    expect(await slow).toBe("read before the write");
    const source = answers("read after the write");
    expect(await kept.result(db, QUERY, source.read)).toBe("read after the write");
    expect(await kept.result(db, QUERY, source.read)).toBe("read after the write");
    expect(source.reads()).toBe(1);
  });

  it("shares one read among readers arriving together, but not with a reader after a write", async () => {
    const { client, db } = watchedDatabase();
    const kept = keptResults(["orders"]);
    let reads = 0;
    const finishers: ((value: string) => void)[] = [];
    const slowRead = () => {
      reads += 1;
      return new Promise<string>((resolve) => finishers.push(resolve));
    };
    const together = [kept.result(db, QUERY, slowRead), kept.result(db, QUERY, slowRead)];
    tablesChanged(client, ["orders"]);
    const afterTheWrite = kept.result(db, QUERY, slowRead);
    expect(reads).toBe(2);
    finishers[0]?.("before the write");
    finishers[1]?.("after the write");
    expect(await Promise.all(together)).toEqual(["before the write", "before the write"]);
    expect(await afterTheWrite).toBe("after the write");
  });

  it("keeps answers a moment only while writes may go unheard", async () => {
    const { client, db } = watchedDatabase();
    const kept = keptResults(["orders"]);
    let longest = Number.POSITIVE_INFINITY;
    keepAtMost(client, () => longest);
    const source = answers("kept", "younger than a moment", "back");
    await kept.result(db, QUERY, source.read);
    longest = 0;
    expect(await kept.result(db, QUERY, source.read)).toBe("younger than a moment");
    longest = 60_000;
    expect(await kept.result(db, QUERY, source.read)).toBe("younger than a moment");
    everythingChanged(client);
    expect(await kept.result(db, QUERY, source.read)).toBe("back");
  });

  it("renews an answer past half its life while answering it, and never serves one older", async () => {
    vi.useFakeTimers({ toFake: ["performance"] });
    try {
      const { client, db } = watchedDatabase();
      const kept = keptResults(["orders"]);
      keepAtMost(client, () => 2_000);
      const source = answers("first", "renewed", "fresh");
      expect(await kept.result(db, QUERY, source.read)).toBe("first");
      vi.advanceTimersByTime(1_500);
      expect(await kept.result(db, QUERY, source.read)).toBe("first");
      expect(await kept.result(db, QUERY, source.read)).toBe("renewed");
      vi.advanceTimersByTime(2_500);
      expect(await kept.result(db, QUERY, source.read)).toBe("fresh");
      expect(source.reads()).toBe(3);
    } finally {
      vi.useRealTimers();
    }
  });

  it("keeps nothing of a database whose writes are not watched", async () => {
    const kept = keptResults(["orders"]);
    const db = { $client: new EventEmitter() } as unknown as Database;
    const source = answers("one", "two");
    await kept.result(db, QUERY, source.read);
    expect(await kept.result(db, QUERY, source.read)).toBe("two");
  });
});
