import { eq } from "drizzle-orm";
import type { z } from "zod";
import {
  canMoveOrderRequest,
  canSendQuote,
  type OrderRequestStatus,
  REASON_REQUIRED,
} from "../../domain/orders.ts";
import type { quoteInput } from "../../domain/orderWork.schema.ts";
import { calendarDay, defaultValidUntil } from "../../domain/quote.ts";
import type { OrderRequest } from "../../domain/requests.schema.ts";
import type { RequestContext } from "../lists/context.ts";
import { invalidFields } from "../lists/index.ts";
import { type CustomerMail, money, percent } from "../mail/customerMail.ts";
import { HttpProblem } from "../plugins/errors.ts";
import { formatDay } from "../rentWork/days.ts";
import { holdPieces, takePieces } from "../stock/service.ts";
import { illegalMove, recordWork } from "../writes/recordWork.ts";
import type { InUnit } from "../writes/unitOfWork.ts";
import { releaseHold } from "./holds.ts";
import { orderRequestList } from "./list.ts";
import { storeQuoteVersion } from "./quotes.ts";
import { orderRequests } from "./schema.ts";

type QuoteBody = z.output<typeof quoteInput>;

const productName = (request: OrderRequest) =>
  request.customerLanguage === "it" ? request.product.nameIt : request.product.nameEn;

/** The customer's quote: every amount of it as the screens show them, in their language. */
const quoteMail = (request: OrderRequest): CustomerMail => {
  const { quote, customerLanguage: language } = request;
  if (!quote) throw new Error(`order request ${request._id} has no quote to mail`);
  return {
    to: request.customerEmail,
    language,
    record: { resource: "orderRequests", id: request._id },
    name: "quote",
    vars: {
      name: request.customerName,
      number: request.number,
      product: productName(request),
      quantity: quote.quantity,
      unitPrice: money(quote.unitPriceCents, language),
      subtotal: money(quote.subtotalCents, language),
      customization: money(quote.customizationCents, language),
      shipping: money(quote.shippingCents, language),
      vatPercent: percent(quote.vatPercent, language),
      vat: money(quote.vatCents, language),
      total: money(quote.totalCents, language),
      validUntil: formatDay(quote.validUntil, language),
    },
  };
};

/** A denied request is mailed with its reason; the other moves are the shop's own business. */
const orderRequestMoveMail = (
  after: OrderRequest,
  note: string | null,
): CustomerMail | undefined =>
  after.status === "requestDenied"
    ? {
        to: after.customerEmail,
        language: after.customerLanguage,
        record: { resource: "orderRequests", id: after._id },
        name: "requestDenied",
        vars: { name: after.customerName, number: after.number, product: productName(after) },
        note: { kind: "reasonLine", text: note },
      }
    : undefined;

const resolvePaidWithoutStock = (scope: InUnit<RequestContext>, id: string) =>
  scope.db.update(orderRequests).set({ paidWithoutStockAt: null }).where(eq(orderRequests.id, id));

/**
 * What a move does to the request's pieces (docs/stock.md#quote-holds), after its version claim:
 * a denial ends the hold; a request paid without stock is resolved by the denial (the refund is
 * the administrator's) or by taking it in work once restocked, which takes its pieces (409
 * `outOfStock` while they are still missing). False when it wrote nothing.
 */
const piecesOfMove = async (
  scope: InUnit<RequestContext>,
  before: OrderRequest,
  to: OrderRequestStatus,
) => {
  if (to === "requestDenied") {
    await releaseHold(
      scope,
      { id: before._id, productId: before.product._id, by: scope.user.id },
      "requestDenied",
    );
    if (before.paidWithoutStockAt) await resolvePaidWithoutStock(scope, before._id);
    return true;
  }
  if (to === "workingInProcess" && before.paidWithoutStockAt) {
    await takePieces(scope, {
      productId: before.product._id,
      pieces: before.quantity,
      reason: "order",
      record: { resource: "orderRequests", id: before._id },
      by: scope.user.id,
    });
    await resolvePaidWithoutStock(scope, before._id);
    return true;
  }
  return false;
};

export const orderRequestWork = recordWork<OrderRequest>({
  resource: "orderRequests",
  auditName: "orderRequest",
  table: orderRequests,
  list: orderRequestList,
  canMove: canMoveOrderRequest,
  reasonRequired: REASON_REQUIRED,
  // Taking a request in charge makes it the taker's work, as on the rent line.
  takenInCharge: "requestInProgress",
  mailOfMove: (_before, after, note) => orderRequestMoveMail(after, note),
  onMove: piecesOfMove,
});

const quoteExists = () => new HttpProblem(409, "errors:quoteExists");

/**
 * Sends a quote (docs/quotes.md): allowed while the request is in progress or its quote is
 * current; replacing a current quote needs `replaceQuote` (the user confirmed). Valid until the
 * day picked (today or later, 400) or QUOTE_VALIDITY_DAYS from now. The new version holds the
 * request's pieces (docs/stock.md#quote-holds): the earlier one's hold is released first, then
 * the pieces are held again (fewer available: 409 `outOfStock`, nothing stored or sent). The new
 * version is stored with its figures and becomes current; the earlier stays in the history. The
 * quote's mail is queued with it.
 */
export const sendQuote = (id: string, context: RequestContext, input: QuoteBody) =>
  orderRequestWork.change(
    id,
    context,
    input.version,
    async (scope, before) => {
      if (!canSendQuote(before.status)) throw illegalMove();
      if (before.status === "quotationSent" && before.quote && !input.replaceQuote) {
        throw quoteExists();
      }
      const validUntil = input.validUntil ?? defaultValidUntil(context.now);
      if (validUntil < calendarDay(context.now)) {
        throw invalidFields({ validUntil: "notBeforeToday" });
      }
      const held = { id, productId: before.product._id, by: context.user.id };
      await releaseHold(scope, held, "quoteReplaced");
      await holdPieces(scope, {
        productId: held.productId,
        pieces: before.quantity,
        reason: "quoteHold",
        record: { resource: "orderRequests", id },
        by: held.by,
      });
      const quoteId = await storeQuoteVersion(
        scope.db,
        { id, unitPriceCents: before.unitPriceCents, quantity: before.quantity },
        { ...input, validUntil },
        context.user.id,
      );
      await orderRequestWork.setStatus(scope, before, "quotationSent", {
        kind: "quote",
        note: input.adminNote,
        by: context.user.id,
        quoteId,
      });
    },
    (_before, after) => quoteMail(after),
  );
