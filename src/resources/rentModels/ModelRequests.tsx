import { useList, useNavigation, useTranslate } from "@refinedev/core";
import { Flex, Table, Typography } from "antd";
import { Link } from "react-router";
import type { RentRequest } from "../../../domain/requests.schema";
import { useFormat } from "../../format";
import { ButtonLink } from "../../layout/ButtonLink";
import { useFilteredListUrl } from "../../lists";
import { StatusTag } from "../../requests/StatusTag";

/** How many of a model's requests its page shows; the rest are one click away in the list. */
const SHOWN = 10;

/** A model's latest rent requests, each linking to its page, and the whole filtered list. */
export function ModelRequests({ modelId }: { modelId: string }) {
  const t = useTranslate();
  const { showUrl } = useNavigation();
  const format = useFormat();
  const filteredListUrl = useFilteredListUrl();
  const filter = { field: "rentModelId", operator: "eq" as const, value: modelId };
  const { result, query } = useList<RentRequest>({
    resource: "rentRequests",
    filters: [filter],
    sorters: [{ field: "createdAt", order: "desc" }],
    pagination: { currentPage: 1, pageSize: SHOWN },
  });
  const field = (name: string) => t(`rentRequests.fields.${name}`);
  const title = t("rentModels.requests.title");

  return (
    <section aria-label={title}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={2} style={{ fontSize: 16, margin: 0 }}>
          {title}
        </Typography.Title>
        {(result.total ?? 0) > SHOWN && (
          <ButtonLink size="small" to={filteredListUrl("rentRequests", [filter])}>
            {t("rentModels.requests.all")}
          </ButtonLink>
        )}
      </Flex>
      <Table<RentRequest>
        rowKey="_id"
        size="small"
        style={{ marginTop: 12 }}
        loading={query.isLoading}
        dataSource={result.data}
        pagination={false}
        scroll={{ x: true }}
        locale={{ emptyText: t("rentModels.requests.empty") }}
        columns={[
          {
            key: "number",
            title: field("number"),
            render: (_, request) => (
              <Link to={showUrl("rentRequests", request._id)}>#{request.number}</Link>
            ),
          },
          { key: "customer", title: field("customer"), dataIndex: "customerName" },
          {
            key: "departureAt",
            title: field("departureAt"),
            render: (_, request) => format.date(request.departureAt),
          },
          {
            key: "returnAt",
            title: field("returnAt"),
            render: (_, request) => format.date(request.returnAt),
          },
          {
            key: "status",
            title: field("status"),
            render: (_, request) => <StatusTag kind="request" status={request.status} />,
          },
        ]}
      />
    </section>
  );
}
