CREATE TABLE "list_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
DROP INDEX "order_requests_status_idx";--> statement-breakpoint
DROP INDEX "order_requests_seller_id_idx";--> statement-breakpoint
DROP INDEX "order_requests_created_at_idx";--> statement-breakpoint
DROP INDEX "orders_status_idx";--> statement-breakpoint
DROP INDEX "orders_seller_id_idx";--> statement-breakpoint
DROP INDEX "orders_created_at_idx";--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "product_sort_key" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "seller_sort_key" text;--> statement-breakpoint
ALTER TABLE "order_requests" ADD COLUMN "message_sort_key" text GENERATED ALWAYS AS (left("message", 200)) STORED;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "product_sort_key" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "seller_sort_key" text;--> statement-breakpoint
CREATE INDEX "order_requests_number_list_idx" ON "order_requests" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "order_requests_status_list_idx" ON "order_requests" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "order_requests_status_created_at_list_idx" ON "order_requests" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "order_requests_customer_name_list_idx" ON "order_requests" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "order_requests_customer_email_list_idx" ON "order_requests" USING btree ("customer_email","id");--> statement-breakpoint
CREATE INDEX "order_requests_customer_phone_list_idx" ON "order_requests" USING btree ("customer_phone","id");--> statement-breakpoint
CREATE INDEX "order_requests_product_list_idx" ON "order_requests" USING btree ("product_sort_key","id");--> statement-breakpoint
CREATE INDEX "order_requests_seller_list_idx" ON "order_requests" USING btree ("seller_sort_key","id");--> statement-breakpoint
CREATE INDEX "order_requests_seller_id_list_idx" ON "order_requests" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "order_requests_seller_id_created_at_list_idx" ON "order_requests" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "order_requests_quantity_list_idx" ON "order_requests" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "order_requests_message_list_idx" ON "order_requests" USING btree ("message_sort_key","id");--> statement-breakpoint
CREATE INDEX "order_requests_created_at_list_idx" ON "order_requests" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "order_requests_product_id_idx" ON "order_requests" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "orders_number_list_idx" ON "orders" USING btree ("number","id");--> statement-breakpoint
CREATE INDEX "orders_status_list_idx" ON "orders" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "orders_status_created_at_list_idx" ON "orders" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_customer_name_list_idx" ON "orders" USING btree ("customer_name","id");--> statement-breakpoint
CREATE INDEX "orders_customer_email_list_idx" ON "orders" USING btree ("customer_email","id");--> statement-breakpoint
CREATE INDEX "orders_customer_phone_list_idx" ON "orders" USING btree ("customer_phone","id");--> statement-breakpoint
CREATE INDEX "orders_product_list_idx" ON "orders" USING btree ("product_sort_key","id");--> statement-breakpoint
CREATE INDEX "orders_seller_list_idx" ON "orders" USING btree ("seller_sort_key","id");--> statement-breakpoint
CREATE INDEX "orders_seller_id_list_idx" ON "orders" USING btree ("seller_id","id");--> statement-breakpoint
CREATE INDEX "orders_seller_id_created_at_list_idx" ON "orders" USING btree ("seller_id","created_at","id");--> statement-breakpoint
CREATE INDEX "orders_quantity_list_idx" ON "orders" USING btree ("quantity","id");--> statement-breakpoint
CREATE INDEX "orders_unit_price_cents_list_idx" ON "orders" USING btree ("unit_price_cents","id");--> statement-breakpoint
CREATE INDEX "orders_discount_cents_list_idx" ON "orders" USING btree ("discount_cents","id");--> statement-breakpoint
CREATE INDEX "orders_total_cents_list_idx" ON "orders" USING btree ("total_cents","id");--> statement-breakpoint
CREATE INDEX "orders_coupon_name_list_idx" ON "orders" USING btree ("coupon_name","id");--> statement-breakpoint
CREATE INDEX "orders_shipping_address_list_idx" ON "orders" USING btree ("shipping_address","id");--> statement-breakpoint
CREATE INDEX "orders_delivery_date_list_idx" ON "orders" USING btree ("delivery_date","id");--> statement-breakpoint
CREATE INDEX "orders_created_at_list_idx" ON "orders" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "orders_product_id_idx" ON "orders" USING btree ("product_id");--> statement-breakpoint
-- `q` finds text anywhere in a record (ILIKE '%…%'), which no btree serves: trigram indexes do.
-- Each list searches one text of its own columns joined by newlines (a character `q` cannot
-- hold, so no match spans two columns); server/lists/search.ts builds exactly this expression,
-- so the planner recognises it. The extension lives in public, where every schema-isolated
-- database (tests, benches) finds its operator class; a parallel first install is no error.
DO $$ BEGIN
  CREATE EXTENSION IF NOT EXISTS pg_trgm WITH SCHEMA public;
