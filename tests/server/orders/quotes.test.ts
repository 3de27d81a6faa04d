import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { computeQuote } from "../../../domain/quote.ts";
import { orderRequestQuotes } from "../../../server/orderRequests/schema.ts";
import { QUOTE_CASES } from "../../shared/quoteCases.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { lastMailTo } from "../mailbox.ts";
import { addProduct, call, insertOrderRequest } from "./fixtures.ts";

const FIGURES = [
  "subtotalCents",
  "taxableCents",
  "vatCents",
  "totalCents",
  "sellerShareCents",
  "platformFeeCents",
] as const;

describe("computeQuote (docs/quotes.md)", () => {
  it.each(QUOTE_CASES)("$name", ({ input, expected }) => {
    expect(computeQuote(input)).toEqual(expected);
  });
});

/** Intl separates the amount from € with a no-break space; the lines below are typed with plain ones. */
const readable = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const caseInput = (index: number) => {
  const quoteCase = QUOTE_CASES[index];
  if (!quoteCase) throw new Error(`no quote case ${index}`);
  return quoteCase.input;
};

const termsOf = (input: (typeof QUOTE_CASES)[number]["input"]) => ({
  shippingCents: input.shippingCents,
  customizationCents: input.customizationCents,
  vatPercent: input.vatPercent,
  splitPercent: input.splitPercent,
});

describeServer("sending a quote: PUT /order/request/:id", () => {
  let server: TestServer;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer();
    admin = await server.login(DEMO.admin.email, DEMO.admin.password);
  });
  afterAll(() => server?.close());

  const quoted = async (caseIndex: number, language: "it" | "en" = "en") => {
    const input = caseInput(caseIndex);
    const product = await addProduct(server, null, input.unitPriceCents);
    const request = await insertOrderRequest(server, product, {
      status: "requestInProgress",
      quantity: input.quantity,
      language,
    });
    const answer = await call(server, "PUT", `/order/request/${request.id}`, {
      token: admin,
      body: { version: 1, ...termsOf(input), adminNote: "Engraving included" },
    });
    return { request, product, answer };
  };

  it.each(QUOTE_CASES.map((quoteCase, index) => ({ ...quoteCase, index })))(
    "stores and answers the quote's figures: $name",
    async ({ index, input, expected }) => {
      const { request, answer } = await quoted(index);
      expect(answer.status).toBe(200);
      expect(answer.body.data).toMatchObject({
        status: "quotationSent",
        version: 2,
        unitPriceCents: input.unitPriceCents,
        quote: { version: 1, ...input, ...expected, adminNote: "Engraving included" },
      });
      expect(answer.body.data.quote.sentBy.fullName).toEqual(expect.any(String));
      const [stored] = await server.app.db
        .select()
        .from(orderRequestQuotes)
        .where(eq(orderRequestQuotes.orderRequestId, request.id));
      for (const figure of FIGURES) expect(stored?.[figure], figure).toBe(expected[figure]);
    },
  );

  it("mails the customer every amount in their own language", async () => {
    const italian = await quoted(3, "it");
    const mail = lastMailTo(server.config.dataDir, italian.request.customerEmail);
    expect(mail.subject).toBe(`Il suo preventivo per la richiesta n. ${italian.request.number}`);
    for (const line of [
      `Prodotto: ${italian.product.name} (it)`,
      "Quantità: 1000",
      "Prezzo unitario: 19,99 €",
      "Subtotale: 19.990,00 €",
      "Personalizzazione: 12,34 €",
      "Spedizione: 25,00 €",
      // Italian groups thousands from five digits on, as the screens do (Intl, domain/money.ts).
      "IVA (22 %): 4406,01 €",
      "Totale: 24.433,35 €",
    ]) {
      expect(readable(mail.text)).toContain(line);
    }

    const english = await quoted(5, "en");
    const englishMail = lastMailTo(server.config.dataDir, english.request.customerEmail);
    expect(englishMail.subject).toBe(`Your quote for request no. ${english.request.number}`);
    for (const line of [
      `Product: ${english.product.name}`,
      "Quantity: 7",
      "Unit price: €123.45",
      "VAT (99.99 %): €874.06",
      "Total: €1,748.21",
    ]) {
      expect(readable(englishMail.text)).toContain(line);
    }
    expect(englishMail.text).not.toContain("Engraving included");
  });

  it("asks before replacing a current quote, and keeps the earlier one in the history", async () => {
    const { request } = await quoted(2);
    const terms = { ...termsOf(caseInput(2)), shippingCents: 1500 };
    const refused = await call(server, "PUT", `/order/request/${request.id}`, {
      token: admin,
      body: { version: 2, ...terms },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe("quoteExists");

    const replaced = await call(server, "PUT", `/order/request/${request.id}`, {
      token: admin,
      body: { version: 2, ...terms, replaceQuote: true },
    });
    expect(replaced.status).toBe(200);
    expect(replaced.body.data).toMatchObject({
      version: 3,
      status: "quotationSent",
      quote: { version: 2, shippingCents: 1500, taxableCents: 1650, totalCents: 1667 },
    });

    const history = await call(server, "GET", `/order/request/${request.id}/history`, {
      token: admin,
    });
    expect(history.status).toBe(200);
    const quotes = history.body.data.filter((entry: { kind: string }) => entry.kind === "quote");
    expect(quotes.map((entry: { quote: { version: number } }) => entry.quote.version)).toEqual([
      1, 2,
    ]);
    expect(quotes[0]).toMatchObject({
      fromStatus: "requestInProgress",
      toStatus: "quotationSent",
      note: "Engraving included",
      quote: { shippingCents: 0, totalCents: 152 },
      by: { _id: expect.any(String), fullName: expect.any(String) },
    });
    expect(quotes[1]).toMatchObject({ fromStatus: "quotationSent", note: null });
  });

  it("sends quotes only while the request is in progress or quoted", async () => {
    const product = await addProduct(server, null, 10_000);
    for (const status of ["new", "workingInProcess", "completed", "requestDenied"] as const) {
      const request = await insertOrderRequest(server, product, { status });
      const answer = await call(server, "PUT", `/order/request/${request.id}`, {
        token: admin,
        body: { version: 1, ...termsOf(caseInput(0)) },
      });
      expect(answer.status, status).toBe(409);
      expect(answer.body.code, status).toBe("illegalMove");
    }
  });

  it("refuses a VAT of 100 % with the seed's message", async () => {
    const { request } = await quoted(0);
    const answer = await call(server, "PUT", `/order/request/${request.id}`, {
      token: admin,
      language: "en",
      body: { version: 2, ...termsOf(caseInput(0)), vatPercent: 100, replaceQuote: true },
    });
    expect(answer.status).toBe(400);
    expect(answer.body.errors.vatPercent).toBe("Vat% must be less than 100");
  });
});
