// The order lists' sorts by product and by seller read the current names (server/lists/
// referencedSort.ts, no copy on the records that a rename would rewrite), and a total kept between
// writes follows every write, on its own database only.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { orders } from "../../../server/orders/schema.ts";
import { products } from "../../../server/products/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { addProduct, call, insertOrder, type ShopWorld, shopWorld } from "../orders/fixtures.ts";

describeServer("order lists' sort keys and kept pages", () => {
  let server: TestServer;
  let world: ShopWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
  });
  afterAll(async () => {
    await server?.close();
  });

  const productsOf = async (query: string) => {
    const answer = await call(server, "GET", `/orders?${query}`, { token: world.admin });
    expect(answer.status).toBe(200);
    return {
      names: answer.body.data.items.map(
        (item: { product: { nameEn: string } }) => item.product.nameEn,
      ),
      total: answer.body.data.total as number,
    };
  };

  it("sorts by the product's current name and the seller's: a rename reorders at once", async () => {
    const marker = `Sortkey${randomBytes(3).toString("hex")}`;
    const first = await addProduct(server, null, 10_000, `${marker} A`);
    const second = await addProduct(server, world.sellerA.id, 10_000, `${marker} B`);
    await insertOrder(server, first);
    await insertOrder(server, second);
    // Read twice each: the second answer is the kept one, which the rename must drop.
    for (const sort of ["product", "-product", "product"])
      await productsOf(`q=${marker}&sort=${sort}`);
    expect((await productsOf(`q=${marker}&sort=product`)).names).toEqual([
      `${marker} A`,
      `${marker} B`,
    ]);

    await server.app.db
      .update(products)
      .set({ nameEn: `${marker} C` })
      .where(eq(products.id, first.id));
    expect((await productsOf(`q=${marker}&sort=product`)).names).toEqual([
      `${marker} B`,
      `${marker} C`,
    ]);
    expect((await productsOf(`q=${marker}&sort=-product`)).names).toEqual([
      `${marker} C`,
      `${marker} B`,
    ]);

    // A kept page is renewed by what its items show from other tables too.
    await server.app.db
      .update(products)
      .set({ nameIt: `${marker} italiano` })
      .where(eq(products.id, second.id));
    const again = await call(server, "GET", `/orders?q=${marker}&sort=product`, {
      token: world.admin,
    });
    expect(again.body.data.items[0].product.nameIt).toBe(`${marker} italiano`);
  });

  it("sorts by the seller's current full name, records of no seller last, a rename reorders at once", async () => {
    const marker = `Seller${randomBytes(3).toString("hex")}`;
    const ofA = await addProduct(server, world.sellerA.id, 10_000, `${marker} of A`);
    const ofB = await addProduct(server, world.sellerB.id, 10_000, `${marker} of B`);
    const platform = await addProduct(server, null, 10_000, `${marker} platform`);
    for (const product of [platform, ofB, ofA]) await insertOrder(server, product);
    const rename = async (id: string, firstName: string) => {
      const user = await call(server, "GET", `/user/${id}`, { token: world.admin });
      const renamed = await call(server, "PUT", `/user/${id}`, {
        token: world.admin,
        body: { firstName, lastName: marker, version: user.body.data.version },
      });
      expect(renamed.status).toBe(200);
    };
    await rename(world.sellerA.id, "Alda");
    await rename(world.sellerB.id, "Bice");
    const bySeller = async (sort: string) => (await productsOf(`q=${marker}&sort=${sort}`)).names;
    expect(await bySeller("seller")).toEqual([
      `${marker} of A`,
      `${marker} of B`,
      `${marker} platform`,
    ]);
    expect(await bySeller("-seller")).toEqual([
      `${marker} platform`,
      `${marker} of B`,
      `${marker} of A`,
    ]);
    await rename(world.sellerA.id, "Zita");
    expect(await bySeller("seller")).toEqual([
      `${marker} of B`,
      `${marker} of A`,
      `${marker} platform`,
    ]);
  });

  it("pages through a sort by product or seller as one order, across names shared and rows of no seller", async () => {
    const marker = `Paged${randomBytes(3).toString("hex")}`;
    // Two products share a name (their orders interleave by id), counts differ, one is the platform's.
    const made = [
      await addProduct(server, world.sellerA.id, 10_000, `${marker} A`),
      await addProduct(server, world.sellerB.id, 10_000, `${marker} A`),
      await addProduct(server, null, 10_000, `${marker} B`),
      await addProduct(server, world.sellerA.id, 10_000, `${marker} C`),
    ];
    for (const [index, product] of made.entries()) {
      for (let n = 0; n <= index + 1; n += 1) await insertOrder(server, product);
    }
    const idsOf = async (query: string) => {
      const answer = await call(server, "GET", `/orders?q=${marker}&${query}`, {
        token: world.admin,
      });
      expect(answer.status).toBe(200);
      return {
        ids: answer.body.data.items.map((item: { _id: string }) => item._id) as string[],
        total: answer.body.data.total as number,
      };
    };
    for (const sort of ["product", "-product", "seller", "-seller"]) {
      const whole = await idsOf(`sort=${sort}&limit=100`);
      expect(whole.total).toBe(14);
      const paged: string[] = [];
      for (let offset = 0; offset < 16; offset += 3) {
        const page = await idsOf(`sort=${sort}&limit=3&offset=${offset}`);
        expect(page.total, sort).toBe(14);
        paged.push(...page.ids);
      }
      expect(paged, sort).toEqual(whole.ids);
      const csv = await server.api(`/orders/export/csv?q=${marker}&sort=${sort}`, {
        token: world.admin,
        language: "en",
      });
      expect(csv.status).toBe(200);
      expect((await csv.text()).trim().split("\n")).toHaveLength(15);
    }
    // Within one name, by id: the two products named A interleave.
    const named = await call(server, "GET", `/orders?q=${marker}&sort=product&limit=5`, {
      token: world.admin,
    });
    const ids = named.body.data.items.map((item: { _id: string }) => item._id);
    expect(ids).toEqual([...ids].sort());
    const platformLast = await call(server, "GET", `/orders?q=${marker}&sort=seller&limit=100`, {
      token: world.admin,
    });
    const sellers = platformLast.body.data.items.map(
      (item: { seller: { fullName: string } | null }) => item.seller?.fullName ?? null,
    );
    expect(sellers.slice(-4)).toEqual([null, null, null, null]);
    expect(sellers.indexOf(null)).toBe(10);
  });

  it("keeps no trigger that rewrites orders or order requests when a product or a person changes", async () => {
    const { rows } = (await server.app.db.execute(sql`
      select t.tgname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal
        and c.relnamespace = current_schema()::regnamespace
        and c.relname in ('products', 'users')
        and p.prosrc ~* 'update\s+(orders|order_requests)\M'`)) as unknown as {
      rows: { name: string }[];
    };
    expect(rows).toEqual([]);
    // Nor any trigger left on the records for a copy of those names.
    const { rows: onRecords } = (await server.app.db.execute(sql`
      select t.tgname as name from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      where not t.tgisinternal
        and c.relnamespace = current_schema()::regnamespace
        and c.relname in ('orders', 'order_requests')
        and t.tgname like '%sort_keys'`)) as unknown as { rows: { name: string }[] };
    expect(onRecords).toEqual([]);
  });

  it("answers the exact total after each write, though totals are kept between writes", async () => {
    const marker = `Total${randomBytes(3).toString("hex")}`;
    const product = await addProduct(server, null, 10_000, marker);
    await insertOrder(server, product);
    expect((await productsOf(`q=${marker}`)).total).toBe(1);
    expect((await productsOf(`q=${marker}`)).total).toBe(1);

    const added = await insertOrder(server, product);
    expect((await productsOf(`q=${marker}`)).total).toBe(2);
    const tabs = await call(server, "GET", `/orders/count-by-status?q=${marker}`, {
      token: world.admin,
    });
    expect(tabs.body.data).toMatchObject({ orderConfirmed: 2, cancelledOrder: 0 });

    await server.app.db
      .update(orders)
      .set({ status: "cancelledOrder" })
      .where(eq(orders.id, added.id));
    expect((await productsOf(`q=${marker}&status=orderConfirmed`)).total).toBe(1);
    const after = await call(server, "GET", `/orders/count-by-status?q=${marker}`, {
      token: world.admin,
    });
    expect(after.body.data).toMatchObject({ orderConfirmed: 1, cancelledOrder: 1 });

    await server.app.db.delete(orders).where(eq(orders.id, added.id));
    expect((await productsOf(`q=${marker}`)).total).toBe(1);
  });

  it("keeps pages per database: two apps in one process never answer each other's", async () => {
    const [first, second] = await Promise.all([startTestServer(), startTestServer()]);
    try {
      const newestOrder = async (app: TestServer, productName: string) => {
        const { admin } = await shopWorld(app);
        await insertOrder(app, await addProduct(app, null, 10_000, productName));
        const answer = await call(app, "GET", "/orders?sort=-createdAt&limit=1", { token: admin });
        return answer.body.data.items[0].product.nameEn;
      };
      // The same writes on both: the same table version, the same query.
      expect(await newestOrder(first, "Kept on the first")).toBe("Kept on the first");
      expect(await newestOrder(second, "Kept on the second")).toBe("Kept on the second");
    } finally {
      await Promise.all([first.close(), second.close()]);
    }
  });
});
