import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { useAfterFirstPaint } from "../../../src/layout/afterNextPaint";

function Chrome() {
  return useAfterFirstPaint() ? <nav aria-label="menu" /> : null;
}

describe("what the first frame can do without", () => {
  it("is left out of the first render and comes once that frame is painted", async () => {
    render(<Chrome />);
    expect(screen.queryByRole("navigation", { name: "menu" })).toBeNull();
    expect(await screen.findByRole("navigation", { name: "menu" })).toBeTruthy();
  });
});
