import type { I18nProvider } from "@refinedev/core";
import type { Locale } from "antd/es/locale";
import enUS from "antd/es/locale/en_US";
import itIT from "antd/es/locale/it_IT";
import i18next from "i18next";
import Cookies from "js-cookie";
import { useMemo } from "react";
import { initReactI18next, useTranslation } from "react-i18next";
import { isLanguage, LANGUAGE_COOKIE, type Language, languageOr } from "../../domain/languages";

// One file per namespace and language; each language's files load only when it is chosen.
const localeFiles = import.meta.glob<Record<string, unknown>>("/locales/*/*.json", {
  import: "default",
});

const fileOf = (path: string) => {
  const [language = "", file = ""] = path.split("/").slice(-2);
  return { language, namespace: file.replace(/\.json$/, "") };
};

/** Every namespace found in locales/<language>/, e.g. common, auth, dashboard. */
export const namespaces = [...new Set(Object.keys(localeFiles).map((p) => fileOf(p).namespace))];

const DEFAULT_NAMESPACE = "common";

/** The app's one i18next instance, provided to every useTranslation by react-i18next. */
export const i18n = i18next.createInstance().use(initReactI18next);

const antdLocales: Record<Language, Locale> = { it: itIT, en: enUS };

/** antd's own texts (pagination, pickers, empty states) in the given UI language. */
export const antdLocaleOf = (language: string): Locale => antdLocales[languageOr(language)];

const loadLanguage = async (language: Language) => {
  const files = Object.entries(localeFiles).filter(([p]) => fileOf(p).language === language);
  await Promise.all(
    files.map(async ([path, load]) => {
      const { namespace } = fileOf(path);
      if (!i18n.hasResourceBundle(language, namespace)) {
        i18n.addResourceBundle(language, namespace, await load());
      }
    }),
  );
};

let textsLoaded: Promise<void> = Promise.resolve();

/** Settles once initI18n has the texts in: a message written before would show its key. */
export const textsReady = () => textsLoaded;

/** Reads the `language` cookie (default Italian, docs/formats.md) and loads that language only. */
export function initI18n(): Promise<void> {
  textsLoaded = loadTexts();
  return textsLoaded;
}

async function loadTexts(): Promise<void> {
  const language = languageOr(Cookies.get(LANGUAGE_COOKIE));
  await i18n.init({
    lng: language,
    fallbackLng: false,
    ns: namespaces,
    defaultNS: DEFAULT_NAMESPACE,
    partialBundledLanguages: true,
    resources: {},
    interpolation: { escapeValue: false },
  });
  await loadLanguage(language);
  document.documentElement.lang = language;
}

/**
 * Switches the texts without a reload and remembers the choice; antd's locale follows through
 * <App> and dayjs through providers/dates (both listen to the language change).
 */
export async function changeLanguage(language: string): Promise<void> {
  if (!isLanguage(language)) return;
  await loadLanguage(language);
  await i18n.changeLanguage(language);
  document.documentElement.lang = language;
  Cookies.set(LANGUAGE_COOKIE, language, { expires: 365, sameSite: "strict" });
}

/** The active UI language, re-rendering the caller when it changes. */
export const useLanguage = (): string => useTranslation().i18n.language;

/**
 * Refine asks for flat keys (`dashboard.titles.list`, `buttons.save`); the first segment is the
 * namespace when a locales file has that name, otherwise the key lives in `common`.
 * Keys already written as `namespace:key` pass through.
 */
const toNamespaced = (key: string): { ns: string; key: string } => {
  const [head = "", ...rest] = key.split(".");
  if (key.includes(":") || !namespaces.includes(head) || rest.length === 0) {
    return { ns: DEFAULT_NAMESPACE, key };
  }
  return { ns: head, key: rest.join(".") };
};

/**
 * Refine's i18n provider as Refine's i18n guide builds it: over react-i18next's `t`, which is new
 * after each language change, so everything reading Refine's i18n context re-renders in it.
 */
export const useI18nProvider = (): I18nProvider => {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      translate: (key, options, defaultMessage) => {
        // Refine also calls translate(key, defaultMessage).
        const fallback = typeof options === "string" ? options : defaultMessage;
        const values = typeof options === "object" && options !== null ? options : {};
        const target = toNamespaced(key);
        return String(t(target.key, { ...values, ns: target.ns, defaultValue: fallback ?? key }));
      },
      changeLocale: changeLanguage,
      getLocale: () => i18n.language,
    }),
    [t],
  );
};
