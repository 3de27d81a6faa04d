import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyReply, FastifyRequest } from "fastify";
import fp from "fastify-plugin";
import { API_BASE_PATH } from "../../domain/api.ts";
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

/**
 * Serves the built SPA from STATIC_DIR with a history fallback: any other GET that is not an API
 * or socket path answers index.html, so deep links like /orders/list load the app. Without a
 * build the API still works and pages answer 503 saying how to build.
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
    const indexHtml = built ? readFileSync(indexFile) : undefined;
    const compressedIndex = new Map<PrecompressedEncoding, Buffer>();
    for (const { encoding, extension } of PRECOMPRESSED) {
      if (existsSync(indexFile + extension)) {
        compressedIndex.set(encoding, readFileSync(indexFile + extension));
      }
    }

    app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
      if (!isHistoryRoute(request)) return replyRouteNotFound(request, reply);
      if (!indexHtml) return reply.status(503).type("text/plain; charset=utf-8").send(NOT_BUILT);
      reply.type("text/html; charset=utf-8").header("cache-control", "no-cache");
      reply.header("vary", "accept-encoding");
      const encoding = chooseEncoding(request.headers["accept-encoding"]);
      const compressed = encoding && compressedIndex.get(encoding);
      if (!encoding || !compressed) return reply.send(indexHtml);
      return reply.header("content-encoding", encoding).send(compressed);
    });
  },
  { name: "spa", dependencies: ["errors"] },
);
