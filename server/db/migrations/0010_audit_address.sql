ALTER TABLE "audit_entries" ALTER COLUMN "record_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "address" text;--> statement-breakpoint
CREATE INDEX "audit_entries_action_at_idx" ON "audit_entries" USING btree ("action","at");--> statement-breakpoint
-- The logs are append-only (docs/api.md#logs): no statement may change or remove an entry. The one
-- update allowed is the foreign key's own ON DELETE SET NULL when an account is deleted: it runs
-- from the key's trigger (depth 2, a statement of ours is depth 1), and only user_id changes,
-- to null, everything else stays as it was.
CREATE FUNCTION "audit_entries_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND pg_trigger_depth() > 1 AND NEW.user_id IS NULL
    AND (to_jsonb(NEW) - 'user_id') = (to_jsonb(OLD) - 'user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'audit entries are append-only' USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "audit_entries_append_only" BEFORE UPDATE OR DELETE ON "audit_entries"
  FOR EACH ROW EXECUTE FUNCTION "audit_entries_append_only"();--> statement-breakpoint
-- A TRUNCATE skips row triggers: refused on its own.
CREATE TRIGGER "audit_entries_no_truncate" BEFORE TRUNCATE ON "audit_entries"
  FOR EACH STATEMENT EXECUTE FUNCTION "audit_entries_append_only"();
