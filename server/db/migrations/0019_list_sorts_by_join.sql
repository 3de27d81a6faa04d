-- The lists sort orders and order requests by their product's name and their seller's name read
-- from products and users (server/lists/referencedSort.ts), no longer from copies on every record:
-- renaming a product or a person (anonymising, say) rewrote each of their records, in the
-- renaming write's transaction (issue 45). The copies, what kept them and their indexes go.
DROP TRIGGER "products_list_sort_keys" ON "products";--> statement-breakpoint
DROP FUNCTION "product_sort_keys"();--> statement-breakpoint
DROP TRIGGER "users_list_sort_keys" ON "users";--> statement-breakpoint
DROP FUNCTION "seller_sort_keys"();--> statement-breakpoint
DROP TRIGGER "orders_sort_keys" ON "orders";--> statement-breakpoint
DROP TRIGGER "order_requests_sort_keys" ON "order_requests";--> statement-breakpoint
DROP FUNCTION "list_sort_keys"();--> statement-breakpoint
DROP INDEX "order_requests_product_list_idx";--> statement-breakpoint
DROP INDEX "order_requests_seller_list_idx";--> statement-breakpoint
DROP INDEX "orders_product_list_idx";--> statement-breakpoint
DROP INDEX "orders_seller_list_idx";--> statement-breakpoint
CREATE INDEX "order_requests_seller_id_idx" ON "order_requests" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "orders_seller_id_idx" ON "orders" USING btree ("seller_id");--> statement-breakpoint
ALTER TABLE "order_requests" DROP COLUMN "product_sort_key";--> statement-breakpoint
ALTER TABLE "order_requests" DROP COLUMN "seller_sort_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "product_sort_key";--> statement-breakpoint
ALTER TABLE "orders" DROP COLUMN "seller_sort_key";