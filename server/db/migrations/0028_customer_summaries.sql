-- The customers list (docs/api.md#customers) reads these rows instead of grouping every record on
-- each call. A write to a record or a payment only marks its customers in customer_summaries_stale
-- (the triggers below); the next read of the figures rebuilds them (customer_summaries_flush), so
-- no write waits for another to rebuild a customer's figures, nor pays for the rebuild itself.
CREATE TABLE "customer_summaries" (
	"seller_id" uuid,
	"customer_id" text NOT NULL,
	"email_key" text NOT NULL,
	"names" text[] NOT NULL,
	"email" text NOT NULL,
	"language" text NOT NULL,
	"phone" text,
	"first_at" timestamp with time zone NOT NULL,
	"last_at" timestamp with time zone NOT NULL,
	"shop_cents" bigint NOT NULL,
	"rent_cents" bigint NOT NULL,
	"spend_cents" bigint NOT NULL,
	"orders" integer NOT NULL,
	"order_requests" integer NOT NULL,
	"rent_requests" integer NOT NULL,
	"event_requests" integer NOT NULL,
	"search" text NOT NULL,
	CONSTRAINT "customer_summaries_customer_unique" UNIQUE NULLS NOT DISTINCT("customer_id","seller_id")
);
--> statement-breakpoint
CREATE TABLE "customer_summaries_stale" (
	"email_key" text NOT NULL
);
--> statement-breakpoint
CREATE INDEX "customer_summaries_staff_last_at_idx" ON "customer_summaries" USING btree ("last_at","customer_id") WHERE "customer_summaries"."seller_id" is null;--> statement-breakpoint
CREATE INDEX "customer_summaries_staff_first_at_idx" ON "customer_summaries" USING btree ("first_at","customer_id") WHERE "customer_summaries"."seller_id" is null;--> statement-breakpoint
CREATE INDEX "customer_summaries_staff_spend_idx" ON "customer_summaries" USING btree ("spend_cents","customer_id") WHERE "customer_summaries"."seller_id" is null;--> statement-breakpoint
CREATE INDEX "customer_summaries_seller_last_at_idx" ON "customer_summaries" USING btree ("seller_id","last_at","customer_id");--> statement-breakpoint
CREATE INDEX "customer_summaries_seller_first_at_idx" ON "customer_summaries" USING btree ("seller_id","first_at","customer_id");--> statement-breakpoint
CREATE INDEX "customer_summaries_seller_spend_idx" ON "customer_summaries" USING btree ("seller_id","spend_cents","customer_id");--> statement-breakpoint
CREATE INDEX "customer_summaries_search_idx" ON "customer_summaries" USING gin ("search" public.gin_trgm_ops);--> statement-breakpoint
-- Rebuilds the rows of the customers whose lowercased addresses are `keys`: the staff row (every
-- line) and one per seller (its orders and order requests). Two rebuilds of the same customer wait
-- for each other on an advisory lock of its bucket (1,024 buckets, taken in order), so the later
-- one reads what the earlier one wrote (each statement of a function takes a new snapshot). Spend is paid minus refunded, each payment intent
-- counting its largest refunded total (domain/payments.ts paymentAmountsOf).
CREATE FUNCTION "customer_summaries_refresh"(keys text[]) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  ids text[];
BEGIN
  SELECT array_agg(DISTINCT md5(k)) INTO ids FROM unnest(keys) k WHERE k IS NOT NULL;
  IF ids IS NULL THEN
    RETURN;
  END IF;
  PERFORM pg_advisory_xact_lock(2026, b.bucket)
    FROM (SELECT DISTINCT ('x' || substr(id, 1, 3))::bit(12)::int >> 2 AS bucket FROM unnest(ids) id) b
    ORDER BY b.bucket;
  DELETE FROM customer_summaries WHERE customer_id = ANY (ids);
  INSERT INTO customer_summaries (seller_id, customer_id, email_key, names, email, language, phone,
    first_at, last_at, shop_cents, rent_cents, spend_cents, orders, order_requests, rent_requests,
    event_requests, search)
  WITH rec AS MATERIALIZED (
    SELECT 'orders' AS resource, 'shop' AS line, id, seller_id, lower(customer_email) AS email_key,
      customer_email AS email, customer_name AS name, customer_phone AS phone,
      customer_language AS language, created_at AS at
    FROM orders WHERE md5(lower(customer_email)) = ANY (ids)
    UNION ALL
    SELECT 'orderRequests', 'shop', id, seller_id, lower(customer_email), customer_email,
      customer_name, customer_phone, customer_language, created_at
    FROM order_requests WHERE md5(lower(customer_email)) = ANY (ids)
    UNION ALL
    SELECT 'rentRequests', 'rent', id, NULL::uuid, lower(customer_email), customer_email,
      customer_name, customer_phone, customer_language, created_at
    FROM rent_requests WHERE md5(lower(customer_email)) = ANY (ids)
    UNION ALL
    SELECT 'eventRequests', 'rent', id, NULL::uuid, lower(customer_email), customer_email,
      customer_name, customer_phone, customer_language, created_at
    FROM event_requests WHERE md5(lower(customer_email)) = ANY (ids)
  )
  SELECT CASE WHEN grouping(rec.seller_id) = 1 THEN NULL ELSE rec.seller_id END,
    md5(rec.email_key), rec.email_key,
    array_agg(rec.name ORDER BY rec.at DESC),
    (array_agg(rec.email ORDER BY rec.at DESC))[1],
    (array_agg(rec.language ORDER BY rec.at DESC))[1],
    (array_agg(rec.phone ORDER BY rec.at DESC) FILTER (WHERE rec.phone IS NOT NULL))[1],
    min(rec.at), max(rec.at),
    coalesce(sum(spend.cents) FILTER (WHERE rec.line = 'shop'), 0),
    coalesce(sum(spend.cents) FILTER (WHERE rec.line = 'rent'), 0),
    coalesce(sum(spend.cents), 0),
    count(*) FILTER (WHERE rec.resource = 'orders'),
    count(*) FILTER (WHERE rec.resource = 'orderRequests'),
    count(*) FILTER (WHERE rec.resource = 'rentRequests'),
    count(*) FILTER (WHERE rec.resource = 'eventRequests'),
    string_agg(DISTINCT rec.name || E'\n' || rec.email || coalesce(E'\n' || rec.phone, ''), E'\n')
  -- Each record's payments through the indexes of the four references: a few probes a record,
  -- however many records the statement refreshes.
  FROM rec LEFT JOIN LATERAL (
    SELECT sum(paid) - sum(refunded) AS cents FROM (
      SELECT
        coalesce(sum(w.amount_cents) FILTER (WHERE w.event_type = 'payment_intent.succeeded'), 0) AS paid,
        coalesce(max(w.amount_cents) FILTER (WHERE w.event_type = 'charge.refunded'), 0) AS refunded
      FROM payment_webhooks w
      WHERE (w.order_id = rec.id OR w.order_request_id = rec.id OR w.rent_request_id = rec.id
          OR w.event_request_id = rec.id)
        AND w.status = 'processed' AND w.amount_cents IS NOT NULL
        AND w.event_type IN ('payment_intent.succeeded', 'charge.refunded')
      GROUP BY w.external_transaction_id) per_intent
  ) spend ON true
  GROUP BY GROUPING SETS ((rec.email_key), (rec.seller_id, rec.email_key))
  -- A seller's row: its own records; those of no seller (rent, the platform's own) are staff's only.
  HAVING grouping(rec.seller_id) = 1 OR rec.seller_id IS NOT NULL;
