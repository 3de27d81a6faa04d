/** The whole relational schema: each feature module owns its tables and is re-exported here. */
export * from "../users/schema.ts";
