import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const ROOT = join(import.meta.dirname, "../..");
const SRC = join(ROOT, "src");

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

/** Each file of src/ with the lines where `pattern` occurs, as `file:line: text`. */
const occurrences = (pattern: RegExp): string[] =>
  sourceFiles(SRC).flatMap((file) =>
    readFileSync(file, "utf8")
      .split("\n")
      .flatMap((line, index) =>
        pattern.test(line) ? [`${relative(ROOT, file)}:${index + 1}: ${line.trim()}`] : [],
      ),
  );

/**
 * What a framework does not promise to keep is not the app's to use: an upgrade of react-router or
 * Refine may change or drop it without a word in its changelog. (The patches of node_modules are
 * the other such dependence: README's "Patches" says why each is there.)
 */
describe("the SPA uses its frameworks' public API only", () => {
  it("imports nothing react-router marks UNSAFE_", () => {
    expect(occurrences(/\bUNSAFE_\w+/)).toEqual([]);
  });

  it("reads no part of the keys Refine gives its mutations", () => {
    expect(occurrences(/\bmutationKey\s*(\?\.)?\s*\[/)).toEqual([]);
  });

  it("finds what it looks for (the check reads the files)", () => {
    expect(sourceFiles(SRC).length).toBeGreaterThan(100);
  });
});
