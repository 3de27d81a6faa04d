/** Money is stored and sent in integer euro cents (decision D7); forms edit euros. */

export const CURRENCY = "EUR";

export const centsFromEuros = (euros: number): number => Math.round(euros * 100);
export const eurosFromCents = (cents: number): number => cents / 100;
