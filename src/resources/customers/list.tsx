import { useTranslate } from "@refinedev/core";
import type { CustomerSummary } from "../../../domain/customers.schema";
import { useFormat } from "../../format";
import { type ListColumn, ResourceList } from "../../lists";
import { customerName } from "./parts";

/** /customers/list: one row per e-mail address across both lines, the latest contact first. */
export default function CustomerList() {
  const t = useTranslate();
  const format = useFormat();
  const field = (name: string) => t(`customers.fields.${name}`);

  const columns: ListColumn<CustomerSummary>[] = [
    {
      key: "name",
      title: field("name"),
      primary: true,
      render: (customer) => customerName(t, customer),
    },
    { key: "email", title: field("email"), render: (customer) => customer.email },
    { key: "phone", title: field("phone"), render: (customer) => customer.phone ?? "—" },
    {
      key: "language",
      title: field("language"),
      render: (customer) => t(`common.language.${customer.language}`),
    },
    {
      key: "lastContact",
      title: field("lastContact"),
      sortField: "lastContact",
      render: (customer) => format.dateTime(customer.lastContact),
    },
    {
      key: "firstContact",
      title: field("firstContact"),
      sortField: "firstContact",
      render: (customer) => format.dateTime(customer.firstContact),
    },
    {
      key: "spend",
      title: field("spend"),
      sortField: "spend",
      align: "right",
      render: (customer) => format.money(customer.spend.shop + customer.spend.rent),
    },
    {
      key: "records",
      title: field("records"),
      align: "right",
      render: (customer) => Object.values(customer.counts).reduce((sum, count) => sum + count, 0),
    },
  ];

  return (
    <ResourceList<CustomerSummary>
      resource="customers"
      columns={columns}
      rowName={(customer) => customerName(t, customer)}
      canDelete={false}
    />
  );
}
