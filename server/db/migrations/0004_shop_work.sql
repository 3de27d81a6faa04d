CREATE TABLE "history_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"resource" text NOT NULL,
	"record_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	"by_user_id" uuid,
	"from_status" text,
	"to_status" text,
	"note" text,
	"quote_id" uuid
);
--> statement-breakpoint
CREATE TABLE "order_request_quotes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_request_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"unit_price_cents" bigint NOT NULL,
	"quantity" integer NOT NULL,
	"shipping_cents" bigint NOT NULL,
	"customization_cents" bigint NOT NULL,
	"vat_basis_points" integer NOT NULL,
	"split_basis_points" integer NOT NULL,
	"admin_note" text,
	"subtotal_cents" bigint NOT NULL,
	"taxable_cents" bigint NOT NULL,
	"vat_cents" bigint NOT NULL,
	"total_cents" bigint NOT NULL,
	"seller_share_cents" bigint NOT NULL,
	"platform_fee_cents" bigint NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_by" uuid
);
--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "customer_language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "unit_price_cents" bigint;--> statement-breakpoint
UPDATE "order_requests" SET "unit_price_cents" = "products"."price_cents" FROM "products" WHERE "products"."id" = "order_requests"."product_id";--> statement-breakpoint
ALTER TABLE "order_requests" ALTER COLUMN "unit_price_cents" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "customer_language" text DEFAULT 'it' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "version" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "history_entries" ADD CONSTRAINT "history_entries_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_quotes" ADD CONSTRAINT "order_request_quotes_order_request_id_order_requests_id_fk" FOREIGN KEY ("order_request_id") REFERENCES "public"."order_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_request_quotes" ADD CONSTRAINT "order_request_quotes_sent_by_users_id_fk" FOREIGN KEY ("sent_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "history_entries_record_idx" ON "history_entries" USING btree ("resource","record_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "order_request_quotes_version_unique" ON "order_request_quotes" USING btree ("order_request_id","version");