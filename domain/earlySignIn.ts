import type { Language } from "./languages.ts";

/**
 * The sign-in page as plain HTML, shown before the app's script has loaded (issue 13: the form
 * visible in a fraction of the time the script takes). The build writes one page per language;
 * the server answers it for /login; the SPA takes over the typed values and removes it.
 */
export const EARLY_SIGN_IN = {
  /** The element the build inserts and the SPA removes once its own sign-in page is on screen. */
  elementId: "early-sign-in",
  /** The form's `data-*` flag the page's script sets when "Sign in" was pressed before the app. */
  submittedFlag: "submitted",
  /**
   * The form's `data-*` flag while "Sign in" is held down (pointer or Space): a press begun on the
   * plain page and released once the app is there still signs in.
   */
  pressedFlag: "pressed",
  /**
   * The page element's `data-*` flag once a language was chosen there: the page reloads in that
   * language, and the app must not take over the page that is going (what was typed in it would
   * be lost with it).
   */
  leavingFlag: "leaving",
  /** The file, in the build's output, of the page in `language`. */
  pageFile: (language: Language) => `login.${language}.html`,
} as const;
