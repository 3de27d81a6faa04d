/**
 * Names the statements this process sends over and over, so that PostgreSQL parses and plans each
 * once per connection (a prepared statement, whose generic plan it keeps once it is no worse than
 * planning each call) rather than on every call: under `npm run bench writes` planning was two
 * fifths of the database's CPU, on a machine whose cores the server and the database share.
 *
 * A text is named once it was seen REPEATS times, so a one-off statement (an ad hoc filter, a
 * migration) stays unnamed and costs the connection nothing; the names are bounded (NAMES) and so
 * is what one connection keeps prepared (PER_CONNECTION): the server's memory and each session's
 * stay bounded whatever the texts are.
 */
const REPEATS = 3;
/** Texts counted before the count starts over: one-off texts must not fill it for good. */
const COUNTED = 5_000;
const NAMES = 2_000;
export const PER_CONNECTION = 500;

const counts = new Map<string, number>();
const names = new Map<string, string>();

/** The name `text` is prepared under, or undefined while it is not (yet) repeated. */
export const nameOfRepeated = (text: string): string | undefined => {
  const named = names.get(text);
  if (named || names.size >= NAMES) return named;
  const count = (counts.get(text) ?? 0) + 1;
  if (count < REPEATS) {
    if (counts.size >= COUNTED) counts.clear();
    counts.set(text, count);
    return undefined;
  }
  counts.delete(text);
  const name = `lux_${names.size + 1}`;
  names.set(text, name);
  return name;
};

interface QueryConfig {
  text?: unknown;
  name?: unknown;
  values?: unknown;
}

const hasValues = (values: unknown) => Array.isArray(values) && values.length > 0;

/**
 * A query's arguments with its config named when its text is repeated. Only statements with
 * values: a statement without any (BEGIN, COMMIT, SET) goes by the simple protocol, which plans
 * nothing worth keeping. `prepared` is the connection's names so far, which it adds to.
 */
export const withRepeatedName = (args: unknown[], prepared: Set<string>): unknown[] => {
  const [first, second] = args;
  if (typeof first !== "object" || first === null) return args;
  const config = first as QueryConfig;
  if (typeof config.text !== "string" || config.name !== undefined) return args;
  if (!hasValues(second) && !hasValues(config.values)) return args;
  const name = nameOfRepeated(config.text);
  if (!name) return args;
  if (!prepared.has(name)) {
    if (prepared.size >= PER_CONNECTION) return args;
    prepared.add(name);
  }
  return [{ ...config, name }, ...args.slice(1)];
};
