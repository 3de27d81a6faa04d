import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import fp from "fastify-plugin";
import i18next, { type TFunction } from "i18next";
import {
  DEFAULT_LANGUAGE,
  LANGUAGES,
  type Language,
  pickLanguage,
} from "../../domain/languages.ts";
import { REPO_ROOT } from "../paths.ts";

/** The namespaces the server speaks; the SPA shares the same files, so words match the screen. */
const NAMESPACES = [
  "errors",
  "validation",
  "auth",
  "statuses",
  "lists",
  "catalogue",
  "intake",
  "common",
  "users",
  "shops",
  "shopWork",
  "rentWork",
  "rentModels",
  "events",
  "deletionRequests",
  "logs",
  "webhooks",
  "queue",
  "payments",
  "customers",
  "notifications",
  "changesets",
  "imports",
] as const;

export type Translate = (key: string, vars?: Record<string, string | number>) => string;

declare module "fastify" {
  interface FastifyRequest {
    language: Language;
    /** Localised text for the caller's Accept-Language, e.g. t("errors:tokenMissing"). */
    t: Translate;
  }
  interface FastifyInstance {
    translate(language: Language, key: string, vars?: Record<string, string | number>): string;
    hasTranslation(key: string): boolean;
  }
}

const LOCALES_DIR = new URL("locales/", REPO_ROOT);

const readNamespace = (language: Language, namespace: string): Record<string, unknown> =>
  JSON.parse(
    readFileSync(fileURLToPath(new URL(`${language}/${namespace}.json`, LOCALES_DIR)), "utf8"),
  );

/** Loaded once at start: every message lookup afterwards is in memory and synchronous. */
const createTranslator = () => {
  const instance = i18next.createInstance();
  void instance.init({
    initAsync: false,
    lng: DEFAULT_LANGUAGE,
    fallbackLng: DEFAULT_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    ns: [...NAMESPACES],
    defaultNS: "errors",
    // Messages travel as JSON, never as HTML: the SPA escapes when it renders.
    interpolation: { escapeValue: false },
    resources: Object.fromEntries(
      LANGUAGES.map((language) => [
        language,
        Object.fromEntries(NAMESPACES.map((ns) => [ns, readNamespace(language, ns)])),
      ]),
    ),
  });
  return instance;
};

export const i18nPlugin = fp(
  async (app) => {
    const instance = createTranslator();
    const fixed: Record<Language, TFunction> = {
      it: instance.getFixedT("it"),
      en: instance.getFixedT("en"),
    };
    const translate = (language: Language, key: string, vars?: Record<string, string | number>) =>
      fixed[language](key, vars ?? {});

    app.decorate("translate", translate);
    app.decorate("hasTranslation", (key: string) => instance.exists(key));
    app.decorateRequest("language", DEFAULT_LANGUAGE);
    app.decorateRequest(
      "t",
      function (this: { language: Language }, key: string, vars?: Record<string, string | number>) {
        return translate(this.language, key, vars);
      },
    );
    app.addHook("onRequest", async (request) => {
      request.language = pickLanguage(request.headers["accept-language"]);
    });
  },
  { name: "i18n" },
);
