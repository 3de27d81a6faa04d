import { afterEach, describe, expect, it, vi } from "vitest";
import { readsAtStartSettled, shellWaitsFor } from "../../../src/layout/readsAtStart";

/** A read the test answers (or fails) when it likes. */
const readUnderWay = () => {
  let answer: (value: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const read = new Promise((resolve, reject) => {
    answer = resolve;
    fail = reject;
  });
  return { read, answer, fail };
};

const settledWithin = async (promise: Promise<unknown>, ms: number) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe("the reads a page load starts before the shell renders", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds the shell's first render until they are in, answered or failed", async () => {
    vi.useFakeTimers();
    const rows = readUnderWay();
    const figures = readUnderWay();
    shellWaitsFor(rows.read);
    shellWaitsFor(figures.read);
    const settled = readsAtStartSettled();

    rows.answer({ items: [], total: 0 });
    expect(await settledWithin(settled, 20)).toBe(false);
    figures.fail(new Error("503"));
    expect(await settledWithin(settled, 0)).toBe(true);
  });

  it("holds it no longer than a quarter of a second", async () => {
    vi.useFakeTimers();
    shellWaitsFor(readUnderWay().read);
    const settled = readsAtStartSettled();
    expect(await settledWithin(settled, 240)).toBe(false);
    expect(await settledWithin(settled, 10)).toBe(true);
  });

  it("does not hold it when the page load read nothing", async () => {
    vi.useFakeTimers();
    expect(await settledWithin(readsAtStartSettled(), 0)).toBe(true);
  });
});
