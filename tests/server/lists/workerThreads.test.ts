import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { csvText } from "../../../server/lists/csv.ts";
import { csvBytes, workerThreads } from "../../../server/lists/csvWorkers.ts";
import type { CellFormat, CellValue } from "../../../server/lists/format.ts";

const ECHO = new URL("./echoWorker.mjs", import.meta.url);

describe("worker threads", () => {
  const IDLE_MS = 300;
  const threads = workerThreads<unknown, unknown>(ECHO, { size: 2, idleMs: IDLE_MS });
  afterAll(() => threads.destroy());

  it("answers each task, a failed task alone rejecting", async () => {
    const answers = await Promise.allSettled([threads.run(1), threads.run("fail"), threads.run(3)]);
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(answers[0]).toMatchObject({ value: 1 });
    expect(answers[1]).toMatchObject({ reason: new Error("failed on purpose") });
  });

  it("rejects a task it cannot hand to a thread, and goes on", async () => {
    await expect(threads.run(() => 1)).rejects.toThrow();
    await expect(threads.run("next")).resolves.toBe("next");
  });

  it("rejects the task of a thread that dies, and starts another for the next task", async () => {
    await expect(threads.run("die")).rejects.toThrow(/exited/);
    await expect(threads.run("after")).resolves.toBe("after");
  });

  it("runs tasks side by side on at most its size of threads, then stops them when idle", async () => {
    // A pool of its own: the threads the other tests left would stop at times of their own.
    const threads = workerThreads<unknown, unknown>(ECHO, { size: 2, idleMs: IDLE_MS });
    const meeting = new SharedArrayBuffer(4);
    const stopped = new Promise((resolve) => {
      let count = 0;
      threads.on("workerDestroy", () => ++count === 2 && resolve(count));
    });
    // Two tasks meet only when each has a thread of its own at the same time.
    const met = await Promise.all([threads.run({ meeting }), threads.run({ meeting })]);
    const idleSince = performance.now();
    expect(met).toEqual([true, true]);
    await Promise.all([1, 2, 3, 4].map((task) => threads.run(task)));
    expect(threads.threads.length).toBeLessThanOrEqual(2);
    await stopped;
    expect(performance.now() - idleSince).toBeGreaterThanOrEqual(IDLE_MS);
    expect(threads.threads.length).toBe(0);
    await threads.destroy();
  });
});

describe("CSV worker", () => {
  const FORMATS: CellFormat[] = ["text", "number", "money", "date", "datetime", "boolean"];
  const cell: fc.Arbitrary<CellValue> = fc.oneof(
    fc.string({ unit: "binary" }),
    fc.integer({ min: -1e12, max: 1e12 }),
    fc.boolean(),
    fc.date({ noInvalidDate: true }),
    fc.constantFrom(null, undefined, ""),
  );

  it("writes, as UTF-8, the same rows as csvText in this thread, in both languages", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(cell, { minLength: 6, maxLength: 6 }), { maxLength: 20 }),
        fc.constantFrom("en", "it"),
        async (rows, language) => {
          const words = { language, yes: "Yes", no: "No" };
          const cells = rows.flat();
          const bytes = await csvBytes({ cells, formats: FORMATS, words });
          expect(bytes.toString("utf8")).toBe(csvText(cells, FORMATS, words));
        },
      ),
      { numRuns: 200 },
    );
  });
});
