import { text } from "drizzle-orm/pg-core";

/** Who asked, as the marketplace app sent it (customers are not back-office users). */
export const customerColumns = {
  customerName: text("customer_name").notNull(),
  customerEmail: text("customer_email").notNull(),
  customerPhone: text("customer_phone"),
};
