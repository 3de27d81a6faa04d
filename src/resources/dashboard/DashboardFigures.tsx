import { useTranslate } from "@refinedev/core";
import { Alert, Button, Card, Col, Row, Skeleton, Statistic } from "antd";
import { lazy, Suspense } from "react";
import type { Dashboard } from "../../../domain/dashboard.schema";
import { formatMoney } from "../../format";
import { useLanguage } from "../../providers/i18n";
import { CounterCards } from "./CounterCards";
import { type LatestItem, LatestList } from "./LatestList";
import { useDashboard } from "./useDashboard";

const PerDayChart = lazy(() => import("./PerDayChart"));

const CHART_HEIGHT = 280;

function Figures({ figures }: { figures: Dashboard }) {
  const t = useTranslate();
  const language = useLanguage();
  const productName = (product: { nameEn: string; nameIt: string }) =>
    language === "it" ? product.nameIt : product.nameEn;
  const orderRequests: LatestItem[] = figures.latestOrderRequests.map((request) => ({
    ...request,
    about: productName(request.product),
  }));
  const rentRequests: LatestItem[] | null =
    figures.latestRentRequests?.map((request) => ({ ...request, about: request.modelName })) ??
    null;

  return (
    <>
      <CounterCards counters={figures.counters} />
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={16}>
          <Card size="small" title={t("dashboard.perDay.title")}>
            <Suspense
              fallback={<Skeleton.Node active style={{ width: "100%", height: CHART_HEIGHT }} />}
            >
              <PerDayChart perDay={figures.perDay} />
            </Suspense>
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card size="small" style={{ height: "100%" }}>
            <Statistic
              title={t("dashboard.revenue.title")}
              value={formatMoney(figures.revenueThisMonthCents, language)}
            />
          </Card>
        </Col>
      </Row>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={rentRequests ? 12 : 24}>
          <LatestList
            title={t("dashboard.latest.orderRequests")}
            resource="orderRequests"
            statuses="orderRequest"
            items={orderRequests}
          />
        </Col>
        {rentRequests && (
          <Col xs={24} lg={12}>
            <LatestList
              title={t("dashboard.latest.rentRequests")}
              resource="rentRequests"
              statuses="request"
              items={rentRequests}
            />
          </Col>
        )}
      </Row>
    </>
  );
}

/** The figures of GET /dashboard, with their loading and error states. */
export function DashboardFigures() {
  const t = useTranslate();
  const { data, isPending, isError, refetch, isFetching } = useDashboard(true);
  if (isPending) {
    return (
      <Card role="status" aria-busy="true" aria-label={t("dashboard.loading")}>
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  }
  if (isError) {
    return (
      <Alert
        type="error"
        showIcon
        message={t("dashboard.error")}
        action={
          <Button size="small" onClick={() => refetch()} loading={isFetching}>
            {t("dashboard.retry")}
          </Button>
        }
      />
    );
  }
  return <Figures figures={data} />;
}
