CREATE TABLE "refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"payment_intent_id" text NOT NULL,
	"amount_cents" bigint NOT NULL,
	"reason" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"provider_message" text,
	"provider_refund_id" text,
	"requested_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"requested_at" timestamp with time zone,
	"settled_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_by" text,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD COLUMN "amount_cents" bigint;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD COLUMN "refund_id" uuid;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "refunds_record_idx" ON "refunds" USING btree ("resource","record_id");--> statement-breakpoint
CREATE INDEX "refunds_payment_intent_idx" ON "refunds" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("state","next_attempt_at");--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_refund_id_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."refunds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_webhooks_transaction_idx" ON "payment_webhooks" USING btree ("external_transaction_id");--> statement-breakpoint
-- The amounts of the events stored before they were kept: read from the verified payloads.
UPDATE "payment_webhooks" SET "amount_cents" = CASE
  WHEN "event_type" = 'charge.refunded' THEN ("payload"::jsonb #>> '{data,object,amount_refunded}')::bigint
  ELSE coalesce(("payload"::jsonb #>> '{data,object,amount_received}')::bigint, ("payload"::jsonb #>> '{data,object,amount}')::bigint)
END
WHERE "event_type" IN ('payment_intent.succeeded', 'charge.refunded')
  AND "payload"::jsonb #>> '{data,object,amount}' ~ '^[0-9]+$';
