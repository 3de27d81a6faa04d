import { act, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { Hints, hint } from "../../../src/layout/hints/Hints";

const showControls = () =>
  render(
    <>
      <Hints />
      <button type="button" aria-label="Vedi: Borsa" {...hint("Vedi")}>
        <span>👁</span>
      </button>
      <button type="button">Salva</button>
    </>,
  );

/** Past the pointer's delay and antd's own opening. */
const settle = () =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(500);
  });

const shownHint = () => document.querySelector(".ant-tooltip:not(.ant-tooltip-hidden)");

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("the controls' hints (one tooltip for the app)", () => {
  it("shows a control's hint under the pointer, from anything inside it, and hides it when it leaves", async () => {
    showControls();
    const show = screen.getByRole("button", { name: "Vedi: Borsa" });

    fireEvent.pointerOver(show.querySelector("span") as Element);
    await settle();
    expect(screen.getByRole("tooltip").textContent).toBe("Vedi");

    fireEvent.pointerOut(show, { relatedTarget: screen.getByRole("button", { name: "Salva" }) });
    await settle();
    expect(shownHint()).toBeNull();
  });

  it("shows nothing for a control without a hint, and hides on Escape and on a click", async () => {
    showControls();
    fireEvent.pointerOver(screen.getByRole("button", { name: "Salva" }));
    await settle();
    expect(screen.queryByRole("tooltip")).toBeNull();

    const show = screen.getByRole("button", { name: "Vedi: Borsa" });
    fireEvent.pointerOver(show);
    await settle();
    expect(screen.getByRole("tooltip").textContent).toBe("Vedi");
    fireEvent.keyDown(document.body, { key: "Escape" });
    await settle();
    expect(shownHint()).toBeNull();

    fireEvent.pointerOver(screen.getByRole("button", { name: "Salva" }));
    fireEvent.pointerOver(show);
    await settle();
    expect(shownHint()).not.toBeNull();
    fireEvent.pointerDown(show);
    await settle();
    expect(shownHint()).toBeNull();
  });
});
