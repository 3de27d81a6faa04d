-- The lists' kept pages no longer hang on a row every write to orders, order requests and quotes
-- updated and held locked until commit (issue 45: 50 writers queued on it). The process that
-- commits a write now forgets what it kept, and tells the other instances
-- (server/db/committedWrites.ts, server/lists/keptResults.ts).
DROP TRIGGER "orders_list_version" ON "orders";--> statement-breakpoint
DROP TRIGGER "order_requests_list_version" ON "order_requests";--> statement-breakpoint
DROP TRIGGER "order_request_quotes_list_version" ON "order_request_quotes";--> statement-breakpoint
DROP TRIGGER "products_list_version" ON "products";--> statement-breakpoint
DROP FUNCTION "list_version_bump"();--> statement-breakpoint
DROP TABLE "list_versions" CASCADE;--> statement-breakpoint
DROP SEQUENCE "list_versions_seq";

