import { describe, expect, it } from "vitest";
import { hitsForTyped, recordPathOf } from "../../../src/commandPalette/recordPaths";

describe("Cmd-K record hits", () => {
  it("open the page that shows each kind of record", () => {
    expect(recordPathOf({ kind: "product", id: "p1" })).toBe("/products/view/p1");
    expect(recordPathOf({ kind: "order", id: "o1" })).toBe("/orders/view-order/o1");
    expect(recordPathOf({ kind: "orderRequest", id: "r1" })).toBe("/orders/request/view-order/r1");
    expect(recordPathOf({ kind: "user", id: "u1" })).toBe("/user/view/u1");
    expect(recordPathOf({ kind: "shop", id: "s/1" })).toBe("/shopper/view/s%2F1");
    expect(recordPathOf({ kind: "rentModel", id: "m1" })).toBe("/models/view/m1");
  });
});

describe("Cmd-K hits while a search is on its way", () => {
  const hits = [
    { title: "P-4 Foulard", subtitle: null },
    { title: "P-40 Borsa Kelly", subtitle: "Hermès" },
    { title: "Mario Rossi", subtitle: "p-400@example.com" },
  ];

  it("shows every hit of the search for what is typed", () => {
    expect(hitsForTyped(hits, "P-4", " p-4 ")).toEqual(hits);
  });

  it("keeps of an earlier search only the hits that hold the text typed since", () => {
    expect(hitsForTyped(hits, "P-4", "P-40").map(({ title }) => title)).toEqual([
      "P-40 Borsa Kelly",
      "Mario Rossi",
    ]);
    expect(hitsForTyped(hits, "P-4", "kelly")).toEqual([hits[1]]);
    expect(hitsForTyped(hits, "P-4", "zz")).toEqual([]);
  });
});
