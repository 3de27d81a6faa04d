import { count, eq, isNull } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { bookingsOverlap, REQUEST_STATUSES } from "../../domain/rentWork.ts";
import { eventRequests } from "../../server/eventRequests/schema.ts";
import { events } from "../../server/events/schema.ts";
import { historyEntries } from "../../server/history/schema.ts";
import { rentModels } from "../../server/rentModels/schema.ts";
import { rentRequests } from "../../server/rentRequests/schema.ts";
import { requestOffers } from "../../server/rentWork/schema.ts";
import { seedDemoData } from "../../server/seed/seedDemoData.ts";
import { DEMO_ACCOUNTS } from "../../server/seed/users.ts";
import { users } from "../../server/users/schema.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";

describeServer("demo seed", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const userCount = async () => {
    const [row] = await server.app.db.select({ n: count() }).from(users);
    return row?.n ?? 0;
  };

  it("seeds the four demo accounts and about twenty customers", async () => {
    const rows = await server.app.db.select().from(users);
    for (const account of DEMO_ACCOUNTS) {
      const user = rows.find((row) => row.email === account.email);
      expect(user, account.email).toMatchObject({
        userType: account.userType,
        stripeAccountId: account.stripeAccountId ?? null,
      });
    }
    expect(rows.filter((row) => row.userType === 3).length).toBeGreaterThanOrEqual(20);
    expect(rows.every((row) => row.passwordHash.startsWith("scrypt$"))).toBe(true);
    for (const account of Object.values(DEMO).filter((demo) => demo !== DEMO.customer)) {
      await expect(server.login(account.email, account.password)).resolves.toEqual(
        expect.any(String),
      );
    }
  });

  it("seeds rent models of each kind with pictures, and rent requests that name them", async () => {
    const models = await server.app.db.select().from(rentModels);
    expect(new Set(models.map((model) => model.kind))).toEqual(
      new Set(["yacht", "jet", "villa", "car"]),
    );
    for (const model of models) {
      expect(model.images.length, model.nameEn).toBeGreaterThanOrEqual(2);
      expect(model.nameIt, model.nameEn).not.toBe("");
    }
    expect(models.filter((model) => !model.active)).toHaveLength(1);
    const requests = await server.app.db.select().from(rentRequests);
    const linked = requests.filter((request) => request.rentModelId !== null);
    // Most name a model; a few keep the free text of an older app, as real data would.
    expect(linked.length).toBeGreaterThan(requests.length / 2);
    expect(linked.length).toBeLessThan(requests.length);
    const activeIds = new Set(models.filter((model) => model.active).map((model) => model.id));
    expect(linked.every((request) => activeIds.has(request.rentModelId ?? ""))).toBe(true);
  });

  it("seeds rent and event requests at work: every status, offers, histories, no double booking", async () => {
    for (const table of [rentRequests, eventRequests]) {
      const requests = await server.app.db.select().from(table);
      expect(new Set(requests.map((request) => request.status))).toEqual(new Set(REQUEST_STATUSES));
      expect(new Set(requests.map((request) => request.customerLanguage))).toEqual(
        new Set(["it", "en"]),
      );
      const worked = requests.filter((request) => request.status !== "new");
      expect(worked.every((request) => request.version > 1)).toBe(true);
      const taken = requests.filter((request) => request.status === "inProgress");
      expect(taken.every((request) => request.assigneeId !== null)).toBe(true);
    }
    const offers = await server.app.db.select().from(requestOffers);
    expect(offers.some((offer) => offer.version === 2)).toBe(true);
    const offerEntries = await server.app.db
      .select()
      .from(historyEntries)
      .where(eq(historyEntries.kind, "offer"));
    expect(offerEntries).toHaveLength(offers.length);

    const stays = await server.app.db.select().from(rentRequests);
    const confirmed = stays.filter((stay) => stay.status === "confirmed" && stay.rentModelId);
    for (const stay of confirmed) {
      const clash = confirmed.find(
        (other) =>
          other.id !== stay.id &&
          other.rentModelId === stay.rentModelId &&
          bookingsOverlap(other, stay),
      );
      expect(clash, `request ${stay.number}`).toBeUndefined();
    }
  });

  it("seeds events in both languages with pictures, past and ahead, published and drafts, and requests for them", async () => {
    const rows = await server.app.db.select().from(events);
    expect(rows.length).toBe(8);
    expect(rows.every((row) => row.nameEn !== row.nameIt && row.images.length === 2)).toBe(true);
    for (const name of rows[0]?.images ?? []) {
      expect(await server.app.storage.exists(name), name).toBe(true);
    }
    const now = Date.now();
    expect(rows.filter((row) => row.startsAt.getTime() < now).length).toBeGreaterThan(0);
    expect(rows.filter((row) => !row.published).length).toBe(2);
    expect(rows.every((row) => row.endsAt > row.startsAt)).toBe(true);
    const requests = await server.app.db.select().from(eventRequests);
    const linked = requests.filter((request) => request.eventId !== null);
    expect(linked.length).toBeGreaterThan(requests.length / 2);
    const published = new Set(rows.filter((row) => row.published).map((row) => row.id));
    expect(linked.every((request) => published.has(request.eventId ?? ""))).toBe(true);
    const [legacy] = await server.app.db
      .select({ n: count() })
      .from(eventRequests)
      .where(isNull(eventRequests.eventId));
    expect(legacy?.n).toBeGreaterThan(0);
  });

  it("adds nothing when run again", async () => {
    const before = await userCount();
    const seeded = await seedDemoData(server.app.db, {
      production: false,
      log: server.app.log,
      storage: server.app.storage,
    });
    expect(seeded).toBe(false);
    expect(await userCount()).toBe(before);
  });

  it("leaves a database that already has users alone", async () => {
    await server.app.db.delete(users).where(eq(users.email, DEMO.admin.email));
    expect(
      await seedDemoData(server.app.db, {
        production: false,
        log: server.app.log,
        storage: server.app.storage,
      }),
    ).toBe(false);
    const [admin] = await server.app.db
      .select()
      .from(users)
      .where(eq(users.email, DEMO.admin.email));
    expect(admin).toBeUndefined();
  });

  it("never seeds in production", async () => {
    await expect(
      seedDemoData(server.app.db, {
        production: true,
        log: server.app.log,
        storage: server.app.storage,
      }),
    ).rejects.toThrow(/never seeded in production/);
  });

  it("does not seed when SEED_DEMO is false", async () => {
    const empty = await startTestServer({ env: { SEED_DEMO: "false" } });
    try {
      const [row] = await empty.app.db.select({ n: count() }).from(users);
      expect(row?.n).toBe(0);
    } finally {
      await empty.close();
    }
  });
});
