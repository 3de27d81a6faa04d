CREATE TABLE "stock_movements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"product_id" uuid NOT NULL,
	"pieces" integer NOT NULL,
	"held_pieces" integer DEFAULT 0 NOT NULL,
	"on_hand_after" integer NOT NULL,
	"held_after" integer NOT NULL,
	"reason" text NOT NULL,
	"note" text,
	"resource" text,
	"record_id" uuid,
	"by_user_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "held" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "low_stock_threshold" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stock_movements_product_at_idx" ON "stock_movements" USING btree ("product_id","at");--> statement-breakpoint
CREATE INDEX "stock_movements_record_idx" ON "stock_movements" USING btree ("resource","record_id");--> statement-breakpoint
-- A quantity typed below zero before stock was kept means none on hand.
UPDATE "products" SET "quantity" = 0 WHERE "quantity" < 0;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_quantity_not_negative" CHECK ("products"."quantity" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_held_not_negative" CHECK ("products"."held" >= 0);--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_held_within_quantity" CHECK ("products"."held" <= "products"."quantity");--> statement-breakpoint
-- Every product's ledger starts with the pieces it has now, so the sums add up from the start.
INSERT INTO "stock_movements" ("product_id", "pieces", "on_hand_after", "held_after", "reason", "note", "resource", "record_id", "at")
  SELECT "id", "quantity", "quantity", 0, 'adjustment', 'opening stock', 'products', "id", "created_at" FROM "products";--> statement-breakpoint
-- The ledger is append-only. The database's own changes pass: the lines of a deleted product go
-- with it (ON DELETE CASCADE), a removed user becomes null (ON DELETE SET NULL), nothing else.
CREATE FUNCTION "stock_movements_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF EXISTS (SELECT 1 FROM products WHERE id = OLD.product_id) THEN
      RAISE EXCEPTION 'stock_movements is append-only' USING ERRCODE = 'integrity_constraint_violation';
    END IF;
    RETURN OLD;
  END IF;
  IF NEW.by_user_id IS NULL AND (to_jsonb(NEW) - 'by_user_id') = (to_jsonb(OLD) - 'by_user_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'stock_movements is append-only' USING ERRCODE = 'integrity_constraint_violation';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "stock_movements_append_only" BEFORE UPDATE OR DELETE ON "stock_movements"
  FOR EACH ROW EXECUTE FUNCTION "stock_movements_append_only"();