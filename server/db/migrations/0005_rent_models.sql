CREATE TABLE "rent_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name_en" text NOT NULL,
	"name_it" text NOT NULL,
	"description_en" text NOT NULL,
	"description_it" text NOT NULL,
	"kind" text NOT NULL,
	"passengers" integer,
	"cabins" integer,
	"guests" integer,
	"location" text NOT NULL,
	"price_per_day_cents" bigint NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"images" text[] DEFAULT '{}' NOT NULL,
	"video" text,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rent_requests" ADD COLUMN "rent_model_id" uuid;--> statement-breakpoint
CREATE INDEX "rent_models_kind_idx" ON "rent_models" USING btree ("kind");--> statement-breakpoint
CREATE INDEX "rent_models_created_at_idx" ON "rent_models" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "rent_requests" ADD CONSTRAINT "rent_requests_rent_model_id_rent_models_id_fk" FOREIGN KEY ("rent_model_id") REFERENCES "public"."rent_models"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rent_requests_rent_model_id_idx" ON "rent_requests" USING btree ("rent_model_id");--> statement-breakpoint
-- Hand-written: free-text requests name the model they ask for; link each to the catalogue's model of that name (EN or IT, case and surrounding spaces ignored) where exactly one matches, and keep the text otherwise. server/rentRequests/links.ts runs the same rule when a model is created or renamed.
UPDATE "rent_requests" SET "rent_model_id" = "matched"."id" FROM (SELECT "rent_requests"."id" AS "request_id", min("rent_models"."id"::text)::uuid AS "id" FROM "rent_requests" JOIN "rent_models" ON lower(trim("rent_requests"."model_name")) IN (lower(trim("rent_models"."name_en")), lower(trim("rent_models"."name_it"))) WHERE "rent_requests"."rent_model_id" IS NULL GROUP BY "rent_requests"."id" HAVING count(DISTINCT "rent_models"."id") = 1) AS "matched" WHERE "rent_requests"."id" = "matched"."request_id";
