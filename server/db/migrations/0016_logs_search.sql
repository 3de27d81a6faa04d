-- The logs' `q` (a record id or a client address, anywhere in the text) on a table that grows with
-- every sign-in and change: a trigram index on the same text server/lists/search.ts builds for
-- the logs list (both columns may be null, hence the coalesce), as migration 0012 does for the
-- other lists.
CREATE INDEX "audit_entries_search_idx" ON "audit_entries" USING gin ((coalesce("record_id", '') || E'\n' || coalesce("address", '')) public.gin_trgm_ops);
