import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import type { HtmlTagDescriptor, Plugin } from "vite";
import { BAKED_STYLES } from "../domain/bakedStyles.ts";
import { REDUCED_MOTION_QUERY } from "../src/layout/theme.ts";

const run = promisify(execFile);
const BAKE_SCRIPT = fileURLToPath(new URL("./bakeAntdStyles.ts", import.meta.url));

/** One stylesheet per theme the app picks, by the media query it picks it by (useReducedMotion). */
const SHEETS = [
  { theme: "theme", media: `not all and ${REDUCED_MOTION_QUERY}` },
  { theme: "still", media: REDUCED_MOTION_QUERY },
] as const;

const bake = async (theme: string) => {
  const { stdout } = await run(process.execPath, ["--import", "tsx", BAKE_SCRIPT, theme], {
    env: { ...process.env, NODE_ENV: "production" },
    maxBuffer: 64 * 1024 * 1024,
  });
  return stdout;
};

const contentHash = (text: string) =>
  createHash("sha256").update(text).digest("base64url").slice(0, 10);

/**
 * antd writes each component's CSS in the browser the first time it is shown: on a 2-core
 * machine a tenth to a fifth of a signed-in page's first render (issue 13). The build writes that
 * CSS once, per theme, as a stylesheet antd recognises (its "whole export"): index.html links it,
 * and antd then skips what it holds. The sign-in pages only name it (BAKED_STYLES.meta): their
 * bytes are budgeted, and the shell loads it when the user signs in (src/layout/bakedStyles.ts).
 */
export const bakedAntdStyles = (): Plugin => {
  let sheets: { href: string; media: string }[] = [];
  return {
    name: "lux-baked-antd-styles",
    apply: "build",
    async buildStart() {
      sheets = await Promise.all(
        SHEETS.map(async ({ theme, media }) => {
          const css = await bake(theme);
          const fileName = `assets/antd-${theme}-${contentHash(css)}.css`;
          this.emitFile({ type: "asset", fileName, source: css });
          return { href: `/${fileName}`, media };
        }),
      );
    },
    transformIndexHtml(): HtmlTagDescriptor[] {
      const named: HtmlTagDescriptor = {
        tag: "meta",
        attrs: { name: BAKED_STYLES.meta, content: JSON.stringify(sheets) },
        injectTo: "head",
      };
      const linked = sheets.map(
        ({ href, media }): HtmlTagDescriptor => ({
          tag: "link",
          attrs: { rel: "stylesheet", href, media, [BAKED_STYLES.linkMark]: true },
          injectTo: "head-prepend",
        }),
      );
      return [named, ...linked];
    },
  };
};

/** A page's links to the baked sheets: the sign-in pages drop them (scripts/earlySignIn.ts). */
export const BAKED_LINKS = new RegExp(`<link [^>]*${BAKED_STYLES.linkMark}[^>]*>\\s*`, "g");
