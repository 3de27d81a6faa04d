import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { act, renderHook } from "@testing-library/react";
import dayjs from "dayjs";
import Cookies from "js-cookie";
import { afterEach, describe, expect, it } from "vitest";
import { LANGUAGES } from "../../domain/languages";
import "../../src/providers/dates";
import {
  antdLocaleOf,
  changeLanguage,
  i18n,
  namespaces,
  useI18nProvider,
} from "../../src/providers/i18n";

const localesDir = join(import.meta.dirname, "../../locales");

/** Every leaf key of a JSON tree, dotted: { a: { b: "x" } } → ["a.b"]. */
const keysOf = (tree: object, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "object" && value !== null
      ? keysOf(value, `${prefix}${key}.`)
      : [`${prefix}${key}`],
  );

const keysIn = (language: string) =>
  readdirSync(join(localesDir, language))
    .filter((file) => file.endsWith(".json"))
    .flatMap((file) => {
      const tree = JSON.parse(readFileSync(join(localesDir, language, file), "utf8"));
      return keysOf(tree).map((key) => `${file.replace(/\.json$/, "")}:${key}`);
    })
    .sort();

describe("locales", () => {
  it("has the same namespaces and keys in every language", () => {
    const [first, ...others] = LANGUAGES;
    const reference = keysIn(first);
    expect(reference.length).toBeGreaterThan(0);
    for (const language of others) expect(keysIn(language)).toEqual(reference);
  });

  it("loads every namespace file", () => {
    const files = readdirSync(join(localesDir, "it")).map((file) => file.replace(/\.json$/, ""));
    expect([...namespaces].sort()).toEqual(files.sort());
  });
});

/** Refine's provider as the app builds it, from inside a component. */
const i18nProvider = () => renderHook(() => useI18nProvider()).result.current;

describe("i18nProvider", () => {
  afterEach(async () => {
    await changeLanguage("it");
  });

  it("starts in Italian", () => {
    expect(i18n.language).toBe("it");
    expect(i18nProvider().getLocale()).toBe("it");
  });

  it("reads Refine's flat keys from the namespace named by their first segment, else from common", () => {
    const { translate } = i18nProvider();
    expect(translate("dashboard.titles.list")).toBe("Dashboard");
    expect(translate("dashboard.welcome", { name: "Alessandra" })).toBe("Benvenuto, Alessandra");
    expect(translate("buttons.logout")).toBe("Esci");
    expect(translate("auth:login.submit")).toBe("Accedi");
  });

  it("hands Refine a new provider in the new language when the language changes", async () => {
    const { result } = renderHook(() => useI18nProvider());
    const before = result.current;
    expect(before.translate("buttons.logout")).toBe("Esci");

    await act(() => changeLanguage("en"));

    expect(result.current).not.toBe(before);
    expect(result.current.translate("buttons.logout")).toBe("Logout");
  });

  it("falls back to Refine's default text for a missing key", () => {
    const { translate } = i18nProvider();
    expect(translate("buttons.nonexistent", {}, "Refresh")).toBe("Refresh");
    expect(translate("notifications.nonexistent", "Success")).toBe("Success");
  });

  it("switches texts, dates and antd's locale together and remembers the choice", async () => {
    await changeLanguage("en");

    expect(i18n.language).toBe("en");
    expect(i18nProvider().translate("buttons.logout")).toBe("Logout");
    expect(dayjs.locale()).toBe("en");
    expect(antdLocaleOf(i18n.language).locale).toBe("en");
    expect(Cookies.get("language")).toBe("en");
    expect(document.documentElement.lang).toBe("en");

    await changeLanguage("it");

    expect(dayjs.locale()).toBe("it");
    expect(dayjs("2026-03-01").format("MMMM")).toBe("marzo");
    expect(antdLocaleOf(i18n.language).locale).toBe("it");
    expect(Cookies.get("language")).toBe("it");
  });
});
