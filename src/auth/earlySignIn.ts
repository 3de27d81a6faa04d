import { EARLY_SIGN_IN } from "../../domain/earlySignIn";

/** What was done on the plain sign-in page (scripts/earlySignIn.ts) before the app took over. */
export type EarlySignIn = {
  email: string;
  password: string;
  /** The field the cursor was in, to put it back there. */
  focused?: "email" | "password";
  /** "Sign in" was pressed: the app's form signs in as soon as it shows. */
  submitted: boolean;
};

const FIELDS = ["email", "password"] as const;

const pageElement = () => document.getElementById(EARLY_SIGN_IN.elementId);

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
  };
};

/** Removes the plain page: the app's own screen is in the same frame, so nothing flashes. */
export const removeEarlySignIn = () => pageElement()?.remove();
