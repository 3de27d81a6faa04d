import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CURRENCY, eurosFromCents, formatMoney } from "../../domain/money";

const byIntl = (cents: number, language: string) =>
  new Intl.NumberFormat(language, { style: "currency", currency: CURRENCY }).format(
    eurosFromCents(cents),
  );

describe("formatMoney", () => {
  it("writes euros as Intl does, in Italian and English", () => {
    expect(formatMoney(125000, "it")).toBe("1250,00\u00a0€");
    expect(formatMoney(1234500, "it")).toBe("12.345,00\u00a0€");
    expect(formatMoney(125000, "en")).toBe("€1,250.00");
    expect(formatMoney(-5, "en")).toBe("-€0.05");
  });

  it("matches Intl for any amount, in every language the app speaks and a few it does not", () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.integer(),
          fc.integer({ min: -1e15, max: 1e15 }),
          fc.maxSafeInteger(),
          fc.integer({ min: -100000, max: 100000 }),
        ),
        fc.constantFrom("it", "en", "de", "fr", "es", "hi", "ja"),
        (cents, language) => formatMoney(cents, language) === byIntl(cents, language),
      ),
      { seed: 2026, numRuns: 20000 },
    );
  });
});
