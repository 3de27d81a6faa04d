import { EARLY_SIGN_IN } from "../../domain/earlySignIn";

/** What was done on the plain sign-in page (scripts/earlySignIn.ts) before the app took over. */
export type EarlySignIn = {
  email: string;
  password: string;
  /** The field the cursor was in, to put it back there. */
  focused?: "email" | "password";
  /** "Sign in" was pressed: the app's form signs in as soon as it shows. */
  submitted: boolean;
  /** "Sign in" is held down: the app's form signs in when it is released over its own button. */
  pressed: boolean;
};

const FIELDS = ["email", "password"] as const;

const pageElement = () => document.getElementById(EARLY_SIGN_IN.elementId);

/**
 * A language was chosen on the plain page: it is reloading in that language, and the app leaves
 * it alone (no render, no takeover) until the new page replaces it.
 */
export const earlySignInLeaving = () =>
  pageElement()?.dataset[EARLY_SIGN_IN.leavingFlag] === "true";

/**
 * The plain page's values while it is on screen, else undefined (the server sends it for /login
 * only, and the app removes it once its own form shows).
 */
export const takeEarlySignIn = (): EarlySignIn | undefined => {
  const form = pageElement()?.querySelector("form");
  if (!form) return undefined;
  const field = (name: string) => form.querySelector<HTMLInputElement>(`input[name=${name}]`);
  const focused = FIELDS.find((name) => field(name) === document.activeElement);
  return {
    email: field("email")?.value ?? "",
    password: field("password")?.value ?? "",
    focused,
    submitted: form.dataset[EARLY_SIGN_IN.submittedFlag] === "true",
    pressed: form.dataset[EARLY_SIGN_IN.pressedFlag] === "true",
  };
};

const PRESS_ENDS = ["pointerup", "pointercancel", "keyup"] as const;

/**
 * Runs `submit` when a press of Sign in begun on the plain page ends as a click would have: the
 * pointer released over the app's own `button`, or Space let go. Released elsewhere or cancelled,
 * it does nothing, as the browser would.
 */
export const submitOnRelease = (button: HTMLElement | null, submit: () => void) => {
  const ended = (event: Event) => {
    if (event instanceof KeyboardEvent && event.key !== " ") return;
    for (const type of PRESS_ENDS) document.removeEventListener(type, ended, true);
    const click =
      event.type === "keyup" ||
      (event.type === "pointerup" && button?.contains(event.target as Node) === true);
    if (click && button?.isConnected) submit();
  };
  for (const type of PRESS_ENDS) document.addEventListener(type, ended, true);
};

/** Removes the plain page: the app's own screen is in the same frame, so nothing flashes. */
export const removeEarlySignIn = () => pageElement()?.remove();
