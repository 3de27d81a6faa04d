import { afterEach, describe, expect, it, vi } from "vitest";
import { readsAhead } from "../../src/readAhead/readsAhead";

const QUERY = ["dashboard", {}] as const;

/** A read the test answers when it wants. */
const held = () => {
  let answer: (value: string) => void = () => undefined;
  const read = vi.fn(() => new Promise<string>((resolve) => (answer = resolve)));
  return { read, answer: (value: string) => answer(value) };
};

describe("readsAhead", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("gives an answered read at once, only once; one still under way is left for take", async () => {
    const reads = readsAhead<string>({ freshMs: 60_000 });
    const { read, answer } = held();
    const started = reads.start(...QUERY, read);
    expect(reads.start(...QUERY, read)).toBe(started);
    expect(read).toHaveBeenCalledTimes(1);

    expect(reads.takeAnswered(...QUERY)).toBeUndefined();
    answer("figures");
    await started;
    expect(reads.takeAnswered(...QUERY)).toEqual({
      answer: "figures",
      startedAt: expect.any(Number),
    });
    expect(reads.takeAnswered(...QUERY)).toBeUndefined();
    expect(reads.take(...QUERY)).toBeUndefined();
  });

  it("keeps a read only as long as it is fresh", async () => {
    const reads = readsAhead<string>({ freshMs: 60_000 });
    await reads.start(...QUERY, async () => "figures");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 60_000);
    expect(reads.takeAnswered(...QUERY)).toBeUndefined();
    expect(reads.take(...QUERY)).toBeUndefined();
  });
});
