import {
  cpSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { PGlite } from "@electric-sql/pglite";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { REPO_ROOT } from "../paths.ts";
import { writeGuard } from "../writes/writeGuard.ts";
import { watchPgliteWrites, watchPoolWrites } from "./committedWrites.ts";
import { lockDataDir } from "./dataDirLock.ts";
import { PGLITE_EXTENSIONS } from "./pgliteExtensions.ts";
import type { Connectivity } from "./postgresPool.ts";
import * as schema from "./schema.ts";

/** Both drivers expose the same query builder; feature code only ever sees this type. */
export type Database = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  /**
   * Runs `work` while no other instance on this database runs work of the same name (start-up
   * steps such as the demo seed). PGlite is one process's alone: it simply runs.
   */
  exclusive<T>(name: string, work: () => Promise<T>): Promise<T>;
  /**
   * Tells `connectivity` when connections to the database fail and when one opens again
   * (app.dependencies). The embedded database runs in the process: it never does.
   */
  watch(connectivity: Connectivity): void;
  close(): Promise<void>;
}

/** A subset of Config, so `openDatabase(config)` works as it is. */
export interface DatabaseOptions {
  dataDir: string;
  databaseUrl?: string | undefined;
  /** PostgreSQL schema (search_path) for every table and for drizzle's bookkeeping. */
  databaseSchema?: string | undefined;
  /** Serving connections to PostgreSQL at most (pg's default, 10, when not given). */
  databasePoolSize?: number | undefined;
}

const MIGRATIONS_FOLDER = fileURLToPath(new URL("server/db/migrations", REPO_ROOT));

const quoteIdentifier = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * drizzle-kit writes foreign keys as REFERENCES "public"."table". In another schema those must
 * point at that schema's own tables, so a schema-isolated database migrates from a copy of the
 * folder with the qualifier removed (search_path then resolves the names). The journal and the
 * SQL otherwise stay identical, so drizzle's hashes match across schemas.
 */
const migrationsForSchema = (): { folder: string; remove(): void } => {
  const folder = mkdtempSync(join(tmpdir(), "lux-migrations-"));
  cpSync(MIGRATIONS_FOLDER, folder, { recursive: true });
  for (const file of readdirSync(folder).filter((name) => name.endsWith(".sql"))) {
    const path = join(folder, file);
    writeFileSync(path, readFileSync(path, "utf8").replaceAll('"public".', ""));
  }
  return { folder, remove: () => rmSync(folder, { recursive: true, force: true }) };
};

const openPostgres = async (
  url: string,
  searchPath: string | undefined,
  poolSize: number | undefined,
): Promise<DatabaseHandle> => {
  // Loaded only for PostgreSQL: a start on the embedded database need not pay for the driver.
  const [
    { default: pg },
    { drizzle: drizzlePostgres },
    { migrate: migratePostgres },
    { guardedPool },
  ] = await Promise.all([
    import("pg"),
    import("drizzle-orm/node-postgres"),
    import("drizzle-orm/node-postgres/migrator"),
    import("./postgresPool.ts"),
  ]);
  let connectivity: Connectivity = { lost: () => undefined, opened: () => undefined };
  const watched = () => connectivity;
  // Requests' statements are bounded in time; migrations and waits on another instance's
  // start-up lock are not, so those run on a small pool of their own.
  const pool = guardedPool(pg, { url, searchPath, bounded: true, max: poolSize }, watched);
  const startup = guardedPool(pg, { url, searchPath, bounded: false }, watched);
  watchPoolWrites(pool);
  watchPoolWrites(startup);
  const close = async () => {
    await Promise.all([pool.end(), startup.end()]);
  };
  try {
    const db = drizzlePostgres({ client: pool, schema, logger: writeGuard });
    // Instances starting together on one database migrate one at a time: the others wait on
    // this session lock, then find the migrations applied (drizzle skips them).
    const exclusive = async <T>(name: string, work: () => Promise<T>): Promise<T> => {
      const lock = await startup.connect();
      const key = `lux-${name}:${searchPath ?? "public"}`;
      let unlocked = false;
      try {
        await lock.query("select pg_advisory_lock(hashtext($1))", [key]);
        return await work();
      } finally {
        await lock.query("select pg_advisory_unlock(hashtext($1))", [key]).then(
          () => {
            unlocked = true;
          },
          () => undefined,
        );
        // A session still holding the lock must not go back to the pool.
        lock.release(!unlocked);
      }
    };
    const migrating = drizzlePostgres({ client: startup, schema });
    await exclusive("migrations", async () => {
      if (searchPath) {
        await startup.query(`create schema if not exists ${quoteIdentifier(searchPath)}`);
        const migrations = migrationsForSchema();
        try {
          await migratePostgres(migrating, {
            migrationsFolder: migrations.folder,
            migrationsSchema: searchPath,
          });
        } finally {
          migrations.remove();
        }
      } else {
        await migratePostgres(migrating, { migrationsFolder: MIGRATIONS_FOLDER });
      }
    });
    return {
      db,
      kind: "postgres",
      exclusive,
      watch: (next) => {
        connectivity = next;
      },
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

const openPglite = async (dataDir: string): Promise<DatabaseHandle> => {
  const directory = resolve(dataDir, "pglite");
  mkdirSync(directory, { recursive: true });
  const unlock = lockDataDir(directory);
  let client: PGlite;
  try {
    client = await PGlite.create(directory, { extensions: PGLITE_EXTENSIONS });
    watchPgliteWrites(client as never);
  } catch (error) {
    unlock();
    throw error;
  }
  const close = async () => {
    try {
      await client.close();
    } finally {
      unlock();
    }
  };
  try {
    const db = drizzlePglite({ client, schema, logger: writeGuard });
    await migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
    return {
      db,
      kind: "pglite",
      exclusive: (_name, work) => work(),
      watch: () => undefined,
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
};

/** Opens the configured database and brings its schema up to date before anything uses it. */
export const openDatabase = (options: DatabaseOptions): Promise<DatabaseHandle> =>
  options.databaseUrl
    ? openPostgres(options.databaseUrl, options.databaseSchema, options.databasePoolSize)
    : openPglite(options.dataDir);
