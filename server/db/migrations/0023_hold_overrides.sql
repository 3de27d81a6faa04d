ALTER TABLE "history_entries" ADD COLUMN "related_record_id" uuid;--> statement-breakpoint
ALTER TABLE "history_entries" ADD COLUMN "related_number" integer;