ALTER TABLE "stock_movements" ALTER COLUMN "at" SET DEFAULT clock_timestamp();--> statement-breakpoint
-- Quotes sent before validity existed get the default one, 7 days from their sending (docs/quotes.md#validity-and-holds).
ALTER TABLE "order_request_quotes" ADD COLUMN "valid_until" date;--> statement-breakpoint
UPDATE "order_request_quotes" SET "valid_until" = (("sent_at" AT TIME ZONE 'UTC') + interval '7 days')::date;--> statement-breakpoint
ALTER TABLE "order_request_quotes" ALTER COLUMN "valid_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_request_quotes" ADD COLUMN "held_pieces" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "paid_without_stock_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_request_quotes_holding_idx" ON "order_request_quotes" USING btree ("valid_until") WHERE "order_request_quotes"."held_pieces" > 0;--> statement-breakpoint
CREATE INDEX "order_requests_paid_without_stock_idx" ON "order_requests" USING btree ("paid_without_stock_at") WHERE "order_requests"."paid_without_stock_at" is not null;--> statement-breakpoint
ALTER TABLE "order_request_quotes" ADD CONSTRAINT "order_request_quotes_held_pieces_not_negative" CHECK ("order_request_quotes"."held_pieces" >= 0);