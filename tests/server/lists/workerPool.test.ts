import fc from "fast-check";
import { afterAll, describe, expect, it } from "vitest";
import { csvText } from "../../../server/lists/csv.ts";
import { csvBytes } from "../../../server/lists/csvWorkers.ts";
import type { CellFormat, CellValue } from "../../../server/lists/format.ts";
import { workerPool } from "../../../server/lists/workerPool.ts";

// A worker that echoes its task, answers "fail" with an error and dies on "die".
const ECHO = new URL(
  `data:text/javascript,${encodeURIComponent(`
    import { parentPort } from "node:worker_threads";
    parentPort.on("message", ({ id, task }) => {
      if (task === "die") process.exit(3);
      if (task === "fail") parentPort.postMessage({ id, error: "failed on purpose" });
      else parentPort.postMessage({ id, answer: task });
    });`)}`,
);

describe("worker pool", () => {
  const pool = workerPool<unknown, unknown>({ url: ECHO, size: 2, idleMs: 1000 });
  afterAll(() => pool.stop());

  it("answers each task, a failed task alone rejecting", async () => {
    const answers = await Promise.allSettled([pool.run(1), pool.run("fail"), pool.run(3)]);
    expect(answers.map((answer) => answer.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect(answers[0]).toMatchObject({ value: 1 });
    expect(answers[1]).toMatchObject({ reason: new Error("failed on purpose") });
  });

  it("rejects a task it cannot hand to a thread, and goes on", async () => {
    await expect(pool.run(() => 1)).rejects.toThrow();
    await expect(pool.run("next")).resolves.toBe("next");
  });

  it("rejects the tasks of a thread that dies, and starts another for the next task", async () => {
    await expect(pool.run("die")).rejects.toThrow(/exited/);
    await expect(pool.run("after")).resolves.toBe("after");
  });

  it("answers a task that comes while its idle threads are stopping", async () => {
    await pool.run("warm");
    const stopping = pool.stop();
    await expect(pool.run("during the stop")).resolves.toBe("during the stop");
    await stopping;
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
