/** The whole relational schema: each feature module owns its tables and is re-exported here. */
export * from "../oneTimeLinks/schema.ts";
export * from "../otp/schema.ts";
export * from "../users/schema.ts";
