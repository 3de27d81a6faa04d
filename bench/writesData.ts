// What the write benchmark writes on and beside: products for the customer apps to order, order
// requests for staff to take in charge, and a plain table of order-like rows for the reference.
import type pg from "pg";

/** Products the intake calls name, in turn: far more than the clients, so no two clash on one. */
export const PRODUCTS = 500;
/**
 * New order requests staff take in charge, one move each: more than two phases of moves can use
 * at a rate well above any this server reaches (a run that ran out says so and fails).
 */
export const MOVABLE = 15_000;
export const PLAIN_TABLE = "bench_plain.orders";

/** The products, over the demo's subcategories and sellers, written by PostgreSQL itself. */
const fillProducts = (client: pg.Client) =>
  client.query(`
    with pairs as (
      select s.parent_id as category_id, s.id as subcategory_id, row_number() over (order by s.id) - 1 as i
      from categories s where s.parent_id is not null
    ), sellers as (
      select id, row_number() over (order by id) - 1 as i from users where user_type = 5
    )
    insert into products (name_en, name_it, description_en, description_it, category_id, subcategory_id,
      price_cents, quantity, materials, colour, size, images, seller_id)
    select 'Write bench bag ' || g, 'Borsa di prova ' || g, 'Generated for the write benchmark',
      'Generato per il benchmark', p.category_id, p.subcategory_id, 10000 + (g * 7919) % 500000,
      1000, 'Calfskin', 'Black', 'M', array['00000000-0000-4000-8000-000000000000.png'],
      (select id from sellers where sellers.i = g % (select count(*) from sellers))
    from generate_series(1, ${PRODUCTS}) g
    join pairs p on p.i = g % (select count(*) from pairs)`);

/** The order requests to move, all new, each of its own customer, on the products above. */
const fillMovable = (client: pg.Client) =>
  client.query(`
    with bench_products as (
      select id, seller_id, price_cents, row_number() over (order by number) - 1 as i
      from products where name_en like 'Write bench bag %'
    )
    insert into order_requests (status, customer_name, customer_email, customer_language,
      product_id, seller_id, quantity, unit_price_cents, message)
    select 'new', 'Staff move ' || g, 'move' || g || '@bench.example', 'en',
      p.id, p.seller_id, 1, p.price_cents, 'Seeded for the write benchmark'
    from generate_series(1, ${MOVABLE}) g
    join bench_products p on p.i = g % ${PRODUCTS}`);

/** An order's columns, its key and its number, none of the list indexes or triggers. */
const createPlainTable = async (client: pg.Client) => {
  await client.query("create schema bench_plain");
  await client.query(`
    create table ${PLAIN_TABLE} (
      id uuid primary key default gen_random_uuid(),
      number serial not null unique,
      status text not null default 'orderConfirmed',
      customer_name text not null,
      customer_email text not null,
      customer_phone text,
      customer_language text not null,
      product_id uuid not null,
      seller_id uuid,
      quantity integer not null,
      unit_price_cents bigint not null,
      discount_cents bigint not null default 0,
      total_cents bigint not null,
      coupon_name text,
      shipping_address text not null,
      delivery_date date,
      version integer not null default 1,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`);
};

/** Writes everything the phases need; returns the products' ids and the movable requests' ids. */
export const fillWrites = async (client: pg.Client) => {
  await fillProducts(client);
  await fillMovable(client);
  await createPlainTable(client);
  await client.query("analyze");
  const products = await client.query<{ id: string; seller_id: string | null }>(
    "select id, seller_id from products where name_en like 'Write bench bag %' order by number",
  );
  const movable = await client.query<{ id: string }>(
    "select id from order_requests where customer_email like 'move%@bench.example' order by number",
  );
  return {
    products: products.rows.map((row) => ({ id: row.id, sellerId: row.seller_id })),
    movable: movable.rows.map((row) => row.id),
  };
};
