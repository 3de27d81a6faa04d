import { readFileSync } from "node:fs";
import { join } from "node:path";
import { PUBLIC_PAGE } from "../domain/auth.ts";
import { EARLY_SIGN_IN } from "../domain/earlySignIn.ts";
import { LANGUAGES, type Language } from "../domain/languages.ts";
import { brandFont, palette } from "../src/layout/theme.ts";

export type Texts = Record<string, string>;

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

const valueAt = (tree: unknown, path: string): string => {
  const found = path
    .split(".")
    .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], tree);
  if (typeof found !== "string") throw new Error(`early sign-in: no text at ${path}`);
  return found;
};

/** The texts the page shows, from the same locale files as the SPA (one build, both languages). */
export const textsOf = (root: string, language: Language): Texts => {
  const file = (namespace: string) =>
    JSON.parse(readFileSync(join(root, "locales", language, `${namespace}.json`), "utf8"));
  const [common, auth, account] = ["common", "auth", "account"].map(file);
  return {
    appName: valueAt(common, "appName"),
    languageLabel: valueAt(common, "language.label"),
    ...Object.fromEntries(LANGUAGES.map((code) => [code, valueAt(common, `language.${code}`)])),
    title: valueAt(auth, "login.title"),
    subtitle: valueAt(auth, "login.subtitle"),
    email: valueAt(auth, "login.email"),
    password: valueAt(auth, "login.password"),
    submit: valueAt(auth, "login.submit"),
    methodLabel: valueAt(account, "signIn.method.label"),
    methodPassword: valueAt(account, "signIn.method.password"),
    methodCode: valueAt(account, "signIn.method.code"),
    links: valueAt(account, "signIn.links"),
    forgotPassword: valueAt(account, "signIn.forgotPassword"),
    register: valueAt(account, "signIn.register"),
  };
};

/**
 * The measures of src/auth/PublicPage, SignInMethodSwitch and LoginForm as antd draws them (large
 * inputs and button): the app's page replaces this one without a visible jump.
 */
export const STYLE = `
#${EARLY_SIGN_IN.elementId}{min-height:100vh;display:flex;flex-direction:column;gap:16px;padding:16px;background:radial-gradient(ellipse at top,#2a2112 0%,${palette.black} 60%)}
#${EARLY_SIGN_IN.elementId} header{display:flex;justify-content:flex-end}
#${EARLY_SIGN_IN.elementId} select{height:32px;padding:0 8px;font:inherit;font-size:14px;color:${palette.white};background:${palette.black};border:1px solid ${palette.gold};border-radius:4px;cursor:pointer}
#${EARLY_SIGN_IN.elementId} section{width:100%;max-width:400px;margin:auto;padding:32px clamp(20px,6vw,32px);background:${palette.white};border-top:3px solid ${palette.gold};border-radius:6px;box-shadow:0 24px 60px rgba(0,0,0,.55)}
#${EARLY_SIGN_IN.elementId} .brand{margin:0;color:${palette.goldText};font-family:${brandFont};font-size:13px;letter-spacing:.28em;text-transform:uppercase}
#${EARLY_SIGN_IN.elementId} h1{margin:12px 0 4px;color:rgba(0,0,0,.88);font-family:${brandFont};font-size:28px;font-weight:600;line-height:1.25}
#${EARLY_SIGN_IN.elementId} .subtitle{margin:0 0 24px;color:rgba(0,0,0,.65)}
#${EARLY_SIGN_IN.elementId} fieldset{display:flex;min-inline-size:0;margin:0 0 24px;padding:3px;gap:3px;border:1px solid ${palette.gold};border-radius:6px}
#${EARLY_SIGN_IN.elementId} legend{position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap;border:0}
#${EARLY_SIGN_IN.elementId} fieldset button{flex:1;min-height:36px;padding:4px 8px;font:inherit;cursor:pointer;border:none;border-radius:4px;color:${palette.ink};background:transparent}
#${EARLY_SIGN_IN.elementId} fieldset button[aria-pressed=true]{color:${palette.gold};background:${palette.black};font-weight:600}
#${EARLY_SIGN_IN.elementId} .item{margin-bottom:24px}
#${EARLY_SIGN_IN.elementId} label{display:flex;align-items:center;height:40px;margin-bottom:8px;line-height:22px}
#${EARLY_SIGN_IN.elementId} .field{display:flex;align-items:center;width:100%;height:40px;padding:7px 11px;background:${palette.white};border:1px solid #d9d9d9;border-radius:4px;transition:border-color .2s}
#${EARLY_SIGN_IN.elementId} .field:hover,#${EARLY_SIGN_IN.elementId} .field:focus-within{border-color:${palette.gold}}
#${EARLY_SIGN_IN.elementId} .field:focus-within{box-shadow:0 0 0 2px rgba(255,238,5,.06)}
#${EARLY_SIGN_IN.elementId} input{flex:1;min-width:0;padding:0;font:inherit;font-size:16px;line-height:24px;color:rgba(0,0,0,.88);background:transparent;border:none;outline:none}
#${EARLY_SIGN_IN.elementId} .reveal{display:flex;margin-left:4px;padding:0;color:rgba(0,0,0,.62);background:none;border:none;cursor:pointer}
#${EARLY_SIGN_IN.elementId} button[type=submit]{width:100%;height:40px;margin-top:8px;padding:0 15px;font:inherit;font-size:16px;color:${palette.black};background:${palette.gold};border:1px solid transparent;border-radius:4px;cursor:pointer}
#${EARLY_SIGN_IN.elementId} button[type=submit][aria-busy=true]{opacity:.65;cursor:default}
#${EARLY_SIGN_IN.elementId} nav{display:flex;flex-wrap:wrap;justify-content:space-between;gap:8px;margin-top:20px}
#${EARLY_SIGN_IN.elementId} nav a{color:${palette.goldText}}
`.replace(/\n/g, "");

