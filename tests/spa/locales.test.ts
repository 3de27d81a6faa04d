import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../../domain/languages";

const ROOT = join(import.meta.dirname, "..", "..");
const LOCALES = join(ROOT, "locales");
const SOURCES = join(ROOT, "src");

type Messages = { [key: string]: string | Messages };

const flatten = (messages: Messages, prefix = ""): Record<string, string> =>
  Object.fromEntries(
    Object.entries(messages).flatMap(([key, value]) =>
      typeof value === "string"
        ? [[`${prefix}${key}`, value]]
        : Object.entries(flatten(value, `${prefix}${key}.`)),
    ),
  );

const namespacesOf = (language: string) =>
  readdirSync(join(LOCALES, language))
    .filter((file) => file.endsWith(".json"))
    .map((file) => file.replace(/\.json$/, ""))
    .sort();

const messagesOf = (language: string, namespace: string) =>
  flatten(JSON.parse(readFileSync(join(LOCALES, language, `${namespace}.json`), "utf8")));

/** The {{placeholders}} of a message, which every translation must keep. */
const placeholders = (message: string) =>
  [...message.matchAll(/{{\s*(\w+)\s*}}/g)].map((m) => m[1]).sort();

describe("every text in both languages", () => {
  const [first = "it", ...others] = LANGUAGES;

  it("has the same namespaces in every language", () => {
    for (const language of others) expect(namespacesOf(language)).toEqual(namespacesOf(first));
  });

  it.each(namespacesOf(first))("%s: same keys, none empty, same placeholders", (namespace) => {
    const reference = messagesOf(first, namespace);
    for (const language of others) {
      const messages = messagesOf(language, namespace);
      const missing = Object.keys(reference).filter((key) => !(key in messages));
      const extra = Object.keys(messages).filter((key) => !(key in reference));
      expect({ language, missing, extra }).toEqual({ language, missing: [], extra: [] });
      for (const [key, message] of Object.entries(messages)) {
        expect(message.trim(), `${language}/${namespace}:${key} is empty`).not.toBe("");
        expect(placeholders(message), `${language}/${namespace}:${key}`).toEqual(
          placeholders(reference[key] ?? ""),
        );
      }
    }
  });
});

/** Props whose string value the user reads (antd's and the DOM's). */
const TEXT_PROPS = new Set([
  "alt",
  "aria-label",
  "cancelText",
  "content",
  "description",
  "emptyText",
  "extra",
  "help",
  "label",
  "message",
  "okText",
  "placeholder",
  "subTitle",
  "title",
  "tooltip",
]);

/**
 * What must stay literal, each with its reason: `file: text`. Keep it short; a text a user reads
 * belongs in locales/.
 */
const ALLOWED = new Set([
  // A record number's house prefix (P-40), the same in every language, like an ISBN's.
  "src/resources/products/list.tsx: P-",
]);

const hasWords = (text: string) => /\p{L}/u.test(text);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? sourceFiles(join(dir, entry.name))
      : entry.name.endsWith(".tsx")
        ? [join(dir, entry.name)]
        : [],
  );

const literalString = (node: ts.Node | undefined): string | undefined => {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalString(node.expression);
  return undefined;
};

/** Literal texts a component shows: JSX text, and text props given a plain string. */
const literalTexts = (file: string): string[] => {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
  );
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim());
    if (ts.isJsxAttribute(node) && TEXT_PROPS.has(node.name.getText(source))) {
      const text = literalString(node.initializer);
      if (text !== undefined && hasWords(text)) found.push(text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found.map((text) => `${relative(ROOT, file)}: ${text}`);
};

describe("no literal text in components", () => {
  it("finds none outside the allow-list", () => {
    const shown = sourceFiles(SOURCES).flatMap(literalTexts);
    expect(shown.filter((text) => !ALLOWED.has(text))).toEqual([]);
  });

  it("notices one (the scanner itself works)", () => {
    const probe = join(import.meta.dirname, "shell", "fixtures", "Literal.tsx");
    expect(literalTexts(probe).map((text) => text.split(": ")[1])).toEqual([
      "Save changes",
      "Your name",
      "Close",
    ]);
  });
});
