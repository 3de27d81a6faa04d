import { session } from "./session";

/**
 * A read started ahead is only taken this soon after it left: its page asks for it in the same
 * breath, and an older one could predate a change.
 */
const FRESH_MS = 5_000;

type QueryValue = string | number;

/**
 * List reads started before the page that shows them asks (issue 13), each under the exact
 * query it sent and the session that sent it: a page takes one only if it would have asked for
 * exactly that, and only once. A write forgets them all, so a read taken never predates one of
 * this app's own changes.
 */
export function readsAhead<Answer>() {
  const reads = new Map<string, { answer: Promise<Answer>; startedAt: number }>();
  const keyOf = (resource: string, params: Record<string, QueryValue>) =>
    JSON.stringify([
      session.getToken() ?? "",
      resource,
      Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)),
    ]);
  const isFresh = (startedAt: number) => Date.now() - startedAt < FRESH_MS;

  return {
    /** Starts `read` unless the same one is already under way. */
    start: (resource: string, params: Record<string, QueryValue>, read: () => Promise<Answer>) => {
      for (const [key, { startedAt }] of reads) if (!isFresh(startedAt)) reads.delete(key);
      const key = keyOf(resource, params);
      if (reads.has(key)) return;
      const answer = read();
      // The page's query takes it and its failure; one never taken is nobody's error.
      answer.catch(() => undefined);
      reads.set(key, { answer, startedAt: Date.now() });
    },
    /** The read started ahead for exactly this query, once, while it is fresh. */
    take: (resource: string, params: Record<string, QueryValue>) => {
      const key = keyOf(resource, params);
      const read = reads.get(key);
      reads.delete(key);
      return read && isFresh(read.startedAt) ? read.answer : undefined;
    },
    forget: () => reads.clear(),
  };
}
