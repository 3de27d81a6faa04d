import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import { parse as parseCookies } from "cookie";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_BASE_PATH } from "../../domain/api.ts";
import { PUBLIC_PAGE, TOKEN_COOKIE } from "../../domain/auth.ts";
import { EARLY_SIGN_IN } from "../../domain/earlySignIn.ts";
import { LANGUAGE_COOKIE, LANGUAGES, type Language, languageOr } from "../../domain/languages.ts";
import { chooseEncoding, PRECOMPRESSED, type PrecompressedEncoding } from "./acceptEncoding.ts";
import { replyRouteNotFound } from "./errors.ts";

const ONE_YEAR_SECONDS = 31_536_000;
const NOT_BUILT = "SPA not built: run npm run build";

/** Vite fingerprints every file under /assets, so they can be cached for good. */
const cacheHeader = (path: string) =>
  /[\\/]assets[\\/]/.test(path) ? `public, max-age=${ONE_YEAR_SECONDS}, immutable` : "no-cache";

const isHistoryRoute = (request: FastifyRequest) => {
  const path = request.url.split("?")[0] ?? "";
  return (
    (request.method === "GET" || request.method === "HEAD") &&
    path !== API_BASE_PATH &&
    !path.startsWith(`${API_BASE_PATH}/`) &&
    !path.startsWith("/socket.io/")
  );
};

type Page = { plain: Buffer; compressed: Map<PrecompressedEncoding, Buffer> };

/** A built HTML page and the compressed copies the build wrote beside it. */
const readPage = (file: string): Page => {
  const compressed = new Map<PrecompressedEncoding, Buffer>();
  for (const { encoding, extension } of PRECOMPRESSED) {
    if (existsSync(file + extension)) compressed.set(encoding, readFileSync(file + extension));
  }
  return { plain: readFileSync(file), compressed };
};

/**
 * The sign-in page as plain HTML (scripts/earlySignIn.ts), in the language of the app's cookie,
 * for /login with the password form to someone not signed in; undefined for any other request
 * (a signed-in visitor is sent on by the app, and the code sign-in, ?method=code, is the app's).
 */
const earlySignInLanguage = (request: FastifyRequest): Language | undefined => {
  const [path = "", query = ""] = request.url.split("?");
  if (path !== PUBLIC_PAGE.login || new URLSearchParams(query).has("method")) return undefined;
  const cookies = parseCookies(request.headers.cookie ?? "");
  return cookies[TOKEN_COOKIE] ? undefined : languageOr(cookies[LANGUAGE_COOKIE]);
};

/**
 * Serves the built SPA from STATIC_DIR with a history fallback: any other GET that is not an API
 * or socket path answers index.html, so deep links like /orders/list load the app. Without a
 * build the API still works and pages answer 503 saying how to build. /login may answer the
 * sign-in page as plain HTML instead, shown before the app's script has loaded.
 */
export const spaPlugin = fp<{ staticDir: string }>(
  async (app, options) => {
    const indexFile = join(options.staticDir, "index.html");
    const built = existsSync(indexFile);
    if (built) {
      await app.register(fastifyStatic, {
        root: options.staticDir,
        // Files are registered one route each at start: unknown paths reach the handler below.
        wildcard: false,
        // The build writes `.br` and `.gz` beside each text file (scripts/precompress.ts): the
        // browser gets the best one it accepts, with no compression at request time.
        preCompressed: true,
        cacheControl: false,
        setHeaders: (reply, path) => {
          reply.header("cache-control", cacheHeader(path));
        },
      });
    }
    // Read once: a new build means a restart anyway (its asset names change).
    const index = built ? readPage(indexFile) : undefined;
    const earlyPages = new Map<Language, Page>();
    for (const language of LANGUAGES) {
      const file = join(options.staticDir, EARLY_SIGN_IN.pageFile(language));
      if (existsSync(file)) earlyPages.set(language, readPage(file));
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!isHistoryRoute(request)) return replyRouteNotFound(request, reply);
      if (!index) return reply.status(503).type("text/plain; charset=utf-8").send(NOT_BUILT);
      const language = earlySignInLanguage(request);
      const page = (language && earlyPages.get(language)) || index;
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
      // The page depends on the cookies (signed in or not, the language) and on the encoding.
      reply.header("vary", "accept-encoding, cookie");
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      const compressed = encoding && page.compressed.get(encoding);
      if (!encoding || !compressed) return reply.send(page.plain);
      return reply.header("content-encoding", encoding).send(compressed);
    });
  },
  { name: "spa", dependencies: ["errors"] },
);
