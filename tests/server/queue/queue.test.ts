import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RECORD_CHANGED_EVENT,
  type RecordChange,
  SUBSCRIBE_MESSAGE,
} from "../../../domain/live.ts";
import type { QueueItem } from "../../../domain/queue.schema.ts";
import { type QueueResource, RECORD_PATHS } from "../../../domain/queue.ts";
import { accountDeletionRequests } from "../../../server/deletionRequests/schema.ts";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { orders } from "../../../server/orders/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { users } from "../../../server/users/schema.ts";
import { post } from "../accounts.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { orderRequestBody } from "../live/fixtures.ts";
import {
  call,
  insertOrder,
  insertOrderRequest,
  type ShopWorld,
  shopWorld,
} from "../orders/fixtures.ts";
import { insertEventRequest, insertRentRequest } from "../rent/workFixtures.ts";
import { connect } from "../socketClient.ts";

const DAY_MS = 86_400_000;

/** Every item of a user's queue, page by page. */
const wholeQueue = async (server: TestServer, token: string, query = "") => {
  const items: QueueItem[] = [];
  for (let offset = 0; ; offset += 100) {
    const { status, body } = await call(
      server,
      "GET",
      `/queue?limit=100&offset=${offset}${query}`,
      {
        token,
      },
    );
    expect(status).toBe(200);
    items.push(...body.data.items);
    if (items.length >= body.data.total) return items;
  }
};

const idOf = async (server: TestServer, email: string) => {
  const [user] = await server.app.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  if (!user) throw new Error(`no ${email}`);
  return user.id;
};

/** Backdates a record's arrival, so it is the oldest waiting and late. */
const arrivedAt = async (
  server: TestServer,
  table:
    | typeof orderRequests
    | typeof orders
    | typeof rentRequests
    | typeof eventRequests
    | typeof accountDeletionRequests,
  id: string,
  at: Date,
) => {
  await server.app.db
    .update(table)
    .set({ createdAt: at } as never)
    .where(eq(table.id, id));
};

const insertDeletionRequest = async (server: TestServer, daysAgo: number) => {
  const [row] = await server.app.db
    .insert(accountDeletionRequests)
    .values({
      source: "app",
      requesterName: `Leaving ${daysAgo}`,
      requesterEmail: `leaving-${daysAgo}-${Date.now()}@example.com`,
      createdAt: new Date(Date.now() - daysAgo * DAY_MS),
    })
    .returning();
  if (!row) throw new Error("no deletion request");
  return row;
};

