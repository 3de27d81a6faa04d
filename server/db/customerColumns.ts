import { text } from "drizzle-orm/pg-core";
import { LANGUAGES } from "../../domain/languages.ts";

/** Who asked, as the marketplace app sent it (customers are not back-office users). */
export const customerColumns = {
  customerName: text("customer_name").notNull(),
  customerEmail: text("customer_email").notNull(),
  customerPhone: text("customer_phone"),
};

/**
 * The language the customer's mails are written in (quotes, offers, status changes): the records
 * whose customers are mailed carry it (the shop's and the rent line's requests).
 */
export const customerLanguageColumn = {
  customerLanguage: text("customer_language", { enum: LANGUAGES }).notNull().default("it"),
};
