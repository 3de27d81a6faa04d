import { keys } from "@refinedev/core";
import type { Query } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { staleTimeOf, tryAgainUnlessRefused } from "../../src/refineOptions";

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

describe("how long a read stays fresh", () => {
  const query = (queryKey: unknown[]) => ({ queryKey }) as unknown as Query;

  it("keeps who the user is and what they may open until the app reads them again", () => {
    expect(staleTimeOf(query(keys().auth().action("identity").get()))).toBe(Infinity);
    expect(staleTimeOf(query(keys().auth().action("permissions").get()))).toBe(Infinity);
  });

  it("reads again, when next shown, the session check, access answers and every record", () => {
    expect(staleTimeOf(query(keys().auth().action("check").get()))).toBe(0);
    expect(staleTimeOf(query(keys().access().get()))).toBe(0);
    expect(staleTimeOf(query(["data", "default", "orders", "list"]))).toBe(0);
  });
});
