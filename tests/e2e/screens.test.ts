import { describe, expect, it } from "vitest";
import { type Browser, openBrowser } from "./browser.ts";
import { appSignInForm, base, poll, reportFailure, withAppPerFile } from "./session.ts";

withAppPerFile();

type Language = "it" | "en";

/** The words each screen is recognised by, in both languages. */
const words = {
  loginTitle: { it: "Accedi al back-office", en: "Sign in to the back-office" },
  codeMethod: { it: "Codice via email", en: "Code by email" },
  sendCode: { it: "Invia il codice", en: "Send code" },
  codeSent: {
    it: "Il codice è stato inviato via email",
    en: "otp has been sent successfully on email",
  },
  forgotTitle: { it: "Password dimenticata?", en: "Forgot your password?" },
  resetTitle: { it: "Scegli una nuova password", en: "Choose a new password" },
  linkUnusable: { it: "Questo link non è utilizzabile", en: "This link cannot be used" },
  registerTitle: { it: "Crea un account venditore", en: "Create a seller account" },
  continue: { it: "Continua", en: "Continue" },
  signupTitle: { it: "Dicci chi sei", en: "Tell us who you are" },
  verifyNoticeTitle: { it: "Controlla la tua casella", en: "Check your inbox" },
  verifyFailed: {
    it: "Non è stato possibile confermare l'email",
    en: "The email could not be confirmed",
  },
  paymentNotLinked: {
    it: "L'account di pagamento non è collegato",
    en: "The payment account is not connected",
  },
  notFound: { it: "Pagina non trovata", en: "Page not found" },
  denied: { it: "Accesso negato", en: "Access denied" },
  signIn: { it: "Accedi", en: "Sign in" },
  changePassword: { it: "Cambia password", en: "Change password" },
  connectCard: { it: "Collega il tuo account di pagamento", en: "Connect your payment account" },
  password: { it: "Password", en: "Password" },
  confirmPassword: { it: "Conferma password", en: "Confirm password" },
} as const;

/**
 * Every screen of the access issue, signed out and then signed in, in one language at one width:
 * each must show its heading, and with SCREENSHOT_DIR set each is photographed for review.
 */
const tour = async (language: Language, width: number) => {
  const browser: Browser = await openBrowser({
    width,
    height: width < 600 ? 844 : 800,
    locale: language === "it" ? "it-IT" : "en-US",
  });
  const { page, context } = browser;
  const w = (key: keyof typeof words) => words[key][language];
  const shot = (name: string) => browser.screenshot(`${name}-${language}-${width}`);
  const heading = (name: string) =>
    poll(() => page.getByRole("heading", { name, exact: true }).count()).toBe(1);
  try {
    await context.addCookies([{ name: "language", value: language, url: base }]);

    await page.goto(`${base}/login`);
    await heading(w("loginTitle"));
    await shot("login");
    await page.getByRole("button", { name: w("codeMethod") }).click();
    // The code form loads on demand; until then the password form (with its own Email) shows.
    await page.getByRole("button", { name: w("sendCode") }).waitFor();
    await page
      .getByRole("textbox", { name: "Email", exact: true })
      .fill(`tour.${language}.${width}@example.com`);
    await shot("login-code-email");
    await page.getByRole("button", { name: w("sendCode") }).click();
    await poll(() => page.getByText(w("codeSent")).count()).toBe(1);
    await shot("login-code");

    await page.goto(`${base}/forgot-password`);
    await heading(w("forgotTitle"));
    await shot("forgot-password");

    await page.goto(`${base}/password/reset?id=1&token=abc`);
    await heading(w("resetTitle"));
    await shot("reset-password");
    await page.goto(`${base}/password/reset`);
    await poll(() => page.getByText(w("linkUnusable")).count()).toBe(1);
    await shot("reset-password-invalid");

    await page.goto(`${base}/register`);
    await heading(w("registerTitle"));
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("nuovo@example.com");
    await page.getByLabel(w("password"), { exact: true }).fill("Venditore#1");
    await page.getByLabel(w("confirmPassword")).fill("Venditore#2");
    await page.getByRole("button", { name: w("continue") }).click();
    await shot("register");
    await page.getByLabel(w("confirmPassword")).fill("Venditore#1");
    await page.getByRole("button", { name: w("continue") }).click();
    await heading(w("signupTitle"));
    await shot("signup-complete");

    await page.goto(`${base}/verifyemail?email=nuovo%40example.com`);
    await heading(w("verifyNoticeTitle"));
    await shot("verify-email-notice");

    await page.goto(`${base}/account/verify?id=1&email=nuovo%40example.com&token=forged`);
    await poll(() => page.getByText(w("verifyFailed")).count()).toBe(1);
    await shot("account-verify-failed");

    await page.goto(`${base}/stripe/confirm/index`);
    await poll(() => page.getByText(w("paymentNotLinked")).count()).toBe(1);
    await shot("payment-confirm-failed");

    await page.goto(`${base}/nowhere`);
    await heading(w("notFound"));
    await shot("not-found");

    await page.goto(`${base}/401`);
    await heading(w("denied"));
    await shot("access-denied");

    await page.goto(`${base}/login`);
    await appSignInForm(page);
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("seller@example.com");
    await page.getByLabel(w("password"), { exact: true }).fill("Seller#2026");
    await page.getByRole("button", { name: w("signIn"), exact: true }).click();
    await heading(w("connectCard"));
    await shot("dashboard-seller");
    await page
      .getByRole("button", { name: /Giulia|Seller|Venditore/ })
      .first()
      .click();
    await poll(() => page.getByRole("menuitem", { name: w("changePassword") }).count()).toBe(1);
    await shot("user-menu");
    await page.getByRole("menuitem", { name: w("changePassword") }).click();
    await heading(w("changePassword"));
    await shot("change-password");

    expect(browser.pageErrors).toEqual([]);
  } catch (error) {
    // What the screen showed when a step failed, beside the others; the page's trail and the
    // server's last lines, as every other e2e file reports them.
    await browser.screenshot(`failed-${language}-${width}`);
    await reportFailure(`tour ${language} ${width}`, browser);
    throw error;
  } finally {
    await browser.close();
  }
};

describe("every access screen, in both languages and on a phone", () => {
  it("in Italian on a desktop", () => tour("it", 1280));
  it("in English on a desktop", () => tour("en", 1280));
  it("in Italian at 390 px", () => tour("it", 390));
  it("in English at 390 px", () => tour("en", 390));
});
