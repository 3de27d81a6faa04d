import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..", "..");
const src = join(root, "src");
const PROVIDERS = "src/providers/";

const sourcesOf = (folder: string): string[] =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourcesOf(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** What only the providers may do: reach the API by hand instead of through the data provider. */
const BY_HAND = [
  { what: "imports the HTTP client", pattern: /from\s+["'][^"']*providers\/httpClient["']/ },
  { what: "imports axios", pattern: /from\s+["']axios["']/ },
  { what: "calls fetch", pattern: /(?<![\w.])fetch\s*\(/ },
  { what: "uses XMLHttpRequest", pattern: /\bXMLHttpRequest\b/ },
];

const byHandIn = (text: string) =>
  BY_HAND.filter(({ pattern }) => pattern.test(text)).map(({ what }) => what);

describe("one data path (docs/api.md)", () => {
  it("lets no screen call the API except through the data provider and Refine's hooks", () => {
    const offenders = sourcesOf(src)
      .map((path) => relative(root, path).replaceAll("\\", "/"))
      .filter((path) => !path.startsWith(PROVIDERS))
      .flatMap((path) =>
        byHandIn(readFileSync(join(root, path), "utf8")).map((what) => `${path} ${what}`),
      );

    expect(offenders).toEqual([]);
  });

  it("catches each way of calling by hand", () => {
    expect(byHandIn('import { httpClient } from "../providers/httpClient";')).toEqual([
      "imports the HTTP client",
    ]);
    expect(byHandIn('import axios from "axios";')).toEqual(["imports axios"]);
    expect(byHandIn('await fetch("/admin/api/x")')).toEqual(["calls fetch"]);
    expect(byHandIn("new XMLHttpRequest()")).toEqual(["uses XMLHttpRequest"]);
    // A query's refetch is Refine's, not a call by hand.
    expect(byHandIn("void query.refetch(); refetch()")).toEqual([]);
  });
});
