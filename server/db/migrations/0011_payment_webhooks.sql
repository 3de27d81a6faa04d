CREATE TABLE "payment_webhooks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"event_id" text NOT NULL,
	"object_type" text,
	"event_type" text NOT NULL,
	"status" text NOT NULL,
	"error" text,
	"external_transaction_id" text,
	"product_type" text,
	"order_id" uuid,
	"order_request_id" uuid,
	"rent_request_id" uuid,
	"event_request_id" uuid,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"payload" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "history_entries" ADD COLUMN "webhook_id" uuid;--> statement-breakpoint
ALTER TABLE "order_request_quotes" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "request_offers" ADD COLUMN "payment_intent_id" text;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_order_request_id_order_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."order_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_rent_request_id_rent_requests_id_fk" FOREIGN KEY ("rent_request_id") REFERENCES "public"."rent_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_webhooks" ADD CONSTRAINT "payment_webhooks_event_request_id_event_requests_id_fk" FOREIGN KEY ("event_request_id") REFERENCES "public"."event_requests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_webhooks_event_id_unique" ON "payment_webhooks" USING btree ("event_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_received_at_idx" ON "payment_webhooks" USING btree ("received_at");--> statement-breakpoint
CREATE INDEX "payment_webhooks_order_id_idx" ON "payment_webhooks" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_order_request_id_idx" ON "payment_webhooks" USING btree ("order_request_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_rent_request_id_idx" ON "payment_webhooks" USING btree ("rent_request_id");--> statement-breakpoint
CREATE INDEX "payment_webhooks_event_request_id_idx" ON "payment_webhooks" USING btree ("event_request_id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_request_quotes_payment_intent_id_unique" ON "order_request_quotes" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_payment_intent_id_unique" ON "orders" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "request_offers_payment_intent_id_unique" ON "request_offers" USING btree ("payment_intent_id");