import { cpSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

export const MIGRATIONS = fileURLToPath(new URL("../../server/db/migrations", import.meta.url));

/** The migrations folder as an earlier version shipped it: the journal up to `tag`. */
export const migrationsUpTo = (tag: string) => {
  const folder = mkdtempSync(join(tmpdir(), "lux-upgrade-"));
  cpSync(MIGRATIONS, folder, { recursive: true });
  const journalPath = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8"));
  const last = journal.entries.findIndex((entry: { tag: string }) => entry.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
};
