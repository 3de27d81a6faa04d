CREATE TABLE "changeset_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"changeset_id" uuid NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"version_before" integer NOT NULL,
	"version_after" integer NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL,
	"state" text DEFAULT 'done' NOT NULL,
	"code" text,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "changesets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"kind" text NOT NULL,
	"resource" text NOT NULL,
	"user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"file_name" text,
	"counts" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"reverted_at" timestamp with time zone,
	"reverted_by" uuid
);
--> statement-breakpoint
ALTER TABLE "audit_entries" ADD COLUMN "changeset_id" uuid;--> statement-breakpoint
ALTER TABLE "changeset_records" ADD CONSTRAINT "changeset_records_changeset_id_changesets_id_fk" FOREIGN KEY ("changeset_id") REFERENCES "public"."changesets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changesets" ADD CONSTRAINT "changesets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "changesets" ADD CONSTRAINT "changesets_reverted_by_users_id_fk" FOREIGN KEY ("reverted_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "changeset_records_changeset_idx" ON "changeset_records" USING btree ("changeset_id","at");--> statement-breakpoint
CREATE INDEX "changesets_user_at_idx" ON "changesets" USING btree ("user_id","at");--> statement-breakpoint
CREATE INDEX "audit_entries_changeset_idx" ON "audit_entries" USING btree ("changeset_id","at");