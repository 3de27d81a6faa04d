import type { FastifyInstance } from "fastify";
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
  | "deletionRejected";

export interface CustomerMail {
  to: string;
  language: Language;
  /** Where the mail's subject and text are: shopWork unless said. */
  namespace?: "shopWork" | "rentWork" | "deletionRequests";
  name: CustomerMailName;
  vars: Record<string, string | number>;
  /** The reason or note of a status change, added under the text when there is one. */
  note?: { kind: "reasonLine" | "noteLine"; text: string | null };
}

/** Amounts as the screens show them in that language (domain/money.ts). */
export const money = (cents: number, language: Language) => formatMoney(cents, language);

/** A percentage with the language's decimal separator, at most two decimals. */
export const percent = (value: number, language: Language) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 2 }).format(value);

/**
 * Mails a customer in the language their record carries (not the staff member's screen). The
 * change it reports is already committed, so a mail that cannot be sent is logged, not refused.
 */
export const sendCustomerMail = async (app: FastifyInstance, mail: CustomerMail) => {
  const t = (key: string, vars?: Record<string, string | number>) =>
    app.translate(mail.language, `shopWork:mail.${key}`, vars);
  const own = (key: string) =>
    app.translate(
      mail.language,
      `${mail.namespace ?? "shopWork"}:mail.${mail.name}.${key}`,
      mail.vars,
    );
  const paragraphs = [
    own("text"),
    ...(mail.note?.text ? [t(mail.note.kind, { note: mail.note.text })] : []),
    t("signature"),
  ];
  try {
    await app.mailer.send({
      to: mail.to,
      subject: own("subject"),
      text: paragraphs.join("\n\n"),
    });
  } catch (error) {
    app.log.warn({ err: error, mail: mail.name }, "customer mail not sent");
  }
};
