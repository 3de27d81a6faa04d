// What the benchmark server's database sessions wait on while it writes: pg_stat_activity sampled
// every few milliseconds, only the sessions of the benchmark's own database and application name,
// so a reader sees whether writes queue on locks (Lock:transactionid, Lock:tuple) or on the app.
import pg from "pg";

const EVERY_MS = 25;

export interface WaitEvent {
  /** `Lock:transactionid`, `Client:ClientRead (idle in transaction)`, `running` (on CPU). */
  event: string;
  /** Sessions waiting on it, on average over the samples. */
  sessions: number;
  /** The samples in which at least one session waited on it. */
  share: number;
}

const SAMPLE = `
  select case
      when wait_event is null then 'running'
      else wait_event_type || ':' || wait_event
    end || case when state = 'idle in transaction' then ' (idle in transaction)' else '' end as event,
    count(*)::int as sessions
  from pg_stat_activity
  where datname = current_database() and application_name = $1 and state <> 'idle'
    and pid <> pg_backend_pid()
  group by 1`;

/** Starts sampling; `stop()` ends it and gives the events, most sessions first. */
export const sampleWaitEvents = async (databaseUrl: string, applicationName: string) => {
  const client = new pg.Client(databaseUrl);
  // A lost connection fails the sample under way, and stop() says so.
  client.on("error", () => undefined);
  await client.connect();
  const totals = new Map<string, { sessions: number; samples: number }>();
  let samples = 0;
  let sampling = true;
  let failure: unknown;
  const loop = (async () => {
    while (sampling) {
      const { rows } = await client.query<{ event: string; sessions: number }>(SAMPLE, [
        applicationName,
      ]);
      samples += 1;
      for (const { event, sessions } of rows) {
        const total = totals.get(event) ?? { sessions: 0, samples: 0 };
        totals.set(event, { sessions: total.sessions + sessions, samples: total.samples + 1 });
      }
      await new Promise((resolve) => setTimeout(resolve, EVERY_MS));
    }
  })().catch((error: unknown) => {
    failure = error;
  });
  return {
    stop: async (): Promise<{ samples: number; events: WaitEvent[] }> => {
      sampling = false;
      await loop;
      await client.end();
      if (failure) throw failure;
      const events = [...totals].map(([event, total]) => ({
        event,
        sessions: total.sessions / Math.max(1, samples),
        share: total.samples / Math.max(1, samples),
      }));
      return { samples, events: events.sort((a, b) => b.sessions - a.sessions) };
    },
  };
};