END
$$;--> statement-breakpoint
-- Marks the customers whose lowercased addresses are `keys` as stale: one INSERT, no lock any
-- other write waits for. Called by the triggers, in the write's transaction.
CREATE FUNCTION "customer_summaries_mark"(keys text[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO customer_summaries_stale (email_key)
  SELECT DISTINCT k FROM unnest(keys) k WHERE k IS NOT NULL;
$$;--> statement-breakpoint
-- Rebuilds the figures of every customer marked stale by a committed write, and forgets the marks:
-- what a read of the figures calls first (server/customers/summaries.ts). A mark another flush is
-- rebuilding is skipped, not waited for; a write not yet committed is rebuilt by a later flush.
CREATE FUNCTION "customer_summaries_flush"() RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  keys text[];
BEGIN
  WITH taken AS (
    DELETE FROM customer_summaries_stale
    WHERE ctid IN (SELECT ctid FROM customer_summaries_stale FOR UPDATE SKIP LOCKED)
    RETURNING email_key
  )
  SELECT array_agg(DISTINCT email_key) INTO keys FROM taken;
  IF keys IS NOT NULL THEN
    PERFORM customer_summaries_refresh(keys);
  END IF;
END
$$;--> statement-breakpoint
-- The customers of the records a statement inserted or deleted (one mark for the statement).
CREATE FUNCTION "customer_summaries_of_records"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_summaries_mark(array(SELECT DISTINCT lower(customer_email) FROM changed));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A record whose customer, seller or date changed: its customer before and after.
CREATE FUNCTION "customer_summaries_of_record"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_summaries_mark(ARRAY[lower(OLD.customer_email), lower(NEW.customer_email)]);
  RETURN NULL;
END
$$;--> statement-breakpoint
-- The customers of the records the payment events a statement inserted or deleted were for.
CREATE FUNCTION "customer_summaries_of_payments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_summaries_mark(array(
    SELECT lower(o.customer_email) FROM orders o JOIN changed c ON c.order_id = o.id
    UNION SELECT lower(r.customer_email) FROM order_requests r JOIN changed c ON c.order_request_id = r.id
    UNION SELECT lower(r.customer_email) FROM rent_requests r JOIN changed c ON c.rent_request_id = r.id
    UNION SELECT lower(e.customer_email) FROM event_requests e JOIN changed c ON c.event_request_id = e.id));
  RETURN NULL;
