import pg from "pg";

export const TEST_DATABASE_URL =
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";

/** Why PostgreSQL cannot be used here, or undefined when it answers. */
export const probePostgres = async (): Promise<string | undefined> => {
  const client = new pg.Client({
    connectionString: TEST_DATABASE_URL,
    connectionTimeoutMillis: 3000,
  });
  try {
    await client.connect();
    await client.query("select 1");
    return undefined;
  } catch (error) {
    return `PostgreSQL at ${TEST_DATABASE_URL} is unreachable (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => undefined);
  }
};
