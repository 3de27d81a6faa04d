import { useNavigation, useTranslate } from "@refinedev/core";
import { type DescriptionsProps, Typography } from "antd";
import { Link } from "react-router";
import { useFormat } from "../format";
import { RecordDetails } from "../forms/RecordDetails";

type Items = NonNullable<DescriptionsProps["items"]>;

export type Customer = {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  customerId: string;
};

/** The customer's name, linked to the customer page: every record of their e-mail, both lines. */
function CustomerLink({ record }: { record: Customer }) {
  const t = useTranslate();
  const { showUrl } = useNavigation();
  return (
    <Link to={showUrl("customers", record.customerId)} title={t("customers.openCustomer")}>
      {record.customerName}
    </Link>
  );
}

/** The customer's contact, with mail and phone links; `ns` is the resource's namespace. */
export const customerItems = (record: Customer, t: (key: string) => string, ns: string): Items => [
  {
    key: "customerName",
    label: t(`${ns}.fields.customerName`),
    children: <CustomerLink record={record} />,
  },
  {
    key: "customerEmail",
    label: t(`${ns}.fields.customerEmail`),
    children: <a href={`mailto:${record.customerEmail}`}>{record.customerEmail}</a>,
  },
  {
    key: "customerPhone",
    label: t(`${ns}.fields.customerPhone`),
    children: record.customerPhone ? (
      <a href={`tel:${record.customerPhone.replace(/\s+/g, "")}`}>{record.customerPhone}</a>
    ) : (
      "—"
    ),
  },
];

/** A product as requests and orders carry it: its id and its name in both languages. */
export type ProductRef = { _id: string; nameEn: string; nameIt: string };

/** The product's name in the UI language, linked to its page. */
export function ProductLink({ product }: { product: ProductRef }) {
  const format = useFormat();
  const { showUrl } = useNavigation();
  const url = showUrl("products", product._id);
  return url ? <Link to={url}>{format.name(product)}</Link> : format.name(product);
}

/** One titled block of a record page: label/value pairs that stack on a phone. */
export function RecordSection({ title, items }: { title: string; items: Items }) {
  return (
    <RecordDetails
      title={<h2 style={{ margin: 0, font: "inherit" }}>{title}</h2>}
      items={items}
      column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 3, xxl: 3 }}
      size="small"
    />
  );
}

/** A customer's free text as they wrote it (line breaks kept), or a quiet word when there is none. */
export function LongText({ text, empty }: { text: string | null; empty: string }) {
  return text ? (
    <Typography.Paragraph style={{ whiteSpace: "pre-line", margin: 0 }}>
      {text}
    </Typography.Paragraph>
  ) : (
    <Typography.Text type="secondary">{empty}</Typography.Text>
  );
}
