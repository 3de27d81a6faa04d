import type { Database } from "../db/client.ts";
import type { FileStorage } from "../storage/fileStorage.ts";

export interface SeedContext {
  /** The transaction the whole seed runs in: a failure leaves the database empty. */
  db: Database;
  /** scrypt is deliberately slow: each distinct demo password is hashed only once. */
  hash(password: string): Promise<string>;
  /** Where demo pictures go. Files are not transactional: a failed seed may leave some behind. */
  storage: FileStorage;
}

export interface Seeder {
  name: string;
  run(context: SeedContext): Promise<number>;
}
