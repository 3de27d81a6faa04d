export const LANGUAGES = ["it", "en"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "it";

/** The cookie that keeps the chosen UI language (the SPA sets it, the server reads it for /login). */
export const LANGUAGE_COOKIE = "language";

export const isLanguage = (value: unknown): value is Language =>
  LANGUAGES.includes(value as Language);

/** The language a value names (the cookie's, a stored one), else the default. */
export const languageOr = (value: unknown): Language =>
  isLanguage(value) ? value : DEFAULT_LANGUAGE;

/** Picks the first supported language of an Accept-Language header, else the default. */
export const pickLanguage = (acceptLanguage: string | undefined | null): Language => {
  for (const part of (acceptLanguage ?? "").split(",")) {
    const primary = part.split(";")[0]?.trim().slice(0, 2).toLowerCase();
    if (isLanguage(primary)) return primary;
  }
  return DEFAULT_LANGUAGE;
};
