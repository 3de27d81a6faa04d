import { Badge } from "antd";
import type { LiveCounter } from "../../../domain/live";
import { useLiveCount } from "../../providers/liveCounters";
import { palette } from "../theme";

/**
 * A menu entry's live counter (seed §9). `data-counter` and `data-count` are always there, "0"
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
