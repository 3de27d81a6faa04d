import type { useTranslate } from "@refinedev/core";
import type { CustomerSummary } from "../../../domain/customers.schema";

/** The name a customer goes by: the latest as written, or that it was anonymised. */
export const customerName = (
  t: ReturnType<typeof useTranslate>,
  customer: Pick<CustomerSummary, "names" | "anonymised">,
) => (customer.anonymised ? t("customers.anonymised") : (customer.names[0] ?? "—"));
