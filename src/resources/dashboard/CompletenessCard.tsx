import { useCustom, useSubscription, useTranslate } from "@refinedev/core";
import { Alert, Card, Skeleton, Table, Typography } from "antd";
import { useCallback, useEffect, useRef } from "react";
import { Link } from "react-router";
import {
  COMPLETENESS_RESOURCES,
  type CompletenessResource,
  MISSING_LANGUAGES,
  type MissingLanguage,
} from "../../../domain/completeness";
import type { CompletenessCounts } from "../../../domain/completeness.schema";
import { resourceChannel } from "../../../domain/live";
import { useFilteredListUrl } from "../../lists";
import { useInvalidateCustom } from "../../providers/api";

type Row = { resource: CompletenessResource } & Record<MissingLanguage, number>;

const COUNTS_PATH = "/completeness";

/** GET /completeness, asked again on every visit like the rest of the dashboard. */
const useCompletenessCounts = () => {
  const { query } = useCustom<CompletenessCounts>({
    url: COUNTS_PATH,
    method: "get",
    queryOptions: { staleTime: 0, retry: false },
  });
  return { ...query, data: query.data?.data };
};

/** How long the counts wait after the last change heard: a burst (an import) makes one read. */
const SETTLE_MS = 300;

/** Reads a card's counts (from `countsPath`) again once changes have settled. */
export const useReadAgainAfterChanges = (countsPath: string) => {
  const invalidate = useInvalidateCustom();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  return useCallback(() => {
    clearTimeout(timer.current);
    timer.current = setTimeout(() => void invalidate(countsPath), SETTLE_MS);
  }, [invalidate, countsPath]);
};

/** Follows one counted section on the live socket: a record saved, added or removed anywhere. */
function FollowSection({
  resource,
  onChange,
}: {
  resource: CompletenessResource;
  onChange: () => void;
}) {
  useSubscription({ channel: resourceChannel(resource), types: ["*"], onLiveEvent: onChange });
  return null;
}

/**
 * How many records of each bilingual section still miss a language (domain/completeness.ts),
 * each count a link to that section's list filtered on it, kept current as records change. A
 * seller sees its own products only.
 */
export function CompletenessCard() {
  const t = useTranslate();
  const filteredListUrl = useFilteredListUrl();
  const { data, isPending, isError } = useCompletenessCounts();
  const readAgain = useReadAgainAfterChanges(COUNTS_PATH);
  const title = t("completeness.card.title");
  if (isPending) {
    return (
      <Card
        size="small"
        title={title}
        role="status"
        aria-busy="true"
        aria-label={t("completeness.card.loading")}
      >
        <Skeleton active paragraph={{ rows: 3 }} />
      </Card>
    );
  }
  if (isError || !data)
    return <Alert type="error" showIcon message={t("completeness.card.error")} />;

  const rows: Row[] = COMPLETENESS_RESOURCES.flatMap((resource) => {
    const counts = data[resource];
    return counts ? [{ resource, ...counts }] : [];
  });
  const section = (resource: CompletenessResource) => t(`${resource}.${resource}`);
  const countCell = (language: MissingLanguage) => (count: number, row: Row) =>
    count === 0 ? (
      count
    ) : (
      <Link
        to={filteredListUrl(row.resource, [
          { field: "completeness", operator: "eq", value: language },
        ])}
        aria-label={t("completeness.card.link", {
          section: section(row.resource),
          count,
          missing: t(`completeness.${language}`),
        })}
      >
        {count}
      </Link>
    );
  const allDone = rows.every((row) => row.missingIt === 0 && row.missingEn === 0);

  return (
    <Card size="small" title={title}>
      {rows.map(({ resource }) => (
        <FollowSection key={resource} resource={resource} onChange={readAgain} />
      ))}
      {allDone && <Typography.Paragraph>{t("completeness.card.allDone")}</Typography.Paragraph>}
      <Table<Row>
        size="small"
        pagination={false}
        rowKey="resource"
        dataSource={rows}
        columns={[
          {
            key: "resource",
            title: t("completeness.card.section"),
            render: (_, row) => section(row.resource),
          },
          ...MISSING_LANGUAGES.map((language) => ({
            key: language,
            dataIndex: language,
            title: t(`completeness.${language}`),
            align: "right" as const,
            render: countCell(language),
          })),
        ]}
      />
    </Card>
  );
}
