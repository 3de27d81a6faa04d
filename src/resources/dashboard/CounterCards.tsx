import { useNavigation, useTranslate } from "@refinedev/core";
import { Card, Col, Row, Statistic } from "antd";
import { Link } from "react-router";
import type { Dashboard } from "../../../domain/dashboard.schema";
import type { LiveCounter } from "../../../domain/live";
import { useLiveCount } from "../../providers/liveCounters";

function CounterCard({ counter, fallback }: { counter: LiveCounter; fallback: number }) {
  const t = useTranslate();
  const { listUrl } = useNavigation();
  // The badge's number when known: the card and the sidebar move together with the live events.
  const count = useLiveCount(counter) ?? fallback;
  const title = t(`dashboard.counters.${counter}`);
  const to = listUrl(counter);
  return (
    <Card size="small" style={{ height: "100%" }}>
      <Statistic title={to ? <Link to={to}>{title}</Link> : title} value={count} />
    </Card>
  );
}

/** The counters of new arrivals: four for staff, the two shop ones for a seller. */
export function CounterCards({ counters }: { counters: Dashboard["counters"] }) {
  const shown = (Object.entries(counters) as [LiveCounter, number | null][]).filter(
    (entry): entry is [LiveCounter, number] => entry[1] !== null,
  );
  return (
    <Row gutter={[16, 16]}>
      {shown.map(([counter, value]) => (
        <Col key={counter} xs={12} lg={24 / Math.max(shown.length, 1)}>
          <CounterCard counter={counter} fallback={value} />
        </Col>
      ))}
    </Row>
  );
}
