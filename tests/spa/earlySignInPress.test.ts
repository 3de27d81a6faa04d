import { afterEach, describe, expect, it, vi } from "vitest";
import { submitOnRelease } from "../../src/auth/earlySignIn";

/** The app's Sign in button, with the label inside it a pointer may be released on. */
const appButton = () => {
  const button = document.createElement("button");
  button.append(document.createElement("span"));
  document.body.append(button);
  return button;
};

const end = (target: EventTarget, event: Event) => target.dispatchEvent(event);
const pointer = (type: string) => new Event(type, { bubbles: true });
const key = (type: string, name: string) => new KeyboardEvent(type, { key: name, bubbles: true });

describe("a press of Sign in begun on the plain page and ended in the app", () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it("signs in once when the pointer is released over the app's button", () => {
    const button = appButton();
    const submit = vi.fn();
    submitOnRelease(button, submit);
    end(button.firstChild as Element, pointer("pointerup"));
    end(button, pointer("pointerup"));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("does nothing when the pointer is released elsewhere or the press is cancelled", () => {
    const button = appButton();
    const submit = vi.fn();
    submitOnRelease(button, submit);
    end(document.body, pointer("pointerup"));
    end(button, pointer("pointerup"));
    submitOnRelease(button, submit);
    end(button, pointer("pointercancel"));
    end(button, pointer("pointerup"));
    expect(submit).not.toHaveBeenCalled();
  });

  it("signs in when Space is let go, whatever other key is let go first", () => {
    const button = appButton();
    const submit = vi.fn();
    submitOnRelease(button, submit);
    end(document.body, key("keyup", "Shift"));
    expect(submit).not.toHaveBeenCalled();
    end(document.body, key("keyup", " "));
    expect(submit).toHaveBeenCalledTimes(1);
  });

  it("does nothing once the app's form is gone", () => {
    const button = appButton();
    const submit = vi.fn();
    submitOnRelease(button, submit);
    button.remove();
    end(document.body, key("keyup", " "));
    expect(submit).not.toHaveBeenCalled();
  });
});
