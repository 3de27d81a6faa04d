import {
  type HttpError,
  useNavigation,
  usePermissions,
  useShow,
  useTranslate,
} from "@refinedev/core";
import { Card, Empty, Flex, List, Segmented, Select, Space, Tag, Typography } from "antd";
import { type ReactNode, useId, useState } from "react";
import { Link, useParams } from "react-router";
import { RESOURCE_USERS } from "../../../domain/access";
import {
  CUSTOMER_LINES,
  type CustomerDetail,
  type TimelineItem,
} from "../../../domain/customers.schema";
import { useFormat } from "../../format";
import { RecordDetails, ShowPage } from "../../forms";
import { useRecordTitle } from "../../layout/ShellState";
import { ExportMenu } from "../../lists/ExportMenu";
import type { Permissions } from "../../providers/authProvider";
import { customerName } from "./parts";
import { statusKey, TimelineStatus, useStatusLabel } from "./TimelineParts";

type LineFilter = "all" | TimelineItem["line"];

const ALL = "all";

/** Each resource's status list in `statuses.json`. */
const STATUS_OF_RESOURCE = {
  orders: "order",
  orderRequests: "orderRequest",
  rentRequests: "request",
  eventRequests: "request",
  deletionRequests: "deletionRequest",
} as const;

/** A section of the page, named by its heading for assistive technology. */
function Section({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={2} id={headingId} style={{ fontSize: 16, marginTop: 0 }}>
        {title}
      </Typography.Title>
      {children}
    </section>
  );
}

/** The timeline across both lines, newest first, filtered by line and by status. */
function Timeline({ customerId, items }: { customerId: string; items: TimelineItem[] }) {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const statusLabel = useStatusLabel();
  const [line, setLine] = useState<LineFilter>(ALL);
  const [status, setStatus] = useState<string>(ALL);
  const inLine = items.filter((item) => line === ALL || item.line === line);
  const statuses = new Map<string, string>();
  for (const item of inLine) if (item.status) statuses.set(statusKey(item), statusLabel(item));
  const shown = inLine.filter((item) => status === ALL || statusKey(item) === status);
  const lines = [...CUSTOMER_LINES, "account"].filter((name) =>
    items.some((item) => item.line === name),
  );

  return (
    <Flex vertical gap={12}>
      <Flex gap={16} wrap align="center">
        <div role="radiogroup" aria-label={t("customers.filters.line")}>
          <Segmented<LineFilter>
            value={line}
            onChange={(value) => {
              setLine(value);
              setStatus(ALL);
            }}
            options={[
              { value: ALL, label: t("customers.filters.all") },
              ...lines.map((name) => ({
                value: name as LineFilter,
                label: t(`customers.lines.${name}`),
              })),
            ]}
          />
        </div>
        <Select
          aria-label={t("customers.filters.status")}
          style={{ minWidth: 200 }}
          value={status}
          onChange={setStatus}
          options={[
            { value: ALL, label: t("customers.filters.all") },
            ...[...statuses].map(([value, label]) => ({ value, label })),
          ]}
        />
        {/* The file holds what the filters show, as a list's export holds its filtered rows. */}
        <ExportMenu
          listPath={`/customers/${customerId}`}
          filters={[
            { field: "line", operator: "eq", value: line === ALL ? undefined : line },
            { field: "status", operator: "eq", value: status === ALL ? undefined : status },
          ]}
          sorters={[]}
          selectedIds={[]}
        />
      </Flex>
      {shown.length ? (
        <List<TimelineItem>
          size="small"
          dataSource={shown}
          rowKey="_id"
          renderItem={(item) => (
            <List.Item>
              <Flex gap={12} wrap align="center" style={{ width: "100%" }}>
                <Typography.Text type="secondary" style={{ minWidth: 150 }}>
                  {format.dateTime(item.at)}
                </Typography.Text>
                <Tag>{t(`customers.lines.${item.line}`)}</Tag>
                <Link to={showUrl(item.resource, item.recordId)}>
                  {t(`customers.kinds.${item.kind}`)}
                  {item.number === null ? "" : ` #${item.number}`}
                </Link>
                {item.title && <Typography.Text>{item.title}</Typography.Text>}
                <TimelineStatus item={item} />
                {item.amountCents !== null && (
                  <Typography.Text strong>{format.money(item.amountCents)}</Typography.Text>
                )}
              </Flex>
            </List.Item>
          )}
        />
      ) : (
        <Empty description={t("customers.timeline.empty")} />
      )}
    </Flex>
  );
}

