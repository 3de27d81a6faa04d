/** The whole relational schema: each feature module owns its tables and is re-exported here. */
export * from "../audit/schema.ts";
export * from "../categories/schema.ts";
export * from "../coupons/schema.ts";
export * from "../eventRequests/schema.ts";
export * from "../oneTimeLinks/schema.ts";
export * from "../orderRequests/schema.ts";
export * from "../orders/schema.ts";
export * from "../otp/schema.ts";
export * from "../products/schema.ts";
export * from "../properties/schema.ts";
export * from "../rentRequests/schema.ts";
export * from "../shops/schema.ts";
export * from "../users/schema.ts";
