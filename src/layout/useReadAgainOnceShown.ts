import { useEffect, useEffectEvent } from "react";
import { afterNextPaint } from "./afterNextPaint";

/** What of a react-query result reading it again needs. */
type ReadQuery = {
  isSuccess: boolean;
  isStale: boolean;
  dataUpdatedAt: number;
  refetch: (options: { cancelRefetch: boolean }) => Promise<unknown>;
};

/**
 * Each time the caller's page is shown (opened, or its kept page shown again from its tab), what
 * the query already had is read again once it is on screen: the re-read and its re-render come
 * after the frame that shows it (docs/shell.md#24-pages-kept-as-they-were, issue 13). The query
 * itself is set `refetchOnMount: false`. Only data read before, and stale: a first read still on
 * its way is not asked twice, nor rows read ahead for this very showing
 * (readAhead/seedListQueries.ts), and a failed read waits for the user's "Try again".
 */
export function useReadAgainOnceShown(query: ReadQuery): void {
  const readAgain = useEffectEvent((shownAt: number) => {
    if (query.isSuccess && query.isStale && query.dataUpdatedAt < shownAt) {
      void query.refetch({ cancelRefetch: false });
    }
  });
  useEffect(() => {
    const shownAt = Date.now();
    return afterNextPaint(() => readAgain(shownAt));
  }, []);
}
