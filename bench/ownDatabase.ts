import pg from "pg";

/** The PostgreSQL server benchmarks fill; its `test` database belongs to the test runs. */
const SERVER_URL = process.env.BENCH_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const withAdmin = async (work: (client: pg.Client) => Promise<unknown>) => {
  const client = new pg.Client({ connectionString: SERVER_URL });
  await client.connect();
  try {
    await work(client);
  } finally {
    await client.end();
  }
};

/**
 * A database of the benchmark's own, e.g. `bench_export_4242`: tests run against `test` at the
 * same time, and 100,000 generated rows there would slow them and be seen by them.
 */
export const ownDatabase = async (purpose: string) => {
  const name = `bench_${purpose}_${process.pid}`;
  await withAdmin((client) => client.query(`create database "${name}"`));
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () =>
      withAdmin((client) => client.query(`drop database if exists "${name}" with (force)`)),
  };
};
