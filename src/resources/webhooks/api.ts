/** Which payment provider is active: the sandbox offers test events (server/webhooks). */
export const PAYMENT_PROVIDER_PATH = "/stripe/provider";

/** Sends a signed sandbox payment event for an order or an order request. */
export const SANDBOX_EVENTS_PATH = "/stripe/sandbox-events";
