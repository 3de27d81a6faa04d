import fastifyHelmet from "@fastify/helmet";
import fp from "fastify-plugin";

/**
 * Security headers for the SPA and the API. The CSP allows exactly what the built SPA needs:
 * its own scripts, inline styles (antd's CSS-in-JS injects <style> tags), data: images, and the
 * same-origin socket.io connection ('self' covers ws:/wss: to the same host in CSP 3).
 */
export const securityHeadersPlugin = fp<{ https: boolean }>(
  async (app, options) => {
    await app.register(fastifyHelmet, {
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
  },
  { name: "security-headers" },
);
