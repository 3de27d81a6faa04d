import { afterEach, describe, expect, it, vi } from "vitest";
import { firstScreenReady } from "../../../src/layout/firstScreen";

/** A need the test meets (or fails) when it likes. */
const needUnderWay = () => {
  let meet: (value: unknown) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const need = new Promise((resolve, reject) => {
    meet = resolve;
    fail = reject;
  });
  return { need, meet, fail };
};

const settledWithin = async (promise: Promise<unknown>, ms: number) => {
  let settled = false;
  void promise.then(() => {
    settled = true;
  });
  await vi.advanceTimersByTimeAsync(ms);
  return settled;
};

describe("the first render of a page load with a session", () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it("waits until what its screen needs is in, met or failed", async () => {
    vi.useFakeTimers();
    const profile = needUnderWay();
    const rows = needUnderWay();
    const ready = firstScreenReady([profile.need, rows.need]);

    profile.meet({ authenticated: true });
    expect(await settledWithin(ready, 20)).toBe(false);
    rows.fail(new Error("503"));
    expect(await settledWithin(ready, 0)).toBe(true);
  });

  it("waits no longer than 300 ms: then the loader shows and each part comes as it can", async () => {
    vi.useFakeTimers();
    const ready = firstScreenReady([needUnderWay().need]);
    expect(await settledWithin(ready, 290)).toBe(false);
    expect(await settledWithin(ready, 10)).toBe(true);
  });

  it("does not wait when nothing is needed", async () => {
    vi.useFakeTimers();
    expect(await settledWithin(firstScreenReady([]), 0)).toBe(true);
  });
});
