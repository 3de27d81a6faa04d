import { session } from "../providers/session";

type QueryValue = string | number;

type Read<Answer> = { answer: Promise<Answer>; startedAt: number; answered?: { value: Answer } };

/**
 * Reads started before the page that shows them asks (issue 13): a list's rows as its page
 * renders, the dashboard's figures at sign-in. Each is kept under the exact query it sent and
 * the session that sent it: a page takes one only if it would have asked for exactly that, only
 * once, and only `freshMs` after it left (an older one could predate a change). `forget` drops
 * them all: after a write, or when another user signs in.
 */
export function readsAhead<Answer>({ freshMs }: { freshMs: number }) {
  const reads = new Map<string, Read<Answer>>();
  const keyOf = (resource: string, params: Record<string, QueryValue>) =>
    JSON.stringify([
      session.getToken() ?? "",
      resource,
      Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)),
    ]);
  const isFresh = (read: Read<Answer> | undefined): read is Read<Answer> =>
    read !== undefined && Date.now() - read.startedAt < freshMs;
  const taken = (resource: string, params: Record<string, QueryValue>) => {
    const key = keyOf(resource, params);
    const read = reads.get(key);
    reads.delete(key);
    return isFresh(read) ? read : undefined;
  };

  return {
    /** Starts `read` unless the same one is already under way; either way, its answer. */
    start: (
      resource: string,
      params: Record<string, QueryValue>,
      read: () => Promise<Answer>,
    ): Promise<Answer> => {
      for (const [key, started] of reads) if (!isFresh(started)) reads.delete(key);
      const key = keyOf(resource, params);
      const under = reads.get(key);
      if (under) return under.answer;
      const started: Read<Answer> = { answer: read(), startedAt: Date.now() };
      // The page's query takes it and its failure; one never taken is nobody's error.
      started.answer.then(
        (value) => {
          started.answered = { value };
        },
        () => undefined,
      );
      reads.set(key, started);
      return started.answer;
    },
    /** The read started ahead for exactly this query, once, while it is fresh. */
    take: (resource: string, params: Record<string, QueryValue>) => taken(resource, params)?.answer,
    /**
     * The same, only if its answer is in already: a page then shows it in its first frame
     * instead of a frame later. Left for `take` when it is still under way.
     */
    takeAnswered: (resource: string, params: Record<string, QueryValue>) => {
      const key = keyOf(resource, params);
      const read = reads.get(key);
      if (!isFresh(read) || !read.answered) return undefined;
      reads.delete(key);
      return { answer: read.answered.value, startedAt: read.startedAt };
    },
    forget: () => reads.clear(),
  };
}
