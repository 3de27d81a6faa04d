CREATE INDEX "event_requests_customer_key_idx" ON "event_requests" USING btree (md5(lower("customer_email")));--> statement-breakpoint
CREATE INDEX "order_requests_customer_key_idx" ON "order_requests" USING btree (md5(lower("customer_email")));--> statement-breakpoint
CREATE INDEX "orders_customer_key_idx" ON "orders" USING btree (md5(lower("customer_email")));--> statement-breakpoint
CREATE INDEX "rent_requests_customer_key_idx" ON "rent_requests" USING btree (md5(lower("customer_email")));