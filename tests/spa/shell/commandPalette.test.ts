import { describe, expect, it } from "vitest";
import { recordPathOf } from "../../../src/commandPalette/recordPaths";

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
