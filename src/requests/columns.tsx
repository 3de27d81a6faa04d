import { useTranslate } from "@refinedev/core";
import { Typography } from "antd";
import { PAYMENT_STATES, type PaymentState } from "../../domain/payments";
import { useFormat } from "../format";
import { type ListColumn, pickerFilter, type RecordPicker } from "../lists";
import { PaymentStateTag } from "../payments/PaymentStateTag";
import type { Customer, ProductRef } from "./parts";
import { type StatusKind, StatusTag } from "./StatusTag";

type Numbered = { _id: string; number: number; createdAt: string };
type WithStatus = { status: string };
type WithPayment = { payment?: { state: PaymentState } };

/**
 * The columns the four request and order lists share, with the resource's own labels
 * (`<ns>.fields.*`): number (the link to the record), customer, status, product, seller, date.
 */
export function useRequestColumns(ns: string) {
  const t = useTranslate();
  const format = useFormat();
  const label = (field: string) => t(`${ns}.fields.${field}`);
  const statusOptions = (kind: StatusKind, statuses: readonly string[]) =>
    statuses.map((status) => ({ value: status, label: t(`statuses.${kind}.${status}`) }));

  return {
    number: <T extends Numbered>(): ListColumn<T> => ({
      key: "number",
      title: label("number"),
      primary: true,
      sortField: "number",
      render: (record) => `#${record.number}`,
    }),
    customer: <T extends Customer>(): ListColumn<T> => ({
      key: "customer",
      title: label("customer"),
      sortField: "customerName",
      render: (record) => (
        <>
          <div>{record.customerName}</div>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {record.customerEmail}
          </Typography.Text>
        </>
      ),
    }),
    product: <T extends { product: ProductRef }>(): ListColumn<T> => ({
      key: "product",
      title: label("product"),
      sortField: "product",
      render: (record) => format.name(record.product),
    }),
    /** Staff only: who sells the product, filtered by seller (`sellerId`). */
    seller: <T extends { seller: { fullName: string } | null }>(
      sellers: RecordPicker,
    ): ListColumn<T> => ({
      key: "seller",
      title: label("seller"),
      sortField: "seller",
      // `none`: the platform's own products (the API's sellerId=none).
      filter: pickerFilter("sellerId", sellers, [{ value: "none", label: t(`${ns}.noSeller`) }]),
      render: (record) => record.seller?.fullName ?? t(`${ns}.noSeller`),
    }),
    /** Who took the request in charge (rent and event requests); empty while nobody has. */
    assignee: <T extends { assignee: { fullName: string } | null }>(): ListColumn<T> => ({
      key: "assignee",
      title: label("assignee"),
      render: (record) => record.assignee?.fullName ?? "—",
    }),
    count: <T,>(key: string, value: (record: T) => number): ListColumn<T> => ({
      key,
      title: label(key),
      sortField: key,
      align: "right",
      render: (record) => value(record),
    }),
    /** When it arrived; `key` names the column and its date-range filter (orders: purchaseDate). */
    createdAt: <T extends Numbered>(key = "createdAt"): ListColumn<T> => ({
      key,
      title: label(key),
      sortField: "createdAt",
      filter: { kind: "dateRange" },
      render: (record) => format.dateTime(record.createdAt),
    }),
    status: <T extends WithStatus>(
      kind: StatusKind,
      statuses: readonly string[],
    ): ListColumn<T> => ({
      key: "status",
      title: label("status"),
      sortField: "status",
      filter: { kind: "select", options: statusOptions(kind, statuses) },
      render: (record) => <StatusTag kind={kind} status={record.status} />,
    }),
    /**
     * Unpaid, Paid, Partly refunded, Refunded (docs/statuses.md#payment-state), filtered by any of
     * them (`paymentState`).
     */
    paymentState: <T extends WithPayment>(): ListColumn<T> => ({
      key: "paymentState",
      title: t("payments.fields.state"),
      filter: {
        kind: "select",
        multiple: true,
        options: PAYMENT_STATES.map((state) => ({
          value: state,
          label: t(`payments.states.${state}`),
        })),
      },
      render: (record) => record.payment && <PaymentStateTag state={record.payment.state} />,
    }),
  };
}