describeServer("the work queue", () => {
  let server: TestServer;
  let world: ShopWorld;
  let operatorId: string;
  let adminId: string;
  const sockets: Socket[] = [];
  const waiting: Record<string, { id: string; resource: string }> = {};
  const notWaiting: string[] = [];

  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
    operatorId = await idOf(server, DEMO.operator.email);
    adminId = await idOf(server, DEMO.admin.email);
    const sellerB = {
      id: world.sellerB.productId,
      sellerId: world.sellerB.id,
      priceCents: 1000,
      name: "B",
    };
    const records = {
      platformNew: [
        "orderRequests",
        await insertOrderRequest(server, world.platform),
        orderRequests,
      ],
      sellerAInProgress: [
        "orderRequests",
        await insertOrderRequest(server, world.sellerAProduct, { status: "requestInProgress" }),
        orderRequests,
      ],
      sellerAConfirmed: ["orders", await insertOrder(server, world.sellerAProduct), orders],
      sellerBReturn: [
        "orders",
        await insertOrder(server, sellerB, { status: "returnRequest" }),
        orders,
      ],
      rentNew: ["rentRequests", await insertRentRequest(server, null), rentRequests],
      eventInProgress: [
        "eventRequests",
        await insertEventRequest(server, null, { status: "inProgress" }),
        eventRequests,
      ],
      deletionNearDeadline: [
        "deletionRequests",
        await insertDeletionRequest(server, 25),
        accountDeletionRequests,
      ],
    } as const;
    // The oldest first, one day apart, years before any seeded record.
    let day = 0;
    for (const [name, [resource, row, table]] of Object.entries(records)) {
      await arrivedAt(server, table, row.id, new Date(Date.UTC(2001, 0, 1 + day++)));
      waiting[name] = { id: row.id, resource };
    }
    // Arrived before the rest too, but waits for nobody.
    for (const [row, table] of [
      [
        await insertOrderRequest(server, world.sellerAProduct, { status: "quotationSent" }),
        orderRequests,
      ],
      [await insertOrder(server, world.sellerAProduct, { status: "workingInProgress" }), orders],
      [await insertRentRequest(server, null, { status: "confirmed" }), rentRequests],
    ] as const) {
      await arrivedAt(server, table, row.id, new Date(Date.UTC(2000, 0, 1)));
      notWaiting.push(row.id);
    }
    // Pending, but far from its deadline yet.
    notWaiting.push((await insertDeletionRequest(server, 3)).id);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.close();
    await server?.close();
  });

  describe("contents and scoping", () => {
    it("shows an administrator everything waiting, the longest waiting first", async () => {
      const items = await wholeQueue(server, world.admin);
      const ours = Object.values(waiting).map(({ id }) => id);
      expect(items.slice(0, ours.length).map((item) => item.recordId)).toEqual(ours);
      for (const id of notWaiting) expect(items.map((item) => item.recordId)).not.toContain(id);
      expect(items[0]).toMatchObject({
        _id: `orderRequests:${waiting.platformNew?.id}`,
        resource: "orderRequests",
        status: "new",
        customerName: "Emma Hart",
        assignee: null,
        waitingSince: "2001-01-01T00:00:00.000Z",
        late: true,
        limit: { workingHours: 4 },
        nextActions: ["requestInProgress", "requestDenied"],
      });
      const deletion = items.find((item) => item.recordId === waiting.deletionNearDeadline?.id);
      expect(deletion).toMatchObject({ resource: "deletionRequests", customerName: "Leaving 25" });
      const times = items.map((item) => Date.parse(item.waitingSince));
      expect(times).toEqual([...times].sort((a, b) => a - b));
    });

    it("pages and sorts the newest first on request", async () => {
      const first = await call(server, "GET", "/queue?limit=2", { token: world.admin });
      expect(first.body.data.items).toHaveLength(2);
      const newest = await wholeQueue(server, world.admin, "&sort=-waitingSince");
      expect(newest.at(-1)?.recordId).toBe(waiting.platformNew?.id);
      expect(newest.length).toBe(first.body.data.total);
      const wrong = await call(server, "GET", "/queue?sort=customerName", { token: world.admin });
      expect(wrong.status).toBe(400);
      expect(wrong.body.errors).toHaveProperty("sort");
    });

    it("leaves account deletions out of an operator's queue", async () => {
      const items = await wholeQueue(server, world.operator);
      expect(items.map((item) => item.resource)).not.toContain("deletionRequests");
      expect(items.map((item) => item.recordId)).toContain(waiting.eventInProgress?.id);
    });

    it("gives a seller its own order requests and orders only", async () => {
      const sellerA = await wholeQueue(server, world.sellerA.token);
      expect(sellerA.map((item) => item.recordId).sort()).toEqual(
        [waiting.sellerAInProgress?.id, waiting.sellerAConfirmed?.id].sort(),
      );
      const sellerB = await wholeQueue(server, world.sellerB.token);
      expect(sellerB.map((item) => item.recordId)).toEqual([waiting.sellerBReturn?.id]);
    });

    it("counts the wait from the last move, and drops what leaves a waiting status", async () => {
      const id = waiting.rentNew?.id as string;
      const moved = await call(server, "POST", `/request/${id}/status`, {
        token: world.operator,
        body: { version: 1, status: "inProgress", note: null },
      });
      expect(moved.status).toBe(200);
      const item = (await wholeQueue(server, world.admin)).find((entry) => entry.recordId === id);
      expect(Date.now() - Date.parse(item?.waitingSince ?? "")).toBeLessThan(60_000);
      expect(item).toMatchObject({
        status: "inProgress",
        late: false,
        assignee: { _id: operatorId },
      });
    });
  });

  describe("assignment", () => {
    /** A socket following the queue's channel, and what it heard. */
    const follow = async (token: string) => {
      const socket = await connect(server.url, { token });
      sockets.push(socket);
      const heard: RecordChange[] = [];
      socket.on(RECORD_CHANGED_EVENT, (change: RecordChange) => heard.push(change));
      expect(await socket.emitWithAck(SUBSCRIBE_MESSAGE, "resources/queue")).toBe(true);
      return heard;
    };
    const assign = (
      token: string,
      resource: QueueResource,
      id: string,
      assigneeId: string | null,
    ) =>
      call(server, "PUT", `${RECORD_PATHS[resource]}/${id}/assignee`, {
        token,
        body: { assigneeId },
      });

    it("stores the assignee on the record, in its history and tells every open queue", async () => {
      const { id } = waiting.sellerAInProgress as { id: string };
      const staff = await follow(world.admin);
      const owner = await follow(world.sellerA.token);
      const other = await follow(world.sellerB.token);
      const answer = await assign(world.admin, "orderRequests", id, operatorId);
      expect(answer).toMatchObject({
        status: 200,
        body: { data: { assignee: { _id: operatorId, fullName: expect.any(String) } } },
      });
      const name = answer.body.data.assignee.fullName;
      expect(
        await call(server, "GET", `/order/request/${id}/assignee`, {
          token: world.sellerA.token,
        }),
      ).toMatchObject({
        status: 200,
        body: { data: { assignee: { _id: operatorId, fullName: name } } },
      });
      const history = await call(server, "GET", `/order/request/${id}/history`, {
        token: world.admin,
      });
      expect(history.body.data.at(-1)).toMatchObject({
        kind: "assigned",
        by: { _id: adminId },
        note: name,
      });
      await expect.poll(() => staff.length).toBe(1);
      await expect.poll(() => owner.length).toBe(1);
      expect(staff[0]).toMatchObject({
        channel: "resources/queue",
        type: "updated",
        payload: { ids: [id] },
      });
      expect(other).toEqual([]);

      const mine = await wholeQueue(server, world.operator, "&assignee=me");
      expect(mine.map((item) => item.recordId)).toContain(id);
      expect(mine.every((item) => item.assignee?._id === operatorId)).toBe(true);
      const unassigned = await wholeQueue(server, world.operator, "&assignee=none");
      expect(unassigned.map((item) => item.recordId)).not.toContain(id);
      expect(unassigned.every((item) => item.assignee === null)).toBe(true);

      // Leaving it to nobody is a history line too; the same assignee again writes nothing.
      expect((await assign(world.operator, "orderRequests", id, null)).body.data).toEqual({
        assignee: null,
      });
      expect((await assign(world.operator, "orderRequests", id, null)).status).toBe(200);
      const after = await call(server, "GET", `/order/request/${id}/history`, {
        token: world.admin,
      });
      expect(after.body.data.length).toBe(history.body.data.length + 1);
      expect(after.body.data.at(-1)).toMatchObject({
        kind: "assigned",
        by: { _id: operatorId },
        note: null,
      });
    });

    it("tells open queues of what arrives, in the audience of its seller", async () => {
      const staff = await follow(world.operator);
      const owner = await follow(world.sellerA.token);
      const other = await follow(world.sellerB.token);
      const arrived = await post(
        server,
        "/intake/order-requests",
        orderRequestBody(world.sellerAProduct.id),
      );
      expect(arrived.status).toBe(201);
      const { _id: id } = (await arrived.json()).data;
      for (const heard of [staff, owner]) {
        await expect
          .poll(() => heard)
          .toEqual([
            expect.objectContaining({
              channel: "resources/queue",
              type: "created",
              payload: { ids: [id] },
            }),
          ]);
      }
      expect(other).toEqual([]);
    });

    it("assigns only to staff who work with the resource", async () => {
      const deletion = waiting.deletionNearDeadline?.id as string;
      const order = waiting.sellerBReturn?.id as string;
      expect(
        (await assign(world.admin, "deletionRequests", deletion, operatorId)).body.errors,
      ).toEqual({
        assigneeId: expect.any(String),
      });
      expect((await assign(world.admin, "deletionRequests", deletion, adminId)).status).toBe(200);
      expect((await assign(world.admin, "orders", order, world.sellerB.id)).status).toBe(400);
      expect((await assign(world.operator, "deletionRequests", deletion, null)).status).toBe(403);
      expect((await assign(world.admin, "orders", crypto.randomUUID(), adminId)).status).toBe(404);
      expect(
        (await call(server, "GET", "/queue/assignees", { token: world.sellerA.token })).status,
      ).toBe(403);
      const staff = await call(server, "GET", "/queue/assignees", { token: world.operator });
      expect(staff.body.data.map((person: { _id: string }) => person._id)).toEqual(
        expect.arrayContaining([adminId, operatorId]),
      );
      expect(
        staff.body.data.every((person: { type: number }) => [1, 2].includes(person.type)),
      ).toBe(true);
    });

    it("lets a seller take its own records, and nobody else's", async () => {
      const own = waiting.sellerAConfirmed?.id as string;
      const others = waiting.sellerBReturn?.id as string;
      expect(
        (await assign(world.sellerA.token, "orders", own, world.sellerA.id)).body.data.assignee,
      ).toMatchObject({
        _id: world.sellerA.id,
      });
      expect((await assign(world.sellerA.token, "orders", own, operatorId)).status).toBe(400);
      expect((await assign(world.sellerA.token, "orders", others, world.sellerA.id)).status).toBe(
        404,
      );
      expect(
        (await assign(world.sellerA.token, "rentRequests", waiting.rentNew?.id as string, null))
          .status,
      ).toBe(403);
    });

    it("makes an order request taken in charge the taker's work", async () => {
      const { id } = waiting.platformNew as { id: string };
      const moved = await call(server, "POST", `/order/request/${id}/status`, {
        token: world.operator,
        body: { version: 1, status: "requestInProgress", note: null },
      });
      expect(moved.status).toBe(200);
      const mine = await wholeQueue(server, world.operator, "&assignee=me");
      expect(mine.find((item) => item.recordId === id)).toMatchObject({
        status: "requestInProgress",
        nextActions: ["quotationSent", "requestDenied"],
      });
    });
  });
});