END
$$;--> statement-breakpoint
-- A payment event reconciled, or moved to another record: the customers of its records.
CREATE FUNCTION "customer_summaries_of_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM customer_summaries_mark(array(
    SELECT lower(customer_email) FROM orders WHERE id IN (OLD.order_id, NEW.order_id)
    UNION SELECT lower(customer_email) FROM order_requests WHERE id IN (OLD.order_request_id, NEW.order_request_id)
    UNION SELECT lower(customer_email) FROM rent_requests WHERE id IN (OLD.rent_request_id, NEW.rent_request_id)
    UNION SELECT lower(customer_email) FROM event_requests WHERE id IN (OLD.event_request_id, NEW.event_request_id)));
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "orders_customer_inserted" AFTER INSERT ON "orders" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "orders_customer_deleted" AFTER DELETE ON "orders" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "orders_customer_updated" AFTER UPDATE ON "orders" FOR EACH ROW
  WHEN (OLD.customer_email IS DISTINCT FROM NEW.customer_email
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
    OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone
    OR OLD.customer_language IS DISTINCT FROM NEW.customer_language
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION customer_summaries_of_record();--> statement-breakpoint
CREATE TRIGGER "order_requests_customer_inserted" AFTER INSERT ON "order_requests" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "order_requests_customer_deleted" AFTER DELETE ON "order_requests" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "order_requests_customer_updated" AFTER UPDATE ON "order_requests" FOR EACH ROW
  WHEN (OLD.customer_email IS DISTINCT FROM NEW.customer_email
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
    OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone
    OR OLD.customer_language IS DISTINCT FROM NEW.customer_language
    OR OLD.created_at IS DISTINCT FROM NEW.created_at OR OLD.seller_id IS DISTINCT FROM NEW.seller_id)
  EXECUTE FUNCTION customer_summaries_of_record();--> statement-breakpoint
CREATE TRIGGER "rent_requests_customer_inserted" AFTER INSERT ON "rent_requests" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "rent_requests_customer_deleted" AFTER DELETE ON "rent_requests" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "rent_requests_customer_updated" AFTER UPDATE ON "rent_requests" FOR EACH ROW
  WHEN (OLD.customer_email IS DISTINCT FROM NEW.customer_email
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
    OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone
    OR OLD.customer_language IS DISTINCT FROM NEW.customer_language
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION customer_summaries_of_record();--> statement-breakpoint
CREATE TRIGGER "event_requests_customer_inserted" AFTER INSERT ON "event_requests" REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "event_requests_customer_deleted" AFTER DELETE ON "event_requests" REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_records();--> statement-breakpoint
CREATE TRIGGER "event_requests_customer_updated" AFTER UPDATE ON "event_requests" FOR EACH ROW
  WHEN (OLD.customer_email IS DISTINCT FROM NEW.customer_email
    OR OLD.customer_name IS DISTINCT FROM NEW.customer_name
    OR OLD.customer_phone IS DISTINCT FROM NEW.customer_phone
    OR OLD.customer_language IS DISTINCT FROM NEW.customer_language
    OR OLD.created_at IS DISTINCT FROM NEW.created_at)
  EXECUTE FUNCTION customer_summaries_of_record();--> statement-breakpoint
CREATE TRIGGER "payment_webhooks_customer_inserted" AFTER INSERT ON "payment_webhooks"
  REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_payments();--> statement-breakpoint
CREATE TRIGGER "payment_webhooks_customer_deleted" AFTER DELETE ON "payment_webhooks"
  REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION customer_summaries_of_payments();--> statement-breakpoint
CREATE TRIGGER "payment_webhooks_customer_updated" AFTER UPDATE ON "payment_webhooks" FOR EACH ROW
  WHEN (OLD.status IS DISTINCT FROM NEW.status
    OR OLD.amount_cents IS DISTINCT FROM NEW.amount_cents
    OR OLD.event_type IS DISTINCT FROM NEW.event_type
    OR OLD.external_transaction_id IS DISTINCT FROM NEW.external_transaction_id
    OR OLD.order_id IS DISTINCT FROM NEW.order_id
    OR OLD.order_request_id IS DISTINCT FROM NEW.order_request_id
    OR OLD.rent_request_id IS DISTINCT FROM NEW.rent_request_id
    OR OLD.event_request_id IS DISTINCT FROM NEW.event_request_id)
  EXECUTE FUNCTION customer_summaries_of_payment();--> statement-breakpoint
-- The customers already recorded.
SELECT customer_summaries_refresh(array(
  SELECT lower(customer_email) FROM orders UNION SELECT lower(customer_email) FROM order_requests
  UNION SELECT lower(customer_email) FROM rent_requests UNION SELECT lower(customer_email) FROM event_requests));
