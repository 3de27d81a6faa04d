CREATE TABLE "shops" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seller_id" uuid NOT NULL,
	"name" text NOT NULL,
	"company_name" text,
	"vat_number" text,
	"fiscal_code" text,
	"sdi" text,
	"pec" text,
	"phone" text,
	"shipping_address" text,
	"invoice_address" text,
	"city" text,
	"province" text,
	"postcode" text,
	"country" text DEFAULT 'IT' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shops_seller_id_unique" ON "shops" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "shops_name_idx" ON "shops" USING btree ("name");--> statement-breakpoint
CREATE INDEX "shops_created_at_idx" ON "shops" USING btree ("created_at");--> statement-breakpoint
-- Sellers who registered before shops existed get one named after them: every seller has a shop.
INSERT INTO "shops" ("seller_id", "name", "created_at") SELECT "id", trim("first_name" || ' ' || "last_name"), "created_at" FROM "users" WHERE "user_type" = 5;
