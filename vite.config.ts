import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { bakedAntdStyles } from "./scripts/antdStyles.ts";
import { compileHintFor } from "./scripts/compileHints.ts";
import { earlySignIn } from "./scripts/earlySignIn.ts";
import { precompress } from "./scripts/precompress.ts";
import { reactCompiler } from "./scripts/reactCompiler.ts";

const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 3000}`;
const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

const SIGN_IN_CHUNK = "signin";

/**
 * The sign-in page has a 300 kB gzip budget (bench/signInBundle.ts). Left to itself the bundler
 * cuts what the sign-in page needs into dozens of small chunks shared with the lazy screens, and
 * every chunk is compressed on its own (~10 kB lost). So what the sign-in page loads goes into
 * one `signin` chunk: our own modules it imports statically, and the libraries it runs on. The
 * libraries are named, not derived: antd's barrel reaches every component statically, and only
 * tree shaking (later) knows the login form uses a handful.
 */
const SIGN_IN_ROOTS = [fromRoot("./src/main.tsx"), fromRoot("./src/auth/LoginPage.tsx")];
const SIGN_IN_LIBRARIES = new RegExp(
  `node_modules[\\\\/](${[
    "react",
    "react-dom",
    "scheduler",
    "react-router",
    "@refinedev[\\\\/](core|react-router|devtools-internal)",
    "@tanstack",
    "axios",
    "i18next",
    "react-i18next",
    "js-cookie",
    "qs",
    "side-channel[^\\\\/]*",
    "object-inspect",
    "get-intrinsic",
    "lodash-es",
    "pluralize",
    "error-stack-parser",
    "warn-once",
    "tslib",
    "@babel[\\\\/]runtime",
    "@ant-design[\\\\/](cssinjs|cssinjs-utils|colors|fast-color)",
    "stylis",
    "classnames",
    "resize-observer-polyfill",
    "rc-(util|motion|field-form|input|textarea|notification|resize-observer)",
    "@rc-component[\\\\/](trigger|portal|async-validator|util)",
    "antd[\\\\/]es[\\\\/](_util|app|button|config-provider|form|grid|input|locale|message|style|theme|version)",
  ].join("|")})[\\\\/]`,
);

/**
 * Our own modules run nothing on import that another module relies on, but two: the entry and
 * the dates setup (dayjs locale and plugins), imported for that alone. Said so, the bundler drops
 * what a barrel (src/forms, src/lists) re-exports and a screen does not use, instead of loading it
 * with the screen.
 */
const OWN_SOURCE = /[\\/](src|domain|locales)[\\/]/;
const RUN_ON_IMPORT = [fromRoot("./src/main.tsx"), fromRoot("./src/providers/dates.ts")];
const ownModuleSideEffects = (id: string) =>
  id.includes("node_modules") || !OWN_SOURCE.test(id) ? undefined : RUN_ON_IMPORT.includes(id);

/**
 * After sign-in, every screen runs in the shell and most are lists: the shell's code and the
 * lists' common code (with the antd parts they use) each come as one chunk, not as dozens of small
 * ones (fewer requests at a reload, and a shorter preload map in the sign-in chunk).
 */
const SHELL_ROOTS = [fromRoot("./src/layout/Shell.tsx")];
const LIST_ROOTS = [fromRoot("./src/lists/index.ts")];

type ModuleGraph = { getModuleInfo(id: string): { importedIds: readonly string[] } | null };
const staticImportsOf = (roots: readonly string[], graph: ModuleGraph) => {
  const seen = new Set<string>();
  const visit = (id: string) => {
    if (seen.has(id) || id.includes("node_modules")) return;
    seen.add(id);
    for (const imported of graph.getModuleInfo(id)?.importedIds ?? []) visit(imported);
  };
  roots.forEach(visit);
  return seen;
};

/** Puts our modules the roots import statically in one chunk, with the libraries they use. */
const ownModulesOf = (chunk: string, roots: readonly string[]) => {
  let modules: Set<string> | undefined;
  return (id: string, graph: ModuleGraph) => {
    modules ??= staticImportsOf(roots, graph);
    return modules.has(id) ? chunk : null;
  };
};

export default defineConfig({
  plugins: [react(), reactCompiler(), bakedAntdStyles(), earlySignIn(), precompress()],
  resolve: {
    // Refine core imports papaparse only for CSV hooks this app never calls (see the stub).
    alias: {
      papaparse: fromRoot("./src/vendor/papaparseUnused.ts"),
      "object-inspect": fromRoot("./src/vendor/objectInspectForErrors.cjs"),
    },
  },
  build: {
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      treeshake: { moduleSideEffects: ownModuleSideEffects },
      output: {
        // Added after minification, which would drop the comment (scripts/compileHints.ts).
        postBanner: compileHintFor(SIGN_IN_CHUNK),
        codeSplitting: {
          groups: [
            {
              debugName: "signin (own modules)",
              name: ownModulesOf(SIGN_IN_CHUNK, SIGN_IN_ROOTS),
            },
            { name: SIGN_IN_CHUNK, test: SIGN_IN_LIBRARIES },
            { debugName: "shell", name: ownModulesOf("shell", SHELL_ROOTS) },
            { debugName: "lists", name: ownModulesOf("lists", LIST_ROOTS) },
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/admin/api": apiTarget,
      "/socket.io": { target: apiTarget, ws: true },
    },
  },
});
