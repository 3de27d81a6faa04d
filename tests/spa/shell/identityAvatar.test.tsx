import { fireEvent, render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { IdentityAvatar } from "../../../src/layout/IdentityAvatar";

describe("the signed-in user's avatar", () => {
  it("is the first letter of the name when there is no picture", () => {
    const { container } = render(<IdentityAvatar name="marta rossi" picture={null} />);
    expect(container.textContent).toBe("M");
    expect(container.querySelector("img")).toBeNull();
  });

  it("is the picture when there is one, hidden from assistive technology like the letter", () => {
    const { container } = render(<IdentityAvatar name="Marta" picture="/uploads/marta.jpg" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/marta.jpg");
    expect(container.firstElementChild?.getAttribute("aria-hidden")).toBe("true");
    expect(container.textContent).toBe("");
  });

  it("falls back to the letter when the picture fails to load, and tries a new picture again", () => {
    const { container, rerender } = render(<IdentityAvatar name="Marta" picture="/gone.jpg" />);
    fireEvent.error(container.querySelector("img") as HTMLImageElement);
    expect(container.textContent).toBe("M");
    rerender(<IdentityAvatar name="Marta" picture="/uploads/new.jpg" />);
    expect(container.querySelector("img")?.getAttribute("src")).toBe("/uploads/new.jpg");
  });
});
