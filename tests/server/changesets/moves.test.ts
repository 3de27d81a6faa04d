import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { changesets } from "../../../server/changesets/schema.ts";
import { orderRequests } from "../../../server/orderRequests/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { lastMailTo, mailsTo } from "../mailbox.ts";
import {
  call,
  insertOrderRequest,
  REASON,
  type ShopWorld,
  shopWorld,
  stateOf,
} from "../orders/fixtures.ts";
import { insertRentRequest } from "../rent/workFixtures.ts";

const italianErrors = JSON.parse(
  readFileSync(new URL("../../../locales/it/errors.json", import.meta.url), "utf8"),
);

/** Bulk status moves and their revert through HTTP (docs/api.md#changesets). */
describeServer("changesets of status moves", () => {
  let server: TestServer;
  let world: ShopWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await shopWorld(server);
  });
  afterAll(() => server?.close());

  const bulk = (path: string, token: string, body: unknown, language = "en") =>
    call(server, "POST", `${path}/bulk`, { token, body, language });

  const shipped = () => insertOrderRequest(server, world.platform, { status: "shipped" });

  it("moves the legal records and refuses the illegal and the stale one by one", async () => {
    const [first, second, third] = [await shipped(), await shipped(), await shipped()];
    const fresh = await insertOrderRequest(server, world.platform, { status: "new" });
    const stale = await shipped();
    await server.app.db
      .update(orderRequests)
      .set({ version: 2 })
      .where(eq(orderRequests.id, stale.id));
    const ids = [first.id, fresh.id, second.id, stale.id, third.id];
    const answer = await bulk(
      "/order/request",
      world.operator,
      { action: "move", value: "completed", ids, versions: { [stale.id]: 1 } },
      "it",
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ done: 3, refused: 2 });
    expect(answer.body.data.records).toEqual([
      { _id: first.id, state: "done", version: 2 },
      {
        _id: fresh.id,
        state: "refused",
        code: "illegalMove",
        message: italianErrors.illegalMove,
      },
      { _id: second.id, state: "done", version: 2 },
      {
        _id: stale.id,
        state: "refused",
        code: "staleVersion",
        message: italianErrors.staleVersion,
      },
      { _id: third.id, state: "done", version: 2 },
    ]);
    for (const done of [first, second, third]) {
      expect(await stateOf(server, orderRequests, done.id)).toEqual({
        status: "completed",
        version: 2,
        history: 1,
      });
    }
    expect(await stateOf(server, orderRequests, fresh.id)).toEqual({
      status: "new",
      version: 1,
      history: 0,
    });
    expect(await stateOf(server, orderRequests, stale.id)).toEqual({
      status: "shipped",
      version: 2,
      history: 0,
    });

    const { changesetId } = answer.body.data;
    const changeset = await call(server, "GET", `/changesets/${changesetId}`, {
      token: world.operator,
    });
    expect(changeset.body.data).toMatchObject({
      kind: "move",
      resource: "orderRequests",
      counts: { done: 3, refused: 2 },
      revertible: true,
      revertedAt: null,
    });
    expect(changeset.body.data.records).toEqual(
      [first, second, third].map((done) => ({
        resource: "orderRequests",
        recordId: done.id,
        versionBefore: 1,
        versionAfter: 2,
        before: { status: "shipped", assigneeId: null },
        after: { status: "completed", assigneeId: null },
        state: "done",
        code: null,
      })),
    );

    const logs = await call(server, "GET", `/logs?changesetId=${changesetId}&limit=100`, {
      token: world.admin,
    });
    const entries = logs.body.data.items as { resource: string; recordId: string }[];
    expect(entries.filter((entry) => entry.resource === "changeset")).toHaveLength(1);
    expect(
      entries
        .filter((entry) => entry.resource === "orderRequest")
        .map((entry) => entry.recordId)
        .sort(),
    ).toEqual([first.id, second.id, third.id].sort());
  });

  it("asks one reason for all where the move requires it, and mails each customer", async () => {
    const [one, two] = [
      await insertOrderRequest(server, world.platform),
      await insertOrderRequest(server, world.platform),
    ];
    const ids = [one.id, two.id];
    const unexplained = await bulk("/order/request", world.admin, {
      action: "move",
      value: "requestDenied",
      ids,
    });
    expect(unexplained.body.data.records.map((record: { code: string }) => record.code)).toEqual([
      "reasonRequired",
      "reasonRequired",
    ]);
    expect(unexplained.body.data.changesetId).toBeNull();
    const denied = await bulk("/order/request", world.admin, {
      action: "move",
      value: "requestDenied",
      ids,
      reason: REASON,
    });
    expect(denied.body.data).toMatchObject({ done: 2, refused: 0 });
    for (const request of [one, two]) {
      expect(lastMailTo(server.config.dataDir, request.customerEmail).text).toContain(REASON);
    }
  });

  it("refuses another seller's record as not found and moves the seller's own", async () => {
    const own = await insertOrderRequest(server, world.sellerAProduct);
    const other = await insertOrderRequest(server, world.platform);
    const answer = await bulk("/order/request", world.sellerA.token, {
      action: "move",
      value: "requestInProgress",
      ids: [own.id, other.id],
    });
    expect(answer.body.data.records).toEqual([
      { _id: own.id, state: "done", version: 2 },
      { _id: other.id, state: "refused", code: "notFound", message: "Not found" },
    ]);
    expect(await stateOf(server, orderRequests, other.id)).toMatchObject({ status: "new" });
    const changeset = await call(server, "GET", `/changesets/${answer.body.data.changesetId}`, {
      token: world.sellerB.token,
    });
    expect(changeset.status).toBe(404);
  });

  it("reverts as new moves, leaves alone the records changed since, and only once", async () => {
    const requests = [
      await insertOrderRequest(server, world.platform),
      await insertOrderRequest(server, world.platform),
      await insertOrderRequest(server, world.platform),
    ];
    const taken = await bulk("/order/request", world.operator, {
      action: "move",
      value: "requestInProgress",
      ids: requests.map((request) => request.id),
    });
    expect(taken.body.data.done).toBe(3);
    const changed = requests[1];
    if (!changed) throw new Error("no request");
    const moved = await call(server, "POST", `/order/request/${changed.id}/status`, {
      token: world.admin,
      body: { version: 2, status: "requestDenied", note: REASON },
    });
    expect(moved.status).toBe(200);
    const mailsBefore = mailsTo(server.config.dataDir, changed.customerEmail).length;

    const { changesetId } = taken.body.data;
    const reverted = await call(server, "POST", `/changesets/${changesetId}/revert`, {
      token: world.operator,
    });
    expect(reverted.status).toBe(200);
    expect(reverted.body.data).toMatchObject({ reverted: 2, conflicts: 1, refused: 0 });
    expect(
      reverted.body.data.records.find((record: { _id: string }) => record._id === changed.id),
    ).toMatchObject({ state: "conflict", code: "staleVersion" });
    for (const request of [requests[0], requests[2]]) {
      if (!request) throw new Error("no request");
      expect(await stateOf(server, orderRequests, request.id)).toEqual({
        status: "new",
        version: 3,
        history: 2,
      });
      const [row] = await server.app.db
        .select({ assigneeId: orderRequests.assigneeId })
        .from(orderRequests)
        .where(eq(orderRequests.id, request.id));
      expect(row?.assigneeId).toBeNull();
    }
    expect(await stateOf(server, orderRequests, changed.id)).toEqual({
      status: "requestDenied",
      version: 3,
      history: 2,
    });
    expect(mailsTo(server.config.dataDir, changed.customerEmail)).toHaveLength(mailsBefore);

    const shown = await call(server, "GET", `/changesets/${changesetId}`, {
      token: world.operator,
    });
    expect(shown.body.data.revertible).toBe(false);
    expect(shown.body.data.records.map((record: { state: string }) => record.state).sort()).toEqual(
      ["conflict", "reverted", "reverted"],
    );
    const again = await call(server, "POST", `/changesets/${changesetId}/revert`, {
      token: world.operator,
    });
    expect(again.status).toBe(409);
    expect(again.body.code).toBe("changesetReverted");
  });

  it("refuses a revert 24 hours after the changeset, changing nothing", async () => {
    const request = await insertRentRequest(server, null);
    const taken = await bulk("/request", world.operator, {
      action: "takeInCharge",
      ids: [request.id],
    });
    expect(taken.body.data.done).toBe(1);
    const { changesetId } = taken.body.data;
    // The window is the database's clock: the changeset is made a day and an hour older.
    await server.app.db
      .update(changesets)
      .set({ at: sql`${changesets.at} - interval '25 hours'` })
      .where(eq(changesets.id, changesetId));
    const late = await call(server, "POST", `/changesets/${changesetId}/revert`, {
      token: world.operator,
    });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({
      code: "changesetRevertExpired",
      message:
        "This batch was made more than 24 hours ago and can no longer be reverted. Nothing was changed.",
    });
    const [row] = await server.app.db
      .select({ status: rentRequests.status, version: rentRequests.version })
      .from(rentRequests)
      .where(eq(rentRequests.id, request.id));
    expect(row).toEqual({ status: "inProgress", version: 2 });
  });

  describe("who may call", () => {
    it("keeps sellers off the rent line's bulk route", async () => {
      const answer = await bulk("/request", world.sellerA.token, {
        action: "decline",
        ids: [world.platform.id],
        reason: REASON,
      });
      expect(answer.status).toBe(403);
    });
  });
});
