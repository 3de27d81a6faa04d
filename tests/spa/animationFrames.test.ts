import { describe, expect, it, vi } from "vitest";

const nextFrameWithin = (ms: number) =>
  new Promise<boolean>((resolve) => {
    window.requestAnimationFrame(() => resolve(true));
    setTimeout(() => resolve(false), ms);
  });

describe("animation frames in the SPA tests", () => {
  it("keep running after a test's fake clock is gone (antd's motions end in later files)", async () => {
    vi.useFakeTimers({ toFake: ["setInterval", "clearInterval", "Date"] });
    window.requestAnimationFrame(() => undefined);
    vi.useRealTimers();
    expect(await nextFrameWithin(500)).toBe(true);
  });
});
