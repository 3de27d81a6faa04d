import { afterEach, describe, expect, it } from "vitest";
import { ignoresShortcuts } from "../../../src/shortcuts/ignore";

/** A key pressed with the focus on a button inside a dialog shown or not. */
const pressInDialog = (shown: boolean) => {
  const dialog = document.createElement("div");
  dialog.setAttribute("role", "dialog");
  // jsdom renders nothing: the browser's answer is given here.
  Object.assign(dialog, { checkVisibility: () => shown });
  const button = document.createElement("button");
  dialog.append(button);
  document.body.append(dialog);
  const event = new KeyboardEvent("keydown", { key: "g", bubbles: true });
  button.dispatchEvent(event);
  return ignoresShortcuts(event);
};

describe("keys pressed with the focus in a dialog", () => {
  afterEach(() => document.body.replaceChildren());

  it("belong to the dialog while it is on screen", () => {
    expect(pressInDialog(true)).toBe(true);
  });

  it("are shortcuts again once it is hidden, though the focus was left in it", () => {
    expect(pressInDialog(false)).toBe(false);
  });
});
