import { count } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { Database } from "../db/client.ts";
import type { FileStorage } from "../storage/fileStorage.ts";
import { hashPassword } from "../users/passwords.ts";
import { users } from "../users/schema.ts";
import { CATALOGUE_SEEDERS } from "./catalogue.ts";
import { deletionRequestsSeeder } from "./deletionRequests.ts";
import { eventsSeeder } from "./events.ts";
import { INTAKE_SEEDERS } from "./intake.ts";
import { rentModelsSeeder } from "./rentModels.ts";
import type { Seeder } from "./seeder.ts";
import { shopsSeeder } from "./shops.ts";
import { usersSeeder } from "./users.ts";
import { webhooksSeeder } from "./webhooks.ts";

/** Run in order, so later seeders can use earlier rows (shops need users, orders need products). */
export const DEMO_SEEDERS: readonly Seeder[] = [
  usersSeeder,
  shopsSeeder,
  ...CATALOGUE_SEEDERS,
  rentModelsSeeder,
  eventsSeeder,
  ...INTAKE_SEEDERS,
  deletionRequestsSeeder,
  webhooksSeeder,
];

/**
 * Each demo password's hash, kept for the process's life: scrypt is deliberately slow, and a
 * process that seeds several databases (the server tests seed one per test server) hashes each
 * password once. Demo data only, never seeded in production.
 */
const demoHashes = new Map<string, Promise<string>>();

const memoisedHash = (password: string) => {
  let hash = demoHashes.get(password);
  if (!hash) {
    hash = hashPassword(password);
    demoHashes.set(password, hash);
    // A failed hash is not kept: the next seed tries again.
    hash.catch(() => demoHashes.delete(password));
  }
  return hash;
};

/**
 * Decision docs/data.md: demo data only on an empty database (no users) and never in production, so a
 * restart, or a database someone already uses, is never touched. Returns whether it seeded.
 */
export const seedDemoData = async (
  db: Database,
  options: { production: boolean; log: FastifyBaseLogger; storage: FileStorage },
): Promise<boolean> => {
  if (options.production) throw new Error("Demo data is never seeded in production");
  const [existing] = await db.select({ users: count() }).from(users);
  if ((existing?.users ?? 0) > 0) return false;

  const started = Date.now();
  await db.transaction(async (tx) => {
    for (const seeder of DEMO_SEEDERS) {
      const rows = await seeder.run({ db: tx, hash: memoisedHash, storage: options.storage });
      options.log.info({ seeder: seeder.name, rows }, "demo data seeded");
    }
  });
  options.log.info({ ms: Date.now() - started }, "demo seed complete");
  return true;
};
