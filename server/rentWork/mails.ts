import type { Language } from "../../domain/languages.ts";
import type { Offer } from "../../domain/rentWork.schema.ts";
import type { App } from "../appInstance.ts";
import { type CustomerMailName, money, sendCustomerMail } from "../mail/customerMail.ts";
import { formatDay } from "./days.ts";

/** What a rent or event request's mails need of it. */
export interface MailedRequest {
  number: number;
  status: string;
  customerName: string;
  customerEmail: string;
  customerLanguage: Language;
  offer: Offer | null;
}

/** What the request is for, in the customer's language: the model or event and its dates. */
export type Subject<Request> = (
  request: Request,
  language: Language,
) => { what: string; dates: string };

const MOVE_MAILS: Partial<Record<string, CustomerMailName>> = {
  inProgress: "requestTaken",
  confirmed: "requestConfirmed",
  declined: "requestDeclined",
};

/** The customer's offer, every figure as the screens show it, in their language. */
export const mailOffer = <Request extends MailedRequest>(
  app: App,
  request: Request,
  subject: Subject<Request>,
) => {
  const { offer, customerLanguage: language } = request;
  if (!offer) throw new Error(`request ${request.number} has no offer to mail`);
  return sendCustomerMail(app, {
    to: request.customerEmail,
    language,
    namespace: "rentWork",
    name: "offer",
    vars: {
      name: request.customerName,
      number: request.number,
      ...subject(request, language),
      price: money(offer.priceCents, language),
      conditions: offer.conditions,
      validUntil: formatDay(offer.validUntil, language),
    },
  });
};

/** Every move is mailed: taken in charge, confirmed, declined with its reason. */
export const mailRequestMove = async <Request extends MailedRequest>(
  app: App,
  after: Request,
  note: string | null,
  subject: Subject<Request>,
) => {
  const name = MOVE_MAILS[after.status];
  if (!name) return;
  await sendCustomerMail(app, {
    to: after.customerEmail,
    language: after.customerLanguage,
    namespace: "rentWork",
    name,
    vars: {
      name: after.customerName,
      number: after.number,
      ...subject(after, after.customerLanguage),
    },
    note: { kind: name === "requestDeclined" ? "reasonLine" : "noteLine", text: note },
  });
};
