import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import { RECORD_CHANGED_EVENT, type RecordChange, resourceChannel } from "../../domain/live.ts";
import type { Inbox } from "../../domain/notifications.schema.ts";
import { users } from "../../server/users/schema.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { call, insertOrderRequest, type ShopWorld, shopWorld } from "./orders/fixtures.ts";
import { insertRentRequest } from "./rent/workFixtures.ts";
import { connect } from "./socketClient.ts";

describeServer("notifications: mentions in notes and assignments", () => {
  let server: TestServer;
  let world: ShopWorld;
  let adminId: string;
  let operatorId: string;
  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
    adminId = await idOf(DEMO.admin.email);
    operatorId = await idOf(DEMO.operator.email);
  });
  afterAll(() => server?.close());

  const idOf = async (email: string) => {
    const [user] = await server.app.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, email));
    if (!user) throw new Error(`no ${email}`);
    return user.id;
  };
  const inboxOf = async (token: string, query = "") => {
    const { status, body } = await call(server, "GET", `/notifications${query}`, { token });
    expect(status).toBe(200);
    return body.data as Inbox;
  };
  const unreadOf = async (token: string) =>
    (await call(server, "GET", "/notifications/unread", { token })).body.data.unread as number;
  const note = (path: string, token: string, text: string, mentions: string[]) =>
    call(server, "POST", `${path}/notes`, { token, body: { text, mentions } });

  it("notifies each person a note mentions, and nobody else", async () => {
    const request = await insertOrderRequest(server, world.sellerAProduct);
    const before = {
      admin: await unreadOf(world.admin),
      seller: await unreadOf(world.sellerA.token),
    };
    const added = await note(
      `/order/request/${request.id}`,
      world.operator,
      "Can you check the engraving?",
      [adminId, world.sellerA.id, adminId],
    );
    expect(added.status).toBe(201);
    expect(await unreadOf(world.admin)).toBe(before.admin + 1);
    expect(await unreadOf(world.sellerA.token)).toBe(before.seller + 1);
    const [newest] = (await inboxOf(world.admin)).items;
    expect(newest).toMatchObject({
      kind: "mention",
      resource: "orderRequests",
      recordId: request.id,
      recordNumber: request.number,
      by: { _id: operatorId },
      excerpt: "Can you check the engraving?",
      readAt: null,
    });
    // The one who wrote it is not told of their own note.
    const own = await inboxOf(world.operator);
    expect(own.items.some((item) => item.recordId === request.id)).toBe(false);
  });

  it("refuses to mention someone who may not open the record, and writes nothing", async () => {
    const request = await insertOrderRequest(server, world.sellerAProduct);
    const path = `/order/request/${request.id}`;
    const otherSeller = await note(path, world.admin, "For seller B?", [world.sellerB.id]);
    expect(otherSeller.status).toBe(400);
    expect(Object.keys(otherSeller.body.errors)).toEqual(["mentions"]);
    const history = await call(server, "GET", `${path}/history`, { token: world.admin });
    expect(
      history.body.data.some((entry: { note: string }) => entry.note === "For seller B?"),
    ).toBe(false);

    // The rent line is staff only: no seller may be called to a rent request.
    const rent = await insertRentRequest(server, null);
    const seller = await note(`/request/${rent.id}`, world.admin, "Seller?", [world.sellerA.id]);
    expect(seller.status).toBe(400);
    const tooMany = await note(path, world.admin, "Everyone", Array(11).fill(adminId));
    expect(tooMany.status).toBe(400);
  });

  it("lists whom a note may mention: the staff of the resource and the record's own seller", async () => {
    const request = await insertOrderRequest(server, world.sellerAProduct);
    const { status, body } = await call(server, "GET", `/order/request/${request.id}/mentionable`, {
      token: world.operator,
    });
    expect(status).toBe(200);
    const ids = (body.data as { _id: string }[]).map((person) => person._id);
    expect(ids).toContain(adminId);
    expect(ids).toContain(world.sellerA.id);
    expect(ids).not.toContain(world.sellerB.id);
    expect(ids).not.toContain(operatorId);
    // Another seller's record is not found, as every route of it.
    const foreign = await call(server, "GET", `/order/request/${request.id}/mentionable`, {
      token: world.sellerB.token,
    });
    expect(foreign.status).toBe(404);
  });

  it("notifies the person a record is assigned to", async () => {
    const request = await insertOrderRequest(server, world.platform);
    const assigned = await call(server, "PUT", `/order/request/${request.id}/assignee`, {
      token: world.admin,
      body: { assigneeId: operatorId },
    });
    expect(assigned.status).toBe(200);
    const [newest] = (await inboxOf(world.operator)).items;
    expect(newest).toMatchObject({
      kind: "assignment",
      recordId: request.id,
      by: { _id: adminId },
    });
  });

  it("marks one read, refuses another person's, and marks all read", async () => {
    const request = await insertOrderRequest(server, world.platform);
    await note(`/order/request/${request.id}`, world.admin, "One", [operatorId]);
    await note(`/order/request/${request.id}`, world.admin, "Two", [operatorId]);
    const unread = await inboxOf(world.operator, "?unread=true");
    expect(unread.items.every((item) => item.readAt === null)).toBe(true);
    const [first] = unread.items;
    if (!first) throw new Error("no notification");
    const others = await call(server, "PUT", `/notification/${first._id}/read`, {
      token: world.admin,
    });
    expect(others.status).toBe(404);
    const one = await call(server, "PUT", `/notification/${first._id}/read`, {
      token: world.operator,
    });
    expect(one.status).toBe(200);
    expect(one.body.data.unread).toBe(unread.unread - 1);
    const all = await call(server, "PUT", "/notifications/read", { token: world.operator });
    expect(all.body.data.unread).toBe(0);
    expect((await inboxOf(world.operator, "?unread=true")).total).toBe(0);
  });

  it("rings the mentioned person's sockets only", async () => {
    const sockets: Socket[] = [];
    const heard = async (token: string) => {
      const socket = await connect(server.url, { token });
      sockets.push(socket);
      const events: RecordChange[] = [];
      socket.on(RECORD_CHANGED_EVENT, (event: RecordChange) => {
        if (event.channel === resourceChannel("notifications")) events.push(event);
      });
      return events;
    };
    try {
      const admin = await heard(world.admin);
      const seller = await heard(world.sellerB.token);
      const request = await insertOrderRequest(server, world.platform);
      await note(`/order/request/${request.id}`, world.operator, "Ring", [adminId]);
      await expect.poll(() => admin.length).toBe(1);
      // One more round trip on the seller's socket: had it been told, it would have heard by now.
      await note(`/order/request/${request.id}`, world.operator, "Ring again", [adminId]);
      await expect.poll(() => admin.length).toBe(2);
      expect(seller).toEqual([]);
    } finally {
      for (const socket of sockets) socket.close();
    }
  });
});
