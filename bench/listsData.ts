// The list benchmark's data (and the plan test's): sellers, products, 100,000 orders and 100,000
// order requests written by PostgreSQL itself (generate_series), on top of whatever is there.
/** A pg client or pool: the bench has a client, the plan test a pool. */
type Queryable = { query(text: string): Promise<unknown> };

export const ROWS = 100_000;
const SELLERS = 40;
const PRODUCTS = 2_000;

/**
 * A skewed pick among `values` by a bucket 0–99: the first statuses (new, confirmed) are the
 * common ones, as on a live marketplace; returns and denials are rare.
 */
const skewedStatus = (values: readonly string[], bucket: string) => {
  const weights = values.map((_, index) => Math.max(1, Math.round(60 / (index + 1) ** 1.6)));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let upTo = 0;
  const cases = values.map((value, index) => {
    upTo += Math.round(((weights[index] ?? 0) * 100) / total);
    return `when ${bucket} < ${upTo} then '${value}'`;
  });
  return `case ${cases.join(" ")} else '${values.at(-1)}' end`;
};

const fillSellersAndProducts = async (client: Queryable) => {
  // An empty database (the plan test's) gets one category with one subcategory.
  await client.query(`
    with bags as (
      insert into categories (name_en, name_it, icon, image)
      select 'Bags', 'Borse', 'i.png', 'c.png' where not exists (select from categories)
      returning id
    )
    insert into categories (name_en, name_it, icon, image, parent_id)
    select 'Totes', 'Tote', 'i.png', 'c.png', id from bags`);
  await client.query(`
    insert into users (email, password_hash, first_name, last_name, user_type, email_verified)
    select 'bench.seller' || g || '@example.com', 'not-a-hash', 'Seller', 'Bench ' || g, 5, true
    from generate_series(1, ${SELLERS}) g`);
  // A few big sellers and a long tail; one product in ten is the platform's own (no seller).
  await client.query(`
    with pairs as (
      select s.parent_id as category_id, s.id as subcategory_id, row_number() over (order by s.id) - 1 as i
      from categories s where s.parent_id is not null
    ), sellers as (
      select id, row_number() over (order by id) - 1 as i from users where user_type = 5
    )
    insert into products (name_en, name_it, description_en, description_it, category_id, subcategory_id,
      price_cents, quantity, materials, colour, size, images, seller_id, created_at)
    select 'Bench bag ' || g, 'Borsa di prova ' || g, 'Generated for the list benchmark',
      'Generato per il benchmark', p.category_id, p.subcategory_id, 10000 + (g * 7919) % 500000,
      g % 50, 'Calfskin', 'Black', 'M', array['00000000-0000-4000-8000-000000000000.png'],
      case when g % 10 = 0 then null
        else (select id from sellers where sellers.i = (g * g) % (select count(*) from sellers)) end,
      now() - make_interval(days => g % 700)
    from generate_series(1, ${PRODUCTS}) g
    join pairs p on p.i = g % (select count(*) from pairs)`);
};

/** Columns both tables share: a customer, a product and its seller, a time over two years. */
const customerAndProduct = `
  'Customer ' || g, 'customer' || g || '@example.com',
  case when g % 4 = 0 then null else '+39 3' || lpad((g * 7919 % 100000000)::text, 8, '0') end,
  case when g % 3 = 0 then 'en' else 'it' end,
  p.id, p.seller_id, 1 + g % 5, p.price_cents`;
const products = `(select id, seller_id, price_cents, row_number() over (order by id) - 1 as i from products) p`;
const createdAt = `now() - make_interval(mins => g * 10 + (g * 7919) % 10)`;

const fillOrders = (client: Queryable, rows: number) =>
  client.query(`
    insert into orders (status, customer_name, customer_email, customer_phone, customer_language,
      product_id, seller_id, quantity, unit_price_cents, discount_cents, total_cents, coupon_name,
      shipping_address, delivery_date, created_at, updated_at)
    select ${skewedStatus(
      [
        "orderConfirmed",
        "workingInProgress",
        "cancelledOrder",
        "returnRequest",
        "returnApproved",
        "returnRequestRejected",
      ],
      "(g * 31) % 100",
    )},
      ${customerAndProduct},
      case when g % 7 = 0 then 1000 else 0 end,
      p.price_cents * (1 + g % 5) - case when g % 7 = 0 then 1000 else 0 end,
      case when g % 7 = 0 then 'WELCOME10' end,
      'Via Roma ' || (g % 300) || ', ' || (10000 + g % 90000) || ' Milano',
      case when g % 5 = 0 then null else (${createdAt} + make_interval(days => 3 + g % 20))::date end,
      ${createdAt}, ${createdAt}
    from generate_series(1, ${rows}) g
    join ${products} on p.i = (g * 13) % (select count(*) from products)`);

const fillOrderRequests = (client: Queryable, rows: number) =>
  client.query(`
    insert into order_requests (status, customer_name, customer_email, customer_phone,
      customer_language, product_id, seller_id, quantity, unit_price_cents, message, created_at,
      updated_at)
    select ${skewedStatus(
      [
        "new",
        "requestInProgress",
        "quotationSent",
        "completed",
        "workingInProcess",
        "shipped",
        "requestDenied",
      ],
      "(g * 37) % 100",
    )},
      ${customerAndProduct},
      case when g % 3 = 0 then null else 'Could it come in another colour? Request ' || g end,
      ${createdAt}, ${createdAt}
    from generate_series(1, ${rows}) g
    join ${products} on p.i = (g * 17) % (select count(*) from products)`);

/**
 * Payments on a tenth of the records, a fifth of those refunded, as reconciled provider events:
 * what the lists' payment column and `paymentState` filter read.
 */
const fillPayments = (client: Queryable, table: "orders" | "order_requests", column: string) =>
  client.query(`
    with paid as (
      select id, row_number() over (order by id) as n from ${table} where number % 10 = 0
    )
    insert into payment_webhooks (event_id, object_type, event_type, status,
      external_transaction_id, ${column}, amount_cents, payload)
    select 'evt_${table}_' || n || '_' || kind, kind, event_type, 'processed', 'pi_${table}_' || n,
      id, 50000, '{}'
    from paid, lateral (values ('payment_intent', 'payment_intent.succeeded'),
      ('charge', 'charge.refunded')) as events(kind, event_type)
    where kind = 'payment_intent' or n % 5 = 0`);

/** Writes the rows, then VACUUM ANALYZE: fresh statistics and a visibility map, as autovacuum would leave them. */
export const fillLists = async (client: Queryable, rows = ROWS) => {
  await fillSellersAndProducts(client);
  await fillOrders(client, rows);
  await fillOrderRequests(client, rows);
  await fillPayments(client, "orders", "order_id");
  await fillPayments(client, "order_requests", "order_request_id");
  // The customers' figures the rows marked stale, rebuilt once here rather than by the first read.
  await client.query("select customer_summaries_flush()");
  await client.query(
    "vacuum analyze users, categories, products, orders, order_requests, payment_webhooks, customer_summaries",
  );
};
