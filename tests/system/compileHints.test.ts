import { readFileSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";
import { EAGER_COMPILE_HINT } from "../../scripts/compileHints.ts";

// The build is the one buildOnce made for this project.
const dist = join(import.meta.dirname, "..", "..", "dist");
const manifest: Record<string, { file: string; isEntry?: boolean; imports?: string[] }> =
  JSON.parse(readFileSync(join(dist, ".vite", "manifest.json"), "utf8"));
const head = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  // Vite may put its table of preloaded files on the first line, before the hint.
  return readFileSync(join(dist, chunk.file), "utf8").split("\n").slice(0, 2).join("\n");
};

it("hints V8 to compile the screens' code as it downloads, ahead of its first render", () => {
  for (const screen of [
    "src/layout/Shell.tsx",
    "src/resources/dashboard/DashboardPage.tsx",
    "src/resources/orders/list.tsx",
  ])
    expect(head(screen), screen).toContain(EAGER_COMPILE_HINT);
});

it("leaves the sign-in page's own code to compile lazily, as each function is first called", () => {
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry) ?? "";
  expect(entry).toBe("index.html");
  for (const key of [entry, ...(manifest[entry]?.imports ?? [])])
    expect(readFileSync(join(dist, manifest[key]?.file ?? ""), "utf8")).not.toContain(
      EAGER_COMPILE_HINT,
    );
});