EXCEPTION WHEN unique_violation OR duplicate_object THEN NULL;
END $$;--> statement-breakpoint
CREATE INDEX "orders_search_idx" ON "orders" USING gin (("number"::text || E'\n' || "customer_name" || E'\n' || "customer_email") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "order_requests_search_idx" ON "order_requests" USING gin (("number"::text || E'\n' || "customer_name" || E'\n' || "customer_email") public.gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "products_names_search_idx" ON "products" USING gin (("name_en" || E'\n' || "name_it") public.gin_trgm_ops);--> statement-breakpoint
-- The lists sort orders and order requests by their product's English name and their seller's
-- full name, held on the record itself so the sort walks an index: set when the record is
-- written, and rewritten when the product or the person is renamed (anonymised, say).
UPDATE "orders" SET "product_sort_key" = p."name_en" FROM "products" p WHERE p."id" = "orders"."product_id";--> statement-breakpoint
UPDATE "orders" SET "seller_sort_key" = u."first_name" || ' ' || u."last_name" FROM "users" u WHERE u."id" = "orders"."seller_id";--> statement-breakpoint
UPDATE "order_requests" SET "product_sort_key" = p."name_en" FROM "products" p WHERE p."id" = "order_requests"."product_id";--> statement-breakpoint
UPDATE "order_requests" SET "seller_sort_key" = u."first_name" || ' ' || u."last_name" FROM "users" u WHERE u."id" = "order_requests"."seller_id";--> statement-breakpoint
CREATE FUNCTION "list_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.product_sort_key := (SELECT name_en FROM products WHERE id = NEW.product_id);
  NEW.seller_sort_key := (SELECT first_name || ' ' || last_name FROM users WHERE id = NEW.seller_id);
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_sort_keys" BEFORE INSERT OR UPDATE OF "product_id", "seller_id" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "list_sort_keys"();--> statement-breakpoint
CREATE TRIGGER "order_requests_sort_keys" BEFORE INSERT OR UPDATE OF "product_id", "seller_id" ON "order_requests"
  FOR EACH ROW EXECUTE FUNCTION "list_sort_keys"();--> statement-breakpoint
CREATE FUNCTION "product_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET product_sort_key = NEW.name_en WHERE product_id = NEW.id;
  UPDATE order_requests SET product_sort_key = NEW.name_en WHERE product_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "products_list_sort_keys" AFTER UPDATE OF "name_en" ON "products"
  FOR EACH ROW WHEN (OLD."name_en" IS DISTINCT FROM NEW."name_en")
  EXECUTE FUNCTION "product_sort_keys"();--> statement-breakpoint
CREATE FUNCTION "seller_sort_keys"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE orders SET seller_sort_key = NEW.first_name || ' ' || NEW.last_name WHERE seller_id = NEW.id;
  UPDATE order_requests SET seller_sort_key = NEW.first_name || ' ' || NEW.last_name WHERE seller_id = NEW.id;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_list_sort_keys" AFTER UPDATE OF "first_name", "last_name" ON "users"
  FOR EACH ROW WHEN (OLD."first_name" IS DISTINCT FROM NEW."first_name" OR OLD."last_name" IS DISTINCT FROM NEW."last_name")
  EXECUTE FUNCTION "seller_sort_keys"();--> statement-breakpoint
-- Every committed write to a list table gives it a new version (server/lists/versionedResults.ts keeps a
-- list's pages and totals per version instead of reading 100,000 rows on every request). So do
-- the writes to what its items show from other tables: product names, the current quote (seller
-- names reach the records through their sort keys above). Numbers come from a sequence, so the
-- version a rolled-back write had set is never reused.
CREATE SEQUENCE "list_versions_seq";--> statement-breakpoint
INSERT INTO "list_versions" ("name", "version")
  VALUES ('orders', nextval('list_versions_seq')), ('order_requests', nextval('list_versions_seq'));--> statement-breakpoint
-- The tables named as the trigger's arguments, else the trigger's own table.
CREATE FUNCTION "list_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE list_versions SET version = nextval('list_versions_seq')
    WHERE name = ANY (CASE WHEN TG_NARGS > 0 THEN TG_ARGV ELSE ARRAY[TG_TABLE_NAME::text] END);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "orders_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "orders"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE TRIGGER "order_requests_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_requests"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE TRIGGER "order_request_quotes_list_version" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "order_request_quotes"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump"('order_requests');--> statement-breakpoint
CREATE TRIGGER "products_list_version" AFTER UPDATE OF "name_en", "name_it" ON "products"
  FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump"('orders', 'order_requests');
