import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";

/**
 * The extensions the migrations create, which PGlite loads only when given at creation: every
 * PGlite the app or a test opens passes these (pg_trgm: the lists' `q` indexes, migration 0012).
 */
export const PGLITE_EXTENSIONS = { pg_trgm };
