CREATE TABLE "request_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"conditions" text NOT NULL,
	"valid_until" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid
);
--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "customer_language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD COLUMN "offer_id" uuid;--> statement-breakpoint
ALTER TABLE "rent_requests" ADD COLUMN "customer_language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "rent_requests" ADD COLUMN "assignee_id" uuid;--> statement-breakpoint
ALTER TABLE "rent_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "request_offers" ADD CONSTRAINT "request_offers_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "request_offers_version_unique" ON "request_offers" USING btree ("resource","request_id","version");--> statement-breakpoint
CREATE INDEX "request_offers_request_idx" ON "request_offers" USING btree ("resource","request_id");--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rent_requests" ADD CONSTRAINT "rent_requests_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The legacy status "seen" (opened by someone) became "inProgress" (taken in charge: docs/statuses.md#rent-and-event-requests).
UPDATE "rent_requests" SET "status" = 'inProgress' WHERE "status" = 'seen';--> statement-breakpoint
UPDATE "event_requests" SET "status" = 'inProgress' WHERE "status" = 'seen';
