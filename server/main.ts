import { realpathSync } from "node:fs";
import type { AddressInfo } from "node:net";
import { pathToFileURL } from "node:url";
import type { AppOverrides } from "./app.ts";
import type { App } from "./appInstance.ts";
import { type Config, ConfigError, loadConfig } from "./config.ts";

export interface RunningServer {
  app: App;
  /** Where a client on this machine reaches the server, e.g. http://127.0.0.1:3000. */
  url: string;
  /** Stops accepting, lets in-flight requests finish, closes sockets and the database. */
  close(): Promise<void>;
}

export interface StartOptions {
  /** Log destination instead of stdout (tests read the lines back). */
  logStream?: NodeJS.WritableStream;
  /** Extra plugins or routes registered before listening (tests, embedding the server). */
  register?: (app: App) => Promise<void>;
  /** Parts that replace what the configuration chooses (clock, limits, payment provider). */
  overrides?: AppOverrides;
}

const reachableHost = (host: string) =>
  host === "0.0.0.0" || host === "::" ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;

/** Opens the database (migrated), seeds demo data when enabled, builds the app and listens. */
export const startServer = async (
  config: Config,
  options: StartOptions = {},
): Promise<RunningServer> => {
  // The web stack loads while the database opens: both take about a second, so a restart is
  // ready in about half the time it would take one after the other. The database first: its
  // files are read and its WebAssembly compiled off the main thread while the routes load.
  const [database, { buildApp }, { seedDemoData }] = await Promise.all([
    import("./db/client.ts").then(({ openDatabase }) => openDatabase(config)),
    import("./app.ts"),
    import("./seed/seedDemoData.ts"),
  ]);
  let built: App | undefined;
  try {
    built = await buildApp({
      config,
      database,
      ...(options.logStream ? { logStream: options.logStream } : {}),
      ...(options.overrides ? { overrides: options.overrides } : {}),
    });
    await options.register?.(built);
    if (config.seedDemo) {
      const seeding = built;
      // Instances started together on an empty database: one seeds, the others find users.
      await database.exclusive("seed", () =>
        seedDemoData(database.db, {
          production: config.nodeEnv === "production",
          log: seeding.log,
          storage: seeding.storage,
        }),
      );
    }
    await built.listen({ port: config.port, host: config.host });
  } catch (error) {
    // E.g. the port is taken: release sockets, the mail transport and the database lock.
    await built?.close();
    await database.close();
    throw error;
  }
  const app = built;

  const { port } = app.server.address() as AddressInfo;
  const url = `http://${reachableHost(config.host)}:${port}`;
  app.log.info(
    {
      url,
      publicUrl: config.publicUrl,
      database: database.kind,
      redis: Boolean(config.redisUrl),
      trustProxy: config.trustProxy,
    },
    `back-office ready at ${url}`,
  );

  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= (async () => {
      try {
        await app.close();
      } finally {
        await database.close();
      }
    })();
    return closing;
  };
  return { app, url, close };
};

/** Longest a graceful stop may take before the process gives up waiting. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * The process's life once its server listens: SIGTERM or SIGINT stop it gracefully, and so does
 * the IPC channel closing when a parent started it with one (the parent crashed or left without
 * stopping it: nobody else will). Then it tells that parent (PM2's `wait_ready`, the tests) that
 * the port is open, so it need not poll it.
 */
export const serveUntilStopped = (server: RunningServer) => {
  let stopping = false;
  const stop = (reason: NodeJS.Signals | "disconnect") => {
    if (stopping) return;
    stopping = true;
    server.app.log.info({ reason }, "shutting down");
    setTimeout(() => {
      console.error(`Shutdown took longer than ${SHUTDOWN_TIMEOUT_MS / 1000} s; exiting`);
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(`Shutdown error: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", stop);
  process.once("SIGINT", stop);
  process.once("disconnect", () => stop("disconnect"));
  process.send?.("ready");
};

const run = async () => {
  let config: Config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }

  let server: RunningServer;
  try {
    server = await startServer(config);
  } catch (error) {
    console.error(`Startup error: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  serveUntilStopped(server);
};

/** True when this file is the process entry (node --import tsx server/main.ts, tsx server/main.ts). */
const isEntry = () => {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    return pathToFileURL(realpathSync(entry)).href === import.meta.url;
  } catch {
    return false;
  }
};

if (isEntry()) await run();