/** /customers/view/:id: one customer across both lines. */
export default function CustomerShow() {
  const t = useTranslate();
  const format = useFormat();
  const { showUrl } = useNavigation();
  const { id = "" } = useParams();
  const { query, result: customer } = useShow<CustomerDetail, HttpError>({
    resource: "customers",
    id,
  });
  const { data: permissions } = usePermissions<Permissions | null>({});
  // Operators see the account's type but may not open the users' pages.
  const opensUsers = Boolean(permissions && RESOURCE_USERS.users.includes(permissions.userType));
  const name = customer && customerName(t, customer);
  useRecordTitle(name);
  const field = (key: string) => t(`customers.fields.${key}`);

  return (
    <ShowPage resource="customers" id={id} query={query} heading={name}>
      {customer && (
        <Flex vertical gap={24}>
          <RecordDetails column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }} size="small">
            {!customer.anonymised && (
              <RecordDetails.Item label={field("names")}>
                {customer.names.join(", ")}
              </RecordDetails.Item>
            )}
            <RecordDetails.Item label={field("email")}>{customer.email}</RecordDetails.Item>
            <RecordDetails.Item label={field("phone")}>{customer.phone ?? "—"}</RecordDetails.Item>
            <RecordDetails.Item label={field("language")}>
              {t(`common.language.${customer.language}`)}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("firstContact")}>
              {format.dateTime(customer.firstContact)}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("lastContact")}>
              {format.dateTime(customer.lastContact)}
            </RecordDetails.Item>
            <RecordDetails.Item label={field("account")}>
              {customer.account ? (
                <Space wrap>
                  {opensUsers ? (
                    <Link to={showUrl("users", customer.account._id)}>
                      {t(`common.userTypes.${customer.account.type}`)}
                    </Link>
                  ) : (
                    t(`common.userTypes.${customer.account.type}`)
                  )}
                  <Tag color={customer.account.emailVerified ? "green" : "default"}>
                    {t(
                      `customers.emailStatus.${customer.account.emailVerified ? "verified" : "unverified"}`,
                    )}
                  </Tag>
                </Space>
              ) : (
                t("customers.noAccount")
              )}
            </RecordDetails.Item>
          </RecordDetails>
          <Flex gap={16} wrap>
            <Card size="small" title={t("customers.sections.spend")} style={{ minWidth: 240 }}>
              {CUSTOMER_LINES.map((line) => (
                <Flex key={line} justify="space-between" gap={16}>
                  <Typography.Text>{t(`customers.lines.${line}`)}</Typography.Text>
                  <Typography.Text strong>{format.money(customer.spend[line])}</Typography.Text>
                </Flex>
              ))}
            </Card>
            <Card size="small" title={t("customers.sections.counts")} style={{ minWidth: 280 }}>
              {customer.statusCounts.map((count) => (
                <Flex key={`${count.resource}:${count.status}`} justify="space-between" gap={16}>
                  <Typography.Text>
                    {t(`customers.resources.${count.resource}`)} ·{" "}
                    {t(`statuses.${STATUS_OF_RESOURCE[count.resource]}.${count.status}`)}
                  </Typography.Text>
                  <Typography.Text strong>{count.count}</Typography.Text>
                </Flex>
              ))}
            </Card>
            <Card size="small" title={t("customers.sections.openWork")} style={{ minWidth: 280 }}>
              {customer.openWork.length ? (
                customer.openWork.map((work) => (
                  <Flex key={work.recordId} gap={8} wrap align="center">
                    <Link to={showUrl(work.resource, work.recordId)}>
                      {t(`${work.resource}.recordTitle`, { number: work.number })}
                    </Link>
                    <Typography.Text type="secondary">
                      {t("customers.openWork.since", { date: format.dateTime(work.waitingSince) })}
                    </Typography.Text>
                    {work.late && <Tag color="red">{t("customers.openWork.late")}</Tag>}
                  </Flex>
                ))
              ) : (
                <Typography.Text type="secondary">{t("customers.openWork.none")}</Typography.Text>
              )}
            </Card>
          </Flex>
          <Section title={t("customers.sections.timeline")}>
            <Timeline customerId={id} items={customer.timeline} />
          </Section>
        </Flex>
      )}
    </ShowPage>
  );
}
