import { readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Plugin } from "vite";
import { EARLY_SIGN_IN } from "../domain/earlySignIn.ts";
import { LANGUAGE_COOKIE, LANGUAGES, type Language } from "../domain/languages.ts";
import { BAKED_LINKS } from "./antdStyles.ts";
import { markup, STYLE, type Texts, textsOf } from "./earlySignInMarkup.ts";
import { enhanceEarlySignIn } from "./earlySignInScript.ts";

const SCRIPT_FILE = "early-sign-in.js";

const APP_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>\s*/;
const APP_PRELOAD = /<link rel="modulepreload" crossorigin href="([^"]+)">\s*/g;

/**
 * index.html as built, with the page in `language` ahead of the app's root. The app's module
 * script and preloads move to the data of the page's own script, which starts the app after the
 * page's first frame (see enhanceEarlySignIn); it is small and blocks the parser for the time of
 * one local request, so every control has its behaviour from the first frame on.
 */
const earlyPage = (indexHtml: string, language: Language, texts: Texts) => {
  const app = APP_SCRIPT.exec(indexHtml)?.[1];
  if (!app) throw new Error("early sign-in: index.html has no module script");
  const preloads = [...indexHtml.matchAll(APP_PRELOAD)].map(([, href]) => href ?? "").join(" ");
  const script = `<script src="/${SCRIPT_FILE}" data-app="${app}" data-preloads="${preloads}"></script>`;
  return indexHtml
    .replace(BAKED_LINKS, "")
    .replace(APP_SCRIPT, "")
    .replace(APP_PRELOAD, "")
    .replace(/<html lang="[^"]*">/, `<html lang="${language}">`)
    .replace("</title>", `</title><style>${STYLE}</style>${script}`)
    .replace("<body>", `<body>${markup(language, texts)}`);
};

/**
 * Writes dist/login.<language>.html beside index.html, and the script they load: what the server
 * answers for /login (server/plugins/spa.ts). Runs before precompress (closeBundle), which
 * compresses them too.
 */
export const earlySignIn = (): Plugin => {
  let root = ".";
  let outDir = "dist";
  return {
    name: "lux-early-sign-in",
    apply: "build",
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir);
    },
    writeBundle() {
      const indexHtml = readFileSync(join(outDir, "index.html"), "utf8");
      // A named function's source may call esbuild's __name helper, which the page lacks.
      const script = `(() => { const __name = (target) => target; (${enhanceEarlySignIn})(${JSON.stringify(
        {
          elementId: EARLY_SIGN_IN.elementId,
          submittedFlag: EARLY_SIGN_IN.submittedFlag,
          pressedFlag: EARLY_SIGN_IN.pressedFlag,
          leavingFlag: EARLY_SIGN_IN.leavingFlag,
          languageCookie: LANGUAGE_COOKIE,
        },
      )}); })();`;
      writeFileSync(join(outDir, SCRIPT_FILE), script);
      for (const language of LANGUAGES) {
        const page = earlyPage(indexHtml, language, textsOf(root, language));
        writeFileSync(join(outDir, EARLY_SIGN_IN.pageFile(language)), page);
      }
    },
  };
};
