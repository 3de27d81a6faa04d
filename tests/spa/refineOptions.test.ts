import { describe, expect, it } from "vitest";
import { tryAgainUnlessRefused } from "../../src/refineOptions";

describe("reading again after a failed read", () => {
  it("never asks again what the server refused: a missing or malformed record stays so", () => {
    for (const statusCode of [400, 401, 403, 404, 409, 422]) {
      expect(tryAgainUnlessRefused(0, { statusCode })).toBe(false);
    }
  });

  it("tries three more times when no answer came, the server failed, timed out or asked to slow down", () => {
    for (const statusCode of [0, 408, 429, 500, 502, 503]) {
      expect(
        [0, 1, 2, 3].map((failures) => tryAgainUnlessRefused(failures, { statusCode })),
      ).toEqual([true, true, true, false]);
    }
    expect(tryAgainUnlessRefused(0, new Error("offline"))).toBe(true);
  });
});
