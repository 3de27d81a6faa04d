import { Badge } from "antd";
import { useSyncExternalStore } from "react";
import type { LiveCounter } from "../../../domain/live";
import { liveCounters, useLiveCount } from "../../providers/liveCounters";
import { palette } from "../theme";

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
      <Badge
        count={count}
        overflowCount={99}
        size="small"
        color={palette.gold}
        style={{ color: palette.black, boxShadow: "none" }}
      />
    </span>
  );
}

/** A dot on a group's title while one of its entries has something new (seen when it is closed). */
export function GroupDot({ counters }: { counters: readonly LiveCounter[] }) {
  const anything = useSyncExternalStore(liveCounters.subscribe, () =>
    counters.some((counter) => (liveCounters.get()[counter] ?? 0) > 0),
  );
  return anything ? <Badge dot color={palette.gold} /> : null;
}
