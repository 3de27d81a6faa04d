// The write benchmark's load: autocannon clients each running a sequence of steps (an intake
// call; or a read, then the move with the version read) for a few seconds, every answer's status,
// `busy` refusal and time kept per step; and the reference, plain INSERTs straight through pg.
import autocannon from "autocannon";
import pg from "pg";
import { percentile } from "./listsLoad.ts";

export interface StepRequest {
  method: "GET" | "POST";
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

export interface Step<Context> {
  /** The name its figures are printed under. */
  name: string;
  /** Counted as a write (a read before a move is not). */
  writes: boolean;
  /** The request to send, or undefined when there is nothing to do: the sequence starts over. */
  request(context: Context): StepRequest | undefined;
  /** What the answer tells the steps after it (the version read). */
  answered?(status: number, body: string, context: Context): void;
}

export interface StepFigures {
  name: string;
  writes: boolean;
  /** Answers of every status. */
  answers: number;
  /** Answers in 2xx per second: what throughput means here. */
  perSecond: number;
  p50: number;
  p99: number;
  statuses: Map<number, number>;
  /** 503 answers whose code is `busy` (a concurrent transaction refused the write). */
  busy: number;
  /** Every answer's time, sorted, for figures over several steps. */
  times: number[];
}

export interface RunFigures {
  steps: StepFigures[];
  /** Requests that got no answer: a connection error or autocannon's timeout. */
  unanswered: number;
}

/** The load only ever goes to this machine: a typo must not send writes anywhere else. */
export const loopbackOnly = (url: string) => {
  const { hostname } = new URL(url);
  if (hostname !== "127.0.0.1") throw new Error(`bench writes: ${hostname} is not 127.0.0.1`);
};

const isBusy = (status: number, body: string) => {
  if (status !== 503) return false;
  try {
    return (JSON.parse(body) as { code?: unknown }).code === "busy";
  } catch {
    return false;
  }
};

interface Tally {
  times: number[];
  statuses: Map<number, number>;
  busy: number;
}

const figuresOf = (
  step: { name: string; writes: boolean },
  tally: Tally,
  seconds: number,
): StepFigures => {
  const times = [...tally.times].sort((a, b) => a - b);
  const ok = [...tally.statuses].reduce(
    (sum, [status, count]) => (status >= 200 && status < 300 ? sum + count : sum),
    0,
  );
  return {
    name: step.name,
    writes: step.writes,
    answers: times.length,
    perSecond: ok / seconds,
    p50: percentile(times, 0.5),
    p99: percentile(times, 0.99),
    statuses: tally.statuses,
    busy: tally.busy,
    times,
  };
};

/**
 * Runs of equal length taken as one: each step's answers, times and statuses together, its rate
 * their mean (the rounds of a phase run interleaved with another's).
 */
export const joinRuns = (runs: readonly RunFigures[]): RunFigures => {
  const [first] = runs;
  if (!first) throw new Error("bench writes: no run to join");
  const steps = first.steps.map((step, index): StepFigures => {
    const same = runs.map((run) => run.steps[index] as StepFigures);
    const times = same.flatMap((each) => each.times).sort((a, b) => a - b);
    const statuses = new Map<number, number>();
    for (const each of same) {
      for (const [status, count] of each.statuses) {
        statuses.set(status, (statuses.get(status) ?? 0) + count);
      }
    }
    return {
      name: step.name,
      writes: step.writes,
      answers: times.length,
      perSecond: same.reduce((sum, each) => sum + each.perSecond, 0) / same.length,
      p50: percentile(times, 0.5),
      p99: percentile(times, 0.99),
      statuses,
      busy: same.reduce((sum, each) => sum + each.busy, 0),
      times,
    };
  });
  return { steps, unanswered: runs.reduce((sum, run) => sum + run.unanswered, 0) };
};

/** `connections` clients, each running `steps` in turn for `seconds`, against `base`. */
export const drive = async <Context extends object>(
  base: string,
  connections: number,
  seconds: number,
  steps: readonly Step<Context>[],
): Promise<RunFigures> => {
  loopbackOnly(base);
  const tallies = steps.map((): Tally => ({ times: [], statuses: new Map(), busy: 0 }));
  // autocannon calls a step's onResponse, then, at once and on the same client, emits the
  // answer's time: the step last answered is the one the time belongs to.
  let answering: Tally | undefined;
  const instance = autocannon({
    url: base,
    connections,
    duration: seconds,
    requests: steps.map((step, index) => ({
      setupRequest: (request: autocannon.Request, context: object) => {
        const wanted = step.request(context as Context);
        // Nothing returned starts the client's sequence over (autocannon's documented
        // behaviour, which its published types leave out).
        if (!wanted) return undefined as unknown as autocannon.Request;
        const body = wanted.body === undefined ? undefined : JSON.stringify(wanted.body);
        return {
          ...request,
          method: wanted.method,
          path: wanted.path,
          headers: body
            ? { ...wanted.headers, "content-type": "application/json" }
            : wanted.headers,
          body: body ?? "",
        };
      },
      onResponse: (status: number, body: string, context: object) => {
        const tally = tallies[index] as Tally;
        tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        if (isBusy(status, body)) tally.busy += 1;
        step.answered?.(status, body, context as Context);
        answering = tally;
      },
    })),
  });
  (instance as unknown as NodeJS.EventEmitter).on(
    "response",
    (_client: unknown, _status: number, _bytes: number, ms: number) => {
      answering?.times.push(ms);
      answering = undefined;
    },
  );
  const result = await instance;
  for (const [index, tally] of tallies.entries()) {
    const answers = [...tally.statuses.values()].reduce((sum, count) => sum + count, 0);
    if (answers !== tally.times.length) {
      throw new Error(
        `bench writes: step ${steps[index]?.name} timed ${tally.times.length} of ${answers} answers`,
      );
    }
  }
  return {
    steps: steps.map((step, index) => figuresOf(step, tallies[index] as Tally, seconds)),
    unanswered: result.errors,
  };
};

/**
 * The reference: `connections` pg clients, each inserting one row after the other for
 * `seconds`, on this machine's PostgreSQL. A failed insert counts as status 500.
 */
export const insertPlainly = async (
  databaseUrl: string,
  connections: number,
  seconds: number,
  insert: (client: pg.Client, sequence: number) => Promise<unknown>,
): Promise<RunFigures> => {
  loopbackOnly(databaseUrl);
  const clients = Array.from({ length: connections }, () => {
    const client = new pg.Client(databaseUrl);
    // A lost connection (the database dropped on Ctrl+C) fails the insert under way, counted
    // below; the client's error event must not also end the process.
    client.on("error", () => undefined);
    return client;
  });
  await Promise.all(clients.map((client) => client.connect()));
  const tally: Tally = { times: [], statuses: new Map(), busy: 0 };
  let sequence = 0;
  const until = performance.now() + seconds * 1000;
  try {
    await Promise.all(
      clients.map(async (client) => {
        while (performance.now() < until) {
          const started = performance.now();
          const status = await insert(client, sequence++).then(
            () => 201,
            () => 500,
          );
          tally.times.push(performance.now() - started);
          tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
        }
      }),
    );
  } finally {
    await Promise.all(clients.map((client) => client.end()));
  }
  return { steps: [figuresOf({ name: "insert", writes: true }, tally, seconds)], unanswered: 0 };
};
