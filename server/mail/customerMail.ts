import type { Language } from "../../domain/languages.ts";
import { formatMoney } from "../../domain/money.ts";

/**
 * The mails to customers: the shop's words are under shopWork:mail.<name>, the rent line's under
 * rentWork:mail.<name>, account deletion's under deletionRequests:mail.<name>; the signature and the reason or note line are the shop's for both.
 */
export type CustomerMailName =
  | "quote"
  | "requestDenied"
  | "orderStatus"
  | "offer"
  | "requestTaken"
  | "requestConfirmed"
  | "requestDeclined"
  | "deletionApproved"
  | "deletionRejected"
  | "refund";

export interface CustomerMail {
  to: string;
  language: Language;
  /** The record whose change it reports: its history shows the mail. */
  record: { resource: string; id: string };
  /** Where the mail's subject and text are: shopWork unless said. */
  namespace?: "shopWork" | "rentWork" | "deletionRequests";
  name: CustomerMailName;
  vars: Record<string, string | number>;
  /** Variables that are message keys (a status's name), said in the mail's language. */
  terms?: Record<string, string>;
  /** The reason or note of a status change, added under the text when there is one. */
  note?: { kind: "reasonLine" | "noteLine"; text: string | null };
  /** Keep no address nor words once sent: the person asked to be forgotten. */
  forgetWhenSent?: boolean;
}

export type TranslateIn = (
  language: Language,
  key: string,
  vars?: Record<string, string | number>,
) => string;

/** Amounts as the screens show them in that language (domain/money.ts). */
export const money = (cents: number, language: Language) => formatMoney(cents, language);

/** A percentage with the language's decimal separator, at most two decimals. */
export const percent = (value: number, language: Language) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/** The subject and text in the customer's language (the record's, not the staff member's screen). */
export const renderCustomerMail = (translate: TranslateIn, mail: CustomerMail) => {
  const terms = Object.fromEntries(
    Object.entries(mail.terms ?? {}).map(([name, key]) => [name, translate(mail.language, key)]),
  );
  const vars = { ...mail.vars, ...terms };
  const t = (key: string, values?: Record<string, string | number>) =>
    translate(mail.language, `shopWork:mail.${key}`, values);
  const own = (key: string) =>
    translate(mail.language, `${mail.namespace ?? "shopWork"}:mail.${mail.name}.${key}`, vars);
  const paragraphs = [
    own("text"),
    ...(mail.note?.text ? [t(mail.note.kind, { note: mail.note.text })] : []),
    t("signature"),
  ];
  return { subject: own("subject"), text: paragraphs.join("\n\n") };
};
