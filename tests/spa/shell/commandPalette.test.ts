import { describe, expect, it } from "vitest";
import { hitsForTyped, RECORD_RESOURCES } from "../../../src/commandPalette/recordPaths";
import { resources } from "../../../src/resources";

describe("Cmd-K record hits", () => {
  it("open the show page of each kind of record's resource", () => {
    const showPageOf = (kind: keyof typeof RECORD_RESOURCES) =>
      resources.find(({ name }) => name === RECORD_RESOURCES[kind])?.show;
    expect(showPageOf("product")).toBe("/products/view/:id");
    expect(showPageOf("event")).toBe("/events/view/:id");
    expect(showPageOf("order")).toBe("/orders/view-order/:id");
    expect(showPageOf("orderRequest")).toBe("/orders/request/view-order/:id");
    expect(showPageOf("user")).toBe("/user/view/:id");
    expect(showPageOf("shop")).toBe("/shopper/view/:id");
    expect(showPageOf("rentModel")).toBe("/models/view/:id");
    expect(showPageOf("customer")).toBe("/customers/view/:id");
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
