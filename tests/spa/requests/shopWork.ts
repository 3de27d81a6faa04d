import { HttpResponse, http } from "msw";
import type { HistoryEntry, Quote } from "../../../domain/orderWork.schema";
import { computeQuote } from "../../../domain/quote";
import { api, server } from "../msw";
import { ok } from "./fixtures";

export const anna = { _id: "u1", fullName: "Anna Admin" };

/** A quote version as the server stores it: the figures from domain/quote.ts. */
export const quoteOf = (
  version: number,
  typed: Pick<Quote, "shippingCents" | "customizationCents" | "vatPercent" | "splitPercent">,
  extra: Partial<Quote> = {},
): Quote => {
  const basis = { unitPriceCents: 125_000, quantity: 2 };
  return {
    version,
    ...basis,
    ...typed,
    ...computeQuote({ ...basis, ...typed }),
    adminNote: null,
    sentAt: "2026-03-06T10:00:00.000Z",
    sentBy: anna,
    validUntil: "2026-03-13",
    heldPieces: 2,
    ...extra,
  };
};

export const historyEntry = (
  entry: Partial<HistoryEntry> & Pick<HistoryEntry, "_id" | "kind">,
) => ({
  at: "2026-03-05T09:30:00.000Z",
  by: null,
  fromStatus: null,
  toStatus: null,
  note: null,
  quote: null,
  offer: null,
  payment: null,
  related: null,
  mail: null,
  refund: null,
  ...entry,
});

/** One write the fake API received: its method, path and body. */
export type SeenWrite = { method: string; path: string; body: Record<string, unknown> };

/**
 * Records every write on `recordPath` (a quote's or an offer's PUT, a move, a note) and answers with `answer`,
 * by default the record given back with its version one higher.
 */
export function recordWrites(
  recordPath: string,
  record: { version: number },
  answer?: (write: SeenWrite) => Response | undefined,
): SeenWrite[] {
  const seen: SeenWrite[] = [];
  const handle =
    (method: string) =>
    async ({ request }: { request: Request }) => {
      const write = {
        method,
        path: new URL(request.url).pathname.replace(/^\/admin\/api/, ""),
        body: (await request.json()) as Record<string, unknown>,
      };
      seen.push(write);
      return answer?.(write) ?? ok({ ...record, version: record.version + 1 });
    };
  server.use(
    http.put(api(recordPath), handle("PUT")),
    http.put(api(`${recordPath}/offer`), handle("PUT")),
    http.post(api(`${recordPath}/status`), handle("POST")),
    http.post(api(`${recordPath}/notes`), handle("POST")),
  );
  return seen;
}

export const conflict = (code: string, message: string) =>
  HttpResponse.json({ code, message }, { status: 409 });
