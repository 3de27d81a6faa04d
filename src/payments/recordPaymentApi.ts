/** A paid record's payment and refunds (server/refunds): under the record's own API path. */
export const paymentPath = (recordPath: string) => `${recordPath}/payment`;
export const refundsPath = (recordPath: string) => `${recordPath}/refunds`;
