// The order lists keep their pages and totals between writes (server/lists/keptResults.ts): every
// kind of write — intake, moves, quotes, edits of what the items show, raw statements and
// transactions outside any route — must show on the list's very next read.
import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import type { RequestContext } from "../../../server/lists/context.ts";
import { orderRequestList } from "../../../server/orderRequests/list.ts";
import { orderList } from "../../../server/orders/list.ts";
import { orders } from "../../../server/orders/schema.ts";
import { products } from "../../../server/products/schema.ts";
import { users } from "../../../server/users/schema.ts";
import {
  DEMO,
  describeServer,
  startTestServer,
  TEST_DATABASE,
  type TestServer,
} from "../harness.ts";
import { INTAKE_PATHS, intake, orderBody, orderRequestBody } from "../live/fixtures.ts";
import { addProduct, call, QUOTE, type ShopWorld, shopWorld } from "../orders/fixtures.ts";

interface ListItem {
  _id: string;
  status: string;
  version: number;
  product: { nameEn: string };
  seller: { fullName: string } | null;
  quote?: { version: number } | null;
}

/** What a reader sees of a page: each row's identity, state and the names it shows. */
const seen = (page: { items: ListItem[]; total: number }) => ({
  total: page.total,
  rows: page.items.map(
    (item) =>
      `${item._id} ${item.status} v${item.version} ${item.product.nameEn} / ${item.seller?.fullName} q${item.quote?.version}`,
  ),
});

const LISTS = [
  { list: orderList, path: "/orders", query: "sort=-createdAt" },
  { list: orderList, path: "/orders", query: "sort=-product&limit=50" },
  { list: orderRequestList, path: "/order/request", query: "sort=-createdAt" },
  { list: orderRequestList, path: "/order/request", query: "sort=seller&limit=50" },
] as const;

describeServer("kept list pages follow every write", () => {
  let server: TestServer;
  let world: ShopWorld;
  let adminId: string;
  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
    const [admin] = await server.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO.admin.email));
    adminId = admin?.id ?? "";
  });
  afterAll(() => server?.close());

  const answered = async (path: string, query: string) => {
    const answer = await call(server, "GET", `${path}?${query}`, { token: world.admin });
    expect(answer.status).toBe(200);
    return seen(answer.body.data);
  };
  const counted = async (path: string) =>
    (await call(server, "GET", `${path}/count-by-status`, { token: world.admin })).body.data;

  /** The page read afresh inside a transaction, where nothing kept is ever used. */
  const truth = ({ list, query }: (typeof LISTS)[number]) =>
    server.app.db.transaction(async (tx) => {
      const context = {
        db: tx,
        user: { id: adminId, type: USER_TYPE.administrator, sessionId: "", paymentLinked: true },
        language: "en",
        now: server.app.now(),
      } as unknown as RequestContext;
      const values = list.query.parse(Object.fromEntries(new URLSearchParams(query)));
      return seen(JSON.parse(JSON.stringify(await list.page(values, context))));
    });

  /** Reads every list (twice: the second is served from what was kept), then writes. */
  const afterWriting = async (write: () => Promise<unknown>) => {
    const before = [];
    for (const { path, query } of LISTS) {
      await answered(path, query);
      before.push(await answered(path, query));
    }
    const countsBefore = [await counted("/orders"), await counted("/order/request")];
    await write();
    const after = [];
    for (const entry of LISTS) {
      const next = await answered(entry.path, entry.query);
      expect(next, `${entry.path}?${entry.query}`).toEqual(await truth(entry));
      after.push(next);
    }
    const counts = [await counted("/orders"), await counted("/order/request")];
    // The write changed something a list shows, else the test would prove nothing.
    expect([after, counts]).not.toEqual([before, countsBefore]);
    return counts;
  };

  it("shows an intake order and an intake order request", async () => {
    await afterWriting(() => intake(server, INTAKE_PATHS.orders, orderBody(world.platform.id)));
    await afterWriting(() =>
      intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerAProduct.id)),
    );
  });

  it("shows moves and quotes by staff", async () => {
    const order = await intake(server, INTAKE_PATHS.orders, orderBody(world.platform.id));
    await afterWriting(() =>
      call(server, "POST", `/order/${order.data._id}/status`, {
        token: world.admin,
        body: { version: 1, status: "workingInProgress", note: "Packing" },
      }).then((answer) => expect(answer.status).toBe(200)),
    );
    const request = await intake(server, INTAKE_PATHS.orderRequests, {
      ...orderRequestBody(world.platform.id),
    });
    await afterWriting(() =>
      call(server, "POST", `/order/request/${request.data._id}/status`, {
        token: world.admin,
        body: { version: 1, status: "requestInProgress", note: "Taken" },
      }).then((answer) => expect(answer.status).toBe(200)),
    );
    await afterWriting(() =>
      call(server, "PUT", `/order/request/${request.data._id}`, {
        token: world.admin,
        body: { version: 2, ...QUOTE },
      }).then((answer) => expect(answer.status).toBe(200)),
    );
  });

  it("shows a renamed product and a renamed seller", async () => {
    await intake(server, INTAKE_PATHS.orders, orderBody(world.sellerAProduct.id));
    await intake(server, INTAKE_PATHS.orderRequests, orderRequestBody(world.sellerAProduct.id));
    await afterWriting(() =>
      server.app.db
        .update(products)
        .set({ nameEn: `Renamed ${randomBytes(3).toString("hex")}` })
        .where(eq(products.id, world.sellerAProduct.id)),
    );
    const seller = await call(server, "GET", `/user/${world.sellerA.id}`, { token: world.admin });
    await afterWriting(() =>
      call(server, "PUT", `/user/${world.sellerA.id}`, {
        token: world.admin,
        body: { firstName: "Zelda", lastName: "Renamed", version: seller.body.data.version },
      }).then((answer) => expect(answer.status).toBe(200)),
    );
  });

  it("shows raw statements and transactions, and a transaction only once committed", async () => {
    const order = await intake(server, INTAKE_PATHS.orders, orderBody(world.platform.id));
    await afterWriting(() =>
      server.app.db.execute(
        sql`update orders set status = 'cancelledOrder', version = version + 1 where id = ${order.data._id}`,
      ),
    );
    const product = await addProduct(server, null, 10_000);
    await afterWriting(() =>
      server.app.db.transaction(async (tx) => {
        await tx.insert(orders).values({
          customerName: "Written In A Transaction",
          customerEmail: "tx@example.com",
          productId: product.id,
          quantity: 1,
          unitPriceCents: 10_000,
          totalCents: 10_000,
          shippingAddress: "Via Roma 1, Milano",
        });
        // PGlite runs one transaction at a time: a read could only wait for this one to end.
        if (TEST_DATABASE !== "postgres") return;
        // Not committed yet: the list read now neither shows it nor keeps what it read.
        const during = await call(server, "GET", "/orders?sort=-createdAt", {
          token: world.admin,
        });
        expect(during.body.data.items[0].customerName).not.toBe("Written In A Transaction");
      }),
    );
    await expect(
      server.app.db.transaction(async (tx) => {
        await tx.delete(orders).where(eq(orders.id, order.data._id));
        throw new Error("rolled back");
      }),
    ).rejects.toThrow("rolled back");
    const still = await call(server, "GET", "/orders?sort=-createdAt&limit=50", {
      token: world.admin,
    });
    expect(still.body.data.items.map((item: ListItem) => item._id)).toContain(order.data._id);
  });
});
