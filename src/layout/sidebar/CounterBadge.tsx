import { useTranslate } from "@refinedev/core";
import { Badge } from "antd";
import { createContext, useContext, useSyncExternalStore } from "react";
import type { LiveCounter } from "../../../domain/live";
import { liveCounters, useLiveCount } from "../../providers/liveCounters";
import { palette } from "../theme";

/** The house badge: black on gold (10:1, WCAG AA), up to 99+. */
function GoldCount({ count }: { count: number }) {
  return (
    <Badge
      count={count}
      overflowCount={99}
      size="small"
      color={palette.gold}
      style={{ color: palette.black, boxShadow: "none" }}
    />
  );
}

/**
 * A menu entry's live counter (docs/formats.md). `data-counter` and `data-count` are always there, "0"
 * included: tests and the live-latency benchmark read the number from them.
 */
export function CounterBadge({ counter }: { counter: LiveCounter }) {
  const count = useLiveCount(counter) ?? 0;
  return (
    <span
      data-counter={counter}
      data-count={String(count)}
      style={{ display: "inline-flex", lineHeight: 1 }}
    >
      <GoldCount count={count} />
    </span>
  );
}

/** The keys of the menu's groups open inline (none on the collapsed rail, whose groups fly out). */
export const OpenGroups = createContext<readonly string[]>([]);

/**
 * A closed group's total: what its entries' counters add up to, live, so staff see how much waits
 * without opening it (issue 47). An open group shows its entries' own counters instead.
 */
export function GroupTotal({
  group,
  counters,
}: {
  group: string;
  counters: readonly LiveCounter[];
}) {
  const t = useTranslate();
  const open = useContext(OpenGroups).includes(group);
  const total = useSyncExternalStore(liveCounters.subscribe, () =>
    counters.reduce((sum, counter) => sum + (liveCounters.get()[counter] ?? 0), 0),
  );
  if (open || total === 0) return null;
  return (
    <span
      data-group-total={group}
      data-count={String(total)}
      // The number alone says nothing to a screen reader: "12 waiting".
      role="img"
      aria-label={t("common.sidebar.waiting", { total })}
      style={{ display: "inline-flex", lineHeight: 1 }}
    >
      <GoldCount count={total} />
    </span>
  );
}
