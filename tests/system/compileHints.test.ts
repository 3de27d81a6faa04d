import { expect, it } from "vitest";
import { readBuildManifest, readBuiltFile } from "../../bench/signInBundle.ts";
import { EAGER_COMPILE_HINT } from "../../scripts/compileHints.ts";

// The build is the one buildOnce made for this project.
const manifest = readBuildManifest();
const fileOf = (key: string) => {
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the build's manifest`);
  return readBuiltFile(chunk.file);
};

it("hints V8 to compile the screens' code as it downloads, ahead of its first render", () => {
  for (const screen of [
    "src/layout/Shell.tsx",
    "src/resources/dashboard/DashboardPage.tsx",
    "src/resources/orders/list.tsx",
  ]) {
    // Vite may put its table of preloaded files on the first line, before the hint.
    const head = fileOf(screen).split("\n").slice(0, 2).join("\n");
    expect(head, screen).toContain(EAGER_COMPILE_HINT);
  }
});

it("leaves the sign-in page's own code to compile lazily, as each function is first called", () => {
  // The entry and the signin chunk it imports (the bundler's few-line runtime chunk may carry it).
  for (const key of ["index.html", ...(manifest["index.html"]?.imports ?? [])])
    expect(fileOf(key), key).not.toContain(EAGER_COMPILE_HINT);
});
