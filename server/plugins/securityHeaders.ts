import fp from "fastify-plugin";
import helmet from "helmet";

/**
 * Security headers for the SPA and the API. The CSP allows exactly what the built SPA needs:
 * its own scripts, inline styles (antd's CSS-in-JS injects <style> tags), data: images, and the
 * same-origin socket.io connection ('self' covers ws:/wss: to the same host in CSP 3).
 * helmet's middleware is built once and run on every request: @fastify/helmet builds it again
 * for each one, a twentieth of a list page's server time (issue 13).
 */
export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app, options) => {
    const setHeaders = helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          baseUri: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", "data:", "blob:"],
          fontSrc: ["'self'", "data:"],
          connectSrc: ["'self'"],
          objectSrc: ["'none'"],
          frameAncestors: ["'none'"],
          formAction: ["'self'"],
        },
      },
      // Only pin https when the public address is https: a plain-http LAN install must keep working.
      hsts: options.https ? { maxAge: 15_552_000, includeSubDomains: false } : false,
    });
    app.addHook("onRequest", (request, reply, done) => {
      setHeaders(request.raw, reply.raw, () => done());
    });
  },
  { name: "security-headers" },
);