/** antd's eye-invisible icon, as Input.Password shows it. */
const EYE_INVISIBLE =
  '<svg viewBox="64 64 896 896" width="16" height="16" fill="currentColor" aria-hidden="true" focusable="false"><path d="M942.2 486.2Q889.47 375.11 816.7 305l-50.88 50.88C807.31 395.53 843.45 447.4 874.7 512 791.5 684.2 673.4 766 512 766q-72.67 0-133.87-22.38L323 798.75Q408 838 512 838q288.3 0 430.2-300.3a60.29 60.29 0 000-51.5zm-63.57-320.64L836 122.88a8 8 0 00-11.32 0L715.31 232.2Q624.86 186 512 186q-288.3 0-430.2 300.3a60.3 60.3 0 000 51.5q56.69 119.4 136.5 191.41L112.48 835a8 8 0 000 11.31L155.17 889a8 8 0 0011.31 0l712.15-712.12a8 8 0 000-11.32zM149.3 512C232.6 339.8 350.7 258 512 258c54.54 0 104.13 9.36 149.12 28.39l-70.3 70.3a176 176 0 00-238.13 238.13l-83.42 83.42C223.1 637.49 183.3 582.28 149.3 512zm246.7 0a112.11 112.11 0 01146.2-106.69L401.31 546.2A112 112 0 01396 512z"/><path d="M508 624c-3.46 0-6.87-.16-10.25-.47l-52.82 52.82a176.09 176.09 0 00227.42-227.42l-52.82 52.82c.31 3.38.47 6.79.47 10.25a111.94 111.94 0 01-112 112z"/></svg>';

/**
 * The page's markup. It works before the app does through its script (earlySignInScript.ts): the
 * language switch, the way to the code sign-in, the password's eye, and a press of "Sign in",
 * which the app carries out once it is loaded. POST, so no password ever travels in an address.
 */
export const markup = (language: Language, texts: Texts) => {
  const t = (key: string) => escapeHtml(texts[key] ?? key);
  const options = LANGUAGES.map(
    (code) => `<option value="${code}"${code === language ? " selected" : ""}>${t(code)}</option>`,
  ).join("");
  return `<main id="${EARLY_SIGN_IN.elementId}"><header><select aria-label="${t("languageLabel")}" data-early="language">${options}</select></header><section aria-labelledby="early-sign-in-title"><p class="brand">${t("appName")}</p><h1 id="early-sign-in-title">${t("title")}</h1><div class="subtitle">${t("subtitle")}</div><fieldset><legend>${t("methodLabel")}</legend><button type="button" aria-pressed="true">${t("methodPassword")}</button><button type="button" aria-pressed="false" data-early="code">${t("methodCode")}</button></fieldset><form method="post" action="${PUBLIC_PAGE.login}" novalidate><div class="item"><label for="early-email">${t("email")}</label><div class="field"><input id="early-email" name="email" inputmode="email" autocomplete="username" autofocus></div></div><div class="item"><label for="early-password">${t("password")}</label><div class="field"><input id="early-password" name="password" type="password" autocomplete="current-password"><button type="button" class="reveal" tabindex="-1" aria-hidden="true" data-early="reveal">${EYE_INVISIBLE}</button></div></div><button type="submit">${t("submit")}</button></form><nav aria-label="${t("links")}"><a href="${PUBLIC_PAGE.forgotPassword}">${t("forgotPassword")}</a><a href="${PUBLIC_PAGE.register}">${t("register")}</a></nav></section></main>`;
};
