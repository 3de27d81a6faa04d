import type { Language } from "../../domain/languages.ts";
import type { Offer } from "../../domain/rentWork.schema.ts";
import { type CustomerMail, type CustomerMailName, money } from "../mail/customerMail.ts";
import { formatDay } from "./days.ts";

/** What a rent or event request's mails need of it. */
export interface MailedRequest {
  _id: string;
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
export const offerMail = <Request extends MailedRequest>(
  resource: string,
  request: Request,
  subject: Subject<Request>,
): CustomerMail => {
  const { offer, customerLanguage: language } = request;
  if (!offer) throw new Error(`request ${request.number} has no offer to mail`);
  return {
    to: request.customerEmail,
    language,
    record: { resource, id: request._id },
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
  };
};

/** Every move is mailed: taken in charge, confirmed, declined with its reason. */
export const requestMoveMail = <Request extends MailedRequest>(
  resource: string,
  after: Request,
  note: string | null,
  subject: Subject<Request>,
): CustomerMail | undefined => {
  const name = MOVE_MAILS[after.status];
  if (!name) return undefined;
  return {
    to: after.customerEmail,
    language: after.customerLanguage,
    record: { resource, id: after._id },
    namespace: "rentWork",
    name,
    vars: {
      name: after.customerName,
      number: after.number,
      ...subject(after, after.customerLanguage),
    },
    note: { kind: name === "requestDeclined" ? "reasonLine" : "noteLine", text: note },
  };
};
