// The product's rules live in docs/, each under a heading, and code and pages point at them as
// `docs/<page>.md#<anchor>` (docs/README.md). A rule cited by a number kept outside the repo
// leaves a newcomer nothing to open; a pointer to a renamed heading leaves them at the top of a
// page. Plain files, no server: it runs in both server projects like any other file.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const REPO = fileURLToPath(new URL("../../", import.meta.url));
const DOCS = join(REPO, "docs");

/** Where the repo's own words are: sources, tests, tools, docs and the translations. */
const SCANNED_FOLDERS = ["src", "server", "domain", "docs", "tests", "scripts", "bench", "locales"];
const SCANNED_EXTENSIONS = /\.(ts|tsx|mts|cts|js|mjs|cjs|md|sql|json)$/;
/** Generated, not written: drizzle-kit's schema snapshots, npm's lock file. */
const GENERATED = /^(server\/db\/migrations\/meta\/|package-lock\.json$)/;

/** What runs write, as .gitignore lists it (a file there may come and go while this reads). */
const WRITTEN_BY_RUNS = new Set([
  "node_modules",
  "dist",
  "dist-server",
  "data",
  "coverage",
  "test-results",
]);

const filesUnder = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) {
      const skipped = WRITTEN_BY_RUNS.has(entry.name) || entry.name.startsWith(".");
      return skipped ? [] : filesUnder(path);
    }
    return SCANNED_EXTENSIONS.test(entry.name) ? [path] : [];
  });

const scannedFiles = (): string[] => {
  const rootFiles = readdirSync(REPO).filter(
    (name) => SCANNED_EXTENSIONS.test(name) && statSync(join(REPO, name)).isFile(),
  );
  return [
    ...rootFiles,
    ...SCANNED_FOLDERS.filter((folder) => existsSync(join(REPO, folder))).flatMap((folder) =>
      filesUnder(join(REPO, folder)).map((path) => relative(REPO, path)),
    ),
  ].filter((path) => !GENERATED.test(path));
};

/**
 * The ways a rule used to be cited by something the repo does not hold: a decision's number
 * (`D` and a number below 100, as a word), a section sign, a shell behaviour's number, the spec's own files, a
 * numbered pitfall. A spreadsheet cell in quotes, or a range of cells, is no citation.
 */
