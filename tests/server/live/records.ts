import { eq } from "drizzle-orm";
import type { Socket } from "socket.io-client";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  RECORD_CHANGED_EVENT,
  type RecordChange,
  SUBSCRIBE_MESSAGE,
  UNSUBSCRIBE_MESSAGE,
} from "../../../domain/live.ts";
import { USER_TYPE } from "../../../domain/userTypes.ts";
import { users } from "../../../server/users/schema.ts";
import { createAccount } from "../accounts.ts";
import type { TestServer } from "../harness.ts";
import { connect } from "../socketClient.ts";
import type { LiveContext } from "./context.ts";
import {
  INTAKE_PATHS,
  intake,
  type LiveWorld,
  liveWorld,
  orderRequestBody,
  rentRequestBody,
} from "./fixtures.ts";

/**
 * A signed-in socket following the given channels, recording the record changes it gets;
 * `arrival(id)` resolves once a change naming that record has reached it.
 */
const follow = async (server: TestServer, token: string, channels: string[]) => {
  const socket = await connect(server.url, { token });
  const received: RecordChange[] = [];
  const waiting = new Map<string, () => void>();
  socket.on(RECORD_CHANGED_EVENT, (change: RecordChange) => {
    received.push(change);
    for (const id of change.payload.ids) waiting.get(id)?.();
  });
  const arrival = (id: string) =>
    received.some((change) => change.payload.ids.includes(id))
      ? Promise.resolve()
      : new Promise<void>((resolve) => waiting.set(id, resolve));
  const joined = await Promise.all(
    channels.map((channel) => socket.emitWithAck(SUBSCRIBE_MESSAGE, channel)),
  );
  return { socket, received, joined, arrival };
};

/** Record changes over the socket (Refine's liveMode): run against the shared live server. */
export const recordChangeTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  const sockets: Socket[] = [];
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  const followAs = async (token: string, channels: string[]) => {
    const listener = await follow(server, token, channels);
    sockets.push(listener.socket);
    return listener;
  };

  it("tells staff following a resource of each new record, as a Refine live event", async () => {
    const operator = await followAs(world.operator, ["resources/rentRequests"]);
    const created = await intake(server, INTAKE_PATHS.rentRequests, rentRequestBody());
    await operator.arrival(created.data._id);
    expect(operator.received).toContainEqual({
      channel: "resources/rentRequests",
      type: "created",
      payload: { ids: [created.data._id] },
      date: expect.any(String),
    });
  });

  it("tells a seller of its own records only, and never of a resource it may not use", async () => {
    const channels = ["resources/orderRequests", "resources/rentRequests"];
    const sellerA = await followAs(world.sellerA.token, channels);
    const sellerB = await followAs(world.sellerB.token, channels);
    expect(sellerA.joined).toEqual([true, false]);
    const staff = await followAs(world.admin, channels);
    const own = await intake(
      server,
      INTAKE_PATHS.orderRequests,
      orderRequestBody(world.sellerA.productId),
    );
    const rent = await intake(server, INTAKE_PATHS.rentRequests, rentRequestBody());
    await staff.arrival(rent.data._id);
    await sellerA.arrival(own.data._id);

    expect(staff.received.map(({ payload }) => payload.ids[0])).toEqual(
      expect.arrayContaining([own.data._id, rent.data._id]),
    );
    expect(sellerA.received.map(({ payload }) => payload.ids[0])).toEqual([own.data._id]);
    expect(sellerB.received).toEqual([]);
  });

  it("tells staff of a shop that signed up and of an account an approved deletion request removed", async () => {
    const admin = await followAs(world.admin, ["resources/users", "resources/shops"]);
    const email = `live-signup-${Date.now()}@example.com`;
    const form = new FormData();
    const password = "Shop#Owner-2026";
    for (const [name, value] of Object.entries({
      firstName: "Lia",
      lastName: "Neri",
      email,
      password,
      confirmPassword: password,
    })) {
      form.append(name, value);
    }
    expect((await server.api("/user/signup", { method: "POST", body: form })).status).toBe(201);
    const [seller] = await server.app.db.select().from(users).where(eq(users.email, email));
    if (!seller) throw new Error("no seller signed up");
    await admin.arrival(seller.id);
    expect(admin.received).toContainEqual(
      expect.objectContaining({
        channel: "resources/users",
        type: "created",
        payload: { ids: [seller.id] },
      }),
    );
    expect(admin.received.map(({ channel, type }) => `${channel} ${type}`)).toContain(
      "resources/shops created",
    );

    const customer = await createAccount(server, { userType: USER_TYPE.customer });
    await server.api("/intake/account-deletion-requests", {
      method: "POST",
      body: JSON.stringify({ email: customer.email }),
    });
    const listed = await server.api(`/account-deletion-requests?q=${customer.email}`, {
      token: world.admin,
    });
    const [filed] = (
      (await listed.json()) as { data: { items: { _id: string; version: number }[] } }
    ).data.items;
    if (!filed) throw new Error("no deletion request filed");
    const approved = await server.api(`/account-deletion-request/${filed._id}/status`, {
      method: "POST",
      token: world.admin,
      body: JSON.stringify({ version: filed.version, status: "approved", note: null }),
    });
    expect(approved.status).toBe(200);
    await admin.arrival(customer.id);
    expect(admin.received).toContainEqual(
      expect.objectContaining({
        channel: "resources/users",
        type: "deleted",
        payload: { ids: [customer.id] },
      }),
    );
  });

  it("announces changes made through the record routes, and stops after unsubscribing", async () => {
    const admin = await followAs(world.admin, ["resources/properties"]);
    const property = { nameEn: "Strap", nameIt: "Tracolla", valueEn: "Long", valueIt: "Lunga" };
    const made = await server.api("/property", {
      method: "POST",
      token: world.admin,
      body: JSON.stringify(property),
    });
    const { data } = (await made.json()) as { data: { _id: string } };
    await admin.arrival(data._id);
    expect(admin.received.at(-1)).toMatchObject({ type: "created", payload: { ids: [data._id] } });

    await admin.socket.emitWithAck(UNSUBSCRIBE_MESSAGE, "resources/properties");
    await server.api(`/property/${data._id}`, { method: "DELETE", token: world.admin });
    const other = await followAs(world.admin, ["resources/properties"]);
    const again = await server.api("/property", {
      method: "POST",
      token: world.admin,
      body: JSON.stringify({ ...property, valueEn: "Short", valueIt: "Corta" }),
    });
    const second = ((await again.json()) as { data: { _id: string } }).data;
    await other.arrival(second._id);
    expect(admin.received.map(({ type }) => type)).toEqual(["created"]);
  });
};
