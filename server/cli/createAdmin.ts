import { randomBytes } from "node:crypto";
import { realpathSync } from "node:fs";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { z } from "zod";
import { PASSWORD_MIN_LENGTH } from "../../domain/auth.ts";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { ConfigError, loadConfig } from "../config.ts";
import { type Database, openDatabase } from "../db/client.ts";
import { createUser, findUserByEmail } from "../users/service.ts";

const USAGE =
  'Usage: npm run create-admin -- --email admin@company.com --name "First Last" [--password SECRET]';

/** A refusal the command prints as one line before exiting 1. */
export class CommandError extends Error {
  override name = "CommandError";
}

const input = z.object({
  email: z.email({ error: "--email must be a valid email address" }),
  name: z
    .string({ error: "--name is required" })
    .trim()
    .regex(/^\S+\s+\S/, { error: '--name must be "First Last"' }),
  password: z
    .string()
    .min(PASSWORD_MIN_LENGTH, {
      error: `--password must be at least ${PASSWORD_MIN_LENGTH} characters`,
    })
    .optional(),
});

export interface CreatedAdmin {
  id: string;
  email: string;
  /** Set when the command generated the password: shown once, never stored in clear. */
  generatedPassword?: string;
}

export const parseCreateAdminArgs = (argv: readonly string[]) => {
  let values: Record<string, string | boolean | undefined>;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: "string" },
        name: { type: "string" },
        password: { type: "string" },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CommandError(`${(error as Error).message}. ${USAGE}`);
  }
  const parsed = input.safeParse(values);
  if (!parsed.success) throw new CommandError(`${parsed.error.issues[0]?.message}. ${USAGE}`);
  return parsed.data;
};

/** Creates the first (or another) administrator: the production way in (docs/data.md). */
export const createAdmin = async (
  db: Database,
  args: z.infer<typeof input>,
): Promise<CreatedAdmin> => {
  if (await findUserByEmail(db, args.email)) {
    throw new CommandError(`An account with email ${args.email.toLowerCase()} already exists`);
  }
  const [firstName = "", ...rest] = args.name.split(/\s+/);
  const generatedPassword = args.password ? undefined : randomBytes(12).toString("base64url");
  const user = await createUser(db, {
    email: args.email,
    password: args.password ?? generatedPassword ?? "",
    firstName,
    lastName: rest.join(" "),
    userType: USER_TYPE.administrator,
    emailVerified: true,
    // A generated password must be replaced at first sign-in; a chosen one is the admin's own.
    isPasswordChanged: generatedPassword === undefined,
  });
  return { id: user.id, email: user.email, ...(generatedPassword ? { generatedPassword } : {}) };
};

const run = async () => {
  try {
    const args = parseCreateAdminArgs(process.argv.slice(2));
    const config = loadConfig(process.env);
    const database = await openDatabase(config);
    try {
      const admin = await createAdmin(database.db, args);
      console.info(`Administrator ${admin.email} created (id ${admin.id}).`);
      if (admin.generatedPassword) {
        console.info(
          `Password (shown once, change it after signing in): ${admin.generatedPassword}`,
        );
      }
    } finally {
      await database.close();
    }
  } catch (error) {
    const known = error instanceof CommandError || error instanceof ConfigError;
    console.error(
      known ? (error as Error).message : `create-admin failed: ${(error as Error).message}`,
    );
    process.exit(1);
  }
};

const entry = process.argv[1];
if (entry && pathToFileURL(realpathSync(entry)).href === import.meta.url) await run();