const CITATIONS: { name: string; pattern: RegExp }[] = [
  { name: "a decision's number", pattern: /(?<![A-Z]\d*:|["'`])\bD[1-9]\d?\b(?!["'`]|:[A-Z]+\d)/ },
  { name: "a section sign", pattern: /\u00a7/ },
  { name: "a behaviour's number", pattern: /\b[Bb]ehaviou?rs? \d/ },
  { name: "the spec's files", pattern: /decisions\.md|seed-?spec|shell-behaviou?rs|shared\/spec/ },
  { name: "a numbered pitfall", pattern: /\b[Pp]itfalls? \d/ },
];

const citationsIn = (text: string): string[] =>
  CITATIONS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);

/** Lines outside fenced code blocks, with their numbers. */
const proseLines = (markdown: string): { line: string; number: number }[] => {
  let fenced = false;
  return markdown.split("\n").flatMap((line, index) => {
    if (/^\s*(```|~~~)/.test(line)) {
      fenced = !fenced;
      return [];
    }
    return fenced ? [] : [{ line, number: index + 1 }];
  });
};

/** GitHub's anchor for a heading's text (github-slugger): lower case, punctuation dropped. */
const slugOf = (heading: string): string =>
  heading
    .replace(/\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/<[^>]+>/g, "")
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, "")
    .replace(/ /g, "-");

/** A page's anchors: each heading's slug (repeats numbered -1, -2 as GitHub does), and `<a id>`s. */
const anchorsOf = (markdown: string): Set<string> => {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const { line } of proseLines(markdown)) {
    const heading = /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading !== undefined) {
      const slug = slugOf(heading);
      const repeats = seen.get(slug) ?? 0;
      seen.set(slug, repeats + 1);
      anchors.add(repeats === 0 ? slug : `${slug}-${repeats}`);
    }
    for (const [, id = ""] of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(id);
  }
  return anchors;
};

const docsPages = (): string[] =>
  readdirSync(DOCS)
    .filter((name) => name.endsWith(".md"))
    .sort();

const anchorsByPage = (): Map<string, Set<string>> =>
  new Map(docsPages().map((page) => [page, anchorsOf(readFileSync(join(DOCS, page), "utf8"))]));

/** `docs/<page>.md#<anchor>` anywhere, and, inside docs/, a link's `page.md#anchor` or `#anchor`. */
type Pointer = { page: string; anchor: string | undefined };

const pointersIn = (path: string, text: string): Pointer[] => {
  const pointers = [...text.matchAll(/(?<![\w-])docs\/([\w-]+\.md)(?:#([\w-]+))?/g)].map(
    ([, page = "", anchor]) => ({ page, anchor }),
  );
  if (!path.startsWith("docs/")) return pointers;
  const here = path.slice("docs/".length);
  const links = [...text.matchAll(/\]\((?!https?:|\.\.\/)([\w-]+\.md)?(?:#([\w-]+))?\)/g)]
    .filter(([, page, anchor]) => page !== undefined || anchor !== undefined)
    .map(([, page, anchor]) => ({ page: page ?? here, anchor }));
  return [...pointers, ...links];
};

describe("rules in the repo", () => {
  it("are cited by no number the repo does not hold", () => {
    const cited = scannedFiles().flatMap((path) =>
      readFileSync(join(REPO, path), "utf8")
        .split("\n")
        .flatMap((line, index) =>
          citationsIn(line).map((name) => `${path}:${index + 1} ${name}: ${line.trim()}`),
        ),
    );
    expect(cited).toEqual([]);
  });

  it("are pointed at by pages and headings that exist", () => {
    const anchors = anchorsByPage();
    const broken = scannedFiles().flatMap((path) =>
      pointersIn(path, readFileSync(join(REPO, path), "utf8"))
        .filter(({ page, anchor }) => {
          const pageAnchors = anchors.get(page);
          return !pageAnchors || (anchor !== undefined && !pageAnchors.has(anchor));
        })
        .map(({ page, anchor }) => `${path}: docs/${page}${anchor ? `#${anchor}` : ""}`),
    );
    expect([...new Set(broken)]).toEqual([]);
  });

  it("are all listed in docs/README.md's index", () => {
    const index = readFileSync(join(DOCS, "README.md"), "utf8");
    const listed = new Set([...index.matchAll(/\]\(([\w-]+\.md)\)/g)].map(([, page]) => page));
    const unlisted = docsPages().filter((page) => page !== "README.md" && !listed.has(page));
    expect(unlisted).toEqual([]);
  });
});

describe("the guard's patterns", () => {
  const decision = (number: number) => `D${number}`;

  it("catch each way a rule was cited by number", () => {
    for (const citation of [
      `the hold (${decision(18)}): its words`,
      `decisions ${decision(15)}.`,
      `${decision(12)}, ${decision(18)}`,
      `Seed \u00a76: every user`,
      `(shell behaviour ${24})`,
      `Behavior ${11}`,
      ["decisions", "md"].join("."),
      ["seed", "spec.md"].join("-"),
      ["shell", "behaviors.md"].join("-"),
      `stack pitfall ${2}`,
    ]) {
      expect(citationsIn(citation), citation).not.toEqual([]);
    }
  });

  it("leave alone what only looks like one", () => {
    for (const text of [
      "a 2D chart",
      "colour #D4AF37",
      "0xD3",
      `the cell "${decision(2)}"`,
      `the range A1:${decision(9)}`,
      `${decision(2)}:${decision(9)}`,
      `${decision(100)} and ${decision(0)}`,
      "the behaviour of tabs",
    ]) {
      expect(citationsIn(text), text).toEqual([]);
    }
  });

  it("slug headings as GitHub does", () => {
    expect(slugOf("34. Keyboard shortcuts")).toBe("34-keyboard-shortcuts");
    expect(slugOf("The `/admin/api` contract")).toBe("the-adminapi-contract");
    expect(slugOf("Coupons, email, payment link")).toBe("coupons-email-payment-link");
    expect(slugOf("Pages inside the [shell](shell.md)")).toBe("pages-inside-the-shell");
    expect([...anchorsOf("# A\n## Refresh\n```\n# not a heading\n```\n### Refresh\n")]).toEqual([
      "a",
      "refresh",
      "refresh-1",
    ]);
    expect(anchorsOf('- <a id="holds"></a>**Holds.**').has("holds")).toBe(true);
  });
});
