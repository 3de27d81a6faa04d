import fastifyCompress from "@fastify/compress";
import fp from "fastify-plugin";

/** Smaller answers gain less than the compression costs (an error body, a saved record). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * Compresses the API's answers above the threshold, brotli or gzip as the client accepts
 * (issue 13). Registered before any route: the plugin hooks each route as it is declared.
 * - The built SPA is compressed at build time (scripts/precompress.ts): @fastify/static sends
 *   those files as they are, and this plugin leaves an answer that has an encoding alone.
 * - socket.io answers on the HTTP server before Fastify sees the request: untouched.
 * - Exports opt out on their route (a file streamed as it is written, see lists/routes.ts).
 * - Request bodies are not decompressed: no client of this API sends compressed bodies, and
 *   accepting them would let a small upload expand past the body limits.
 */
export const compressionPlugin = fp(
  async (app) => {
    await app.register(fastifyCompress, {
      global: true,
      threshold: COMPRESSION_THRESHOLD_BYTES,
      encodings: ["br", "gzip"],
      globalDecompression: false,
    });
  },
  { name: "compression" },
);
