CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" serial NOT NULL,
	"name_en" text NOT NULL,
	"name_it" text NOT NULL,
	"description_en" text NOT NULL,
	"description_it" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"venue" text NOT NULL,
	"city" text NOT NULL,
	"capacity" integer NOT NULL,
	"price_cents" bigint NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"published" boolean DEFAULT false NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "event_requests" ADD COLUMN "event_id" uuid;--> statement-breakpoint
CREATE UNIQUE INDEX "events_number_unique" ON "events" USING btree ("number");--> statement-breakpoint
CREATE INDEX "events_starts_at_idx" ON "events" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "events_city_idx" ON "events" USING btree ("city");--> statement-breakpoint
ALTER TABLE "event_requests" ADD CONSTRAINT "event_requests_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_requests_event_id_idx" ON "event_requests" USING btree ("event_id");--> statement-breakpoint
-- Hand-written: requests from before events were records named their event as free text. Each is linked to the event whose English or Italian name matches it, ignoring case and surrounding spaces (the oldest such event when several do); a request with no match keeps its text and no event.
UPDATE "event_requests" SET "event_id" = (
	SELECT "events"."id" FROM "events"
	WHERE lower(trim("events"."name_en")) = lower(trim("event_requests"."event_name"))
		OR lower(trim("events"."name_it")) = lower(trim("event_requests"."event_name"))
	ORDER BY "events"."number"
	LIMIT 1
) WHERE "event_id" IS NULL;
