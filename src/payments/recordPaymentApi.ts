/** A paid record's payment and refunds (server/refunds): under the record's own API path. */
export const paymentPath = (recordPath: string) => `${recordPath}/payment`;
export const refundsPath = (recordPath: string) => `${recordPath}/refunds`;

/** The query key of a record's payment: refunds and sandbox events read it again. */
export const paymentKey = (recordPath: string) => ["recordPayment", recordPath] as const;
