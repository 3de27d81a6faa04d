import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney } from "../../../domain/money.ts";
import { REQUEST_MOVES, REQUEST_STATUSES } from "../../../domain/rentWork.ts";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { type LiveWorld, liveWorld, rentRequestBody } from "../live/fixtures.ts";
import { lastMailTo } from "../mailbox.ts";
import { countersDelivered, listenToCounters } from "../orders/fixtures.ts";
import {
  call,
  insertEventRequest,
  insertRentRequest,
  offerBody,
  REASON,
  stateOf,
} from "./workFixtures.ts";

const KINDS = [
  {
    kind: "rent",
    path: "/request",
    table: rentRequests,
    insert: (server: TestServer, status: (typeof REQUEST_STATUSES)[number]) =>
      insertRentRequest(server, null, { status }),
  },
  {
    kind: "event",
    path: "/event/request",
    table: eventRequests,
    insert: (server: TestServer, status: (typeof REQUEST_STATUSES)[number]) =>
      insertEventRequest(server, null, { status }),
  },
] as const;

/** The rent line's machine through HTTP, for rent and event requests alike. */
describeServer("rent work: moves, offers, notes, history", () => {
  let server: TestServer;
  let world: LiveWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await liveWorld(server);
  });
  afterAll(() => server?.close());

  describe.each(KINDS)("$kind request moves", ({ path, table, insert }) => {
    const pairs = REQUEST_STATUSES.flatMap((from) =>
      REQUEST_STATUSES.map((to) => ({ from, to, allowed: REQUEST_MOVES[from].includes(to) })),
    );

    it.each(pairs)("$from → $to allowed: $allowed", async ({ from, to, allowed }) => {
      const request = await insert(server, from);
      const answer = await call(server, "POST", `${path}/${request.id}/status`, {
        token: world.operator,
        body: { version: 1, status: to, note: REASON },
      });
      const after = await stateOf(server, table, request.id);
      if (allowed) {
        expect(answer.status).toBe(200);
        expect(answer.body.data).toMatchObject({ status: to, version: 2 });
        expect(after).toEqual({ status: to, version: 2, history: 1 });
      } else {
        expect(answer.status).toBe(409);
        expect(answer.body.code).toBe("illegalMove");
        expect(after).toEqual({ status: from, version: 1, history: 0 });
      }
    });

    it("needs a reason to decline, and changes nothing without one", async () => {
      const request = await insert(server, "new");
      const answer = await call(server, "POST", `${path}/${request.id}/status`, {
        token: world.admin,
        body: { version: 1, status: "declined", note: " " },
      });
      expect(answer.status).toBe(400);
      expect(Object.keys(answer.body.errors)).toEqual(["note"]);
      expect(await stateOf(server, table, request.id)).toEqual({
        status: "new",
        version: 1,
        history: 0,
      });
    });

    it("refuses a stale version with 409 and changes nothing", async () => {
      const request = await insert(server, "new");
      const answer = await call(server, "POST", `${path}/${request.id}/status`, {
        token: world.admin,
        body: { version: 7, status: "inProgress" },
      });
      expect(answer.status).toBe(409);
      expect(answer.body.code).toBe("staleVersion");
      expect((await stateOf(server, table, request.id)).version).toBe(1);
    });

    it("records who took it in charge, and lists it with its work", async () => {
      const request = await insert(server, "new");
      const taken = await call(server, "POST", `${path}/${request.id}/status`, {
        token: world.operator,
        body: { version: 1, status: "inProgress", note: null },
      });
      expect(taken.body.data.assignee).toEqual({
        _id: expect.any(String),
        fullName: expect.any(String),
      });
      const read = await call(server, "GET", `${path}/${request.id}`, { token: world.admin });
      expect(read.body.data).toMatchObject({
        status: "inProgress",
        version: 2,
        offer: null,
        customerLanguage: "en",
        assignee: taken.body.data.assignee,
      });
    });

    it("sends an offer, refuses a second without replaceOffer, keeps the first in the history", async () => {
      const request = await insert(server, "inProgress");
      const first = await call(server, "PUT", `${path}/${request.id}/offer`, {
        token: world.operator,
        body: offerBody(1),
      });
      expect(first.status).toBe(200);
      expect(first.body.data).toMatchObject({
        status: "offerSent",
        version: 2,
        offer: { version: 1, priceCents: 1_250_000 },
      });
      const again = await call(server, "PUT", `${path}/${request.id}/offer`, {
        token: world.operator,
        body: offerBody(2, { priceCents: 990_000 }),
      });
      expect(again.status).toBe(409);
      expect(again.body.code).toBe("offerExists");
      const replaced = await call(server, "PUT", `${path}/${request.id}/offer`, {
        token: world.operator,
        body: offerBody(2, { priceCents: 990_000, replaceOffer: true }),
      });
      expect(replaced.body.data.offer).toMatchObject({ version: 2, priceCents: 990_000 });
      const note = await call(server, "POST", `${path}/${request.id}/notes`, {
        token: world.admin,
        body: { text: "Customer prefers a Friday departure" },
      });
      expect(note.status).toBe(201);
      const history = await call(server, "GET", `${path}/${request.id}/history`, {
        token: world.admin,
      });
      expect(
        history.body.data.map((entry: { kind: string; offer: { version: number } | null }) => [
          entry.kind,
          entry.offer?.version ?? null,
        ]),
      ).toEqual([
        ["offer", 1],
        ["mail", null],
        ["offer", 2],
        ["mail", null],
        ["note", null],
      ]);
    });

    it("refuses an offer from new, a past validUntil and a zero price", async () => {
      const fresh = await insert(server, "new");
      const fromNew = await call(server, "PUT", `${path}/${fresh.id}/offer`, {
        token: world.admin,
        body: offerBody(1),
      });
      expect(fromNew.body.code).toBe("illegalMove");
      const taken = await insert(server, "inProgress");
      const past = await call(server, "PUT", `${path}/${taken.id}/offer`, {
        token: world.admin,
        body: offerBody(1, { validUntil: "2020-01-01" }),
      });
      expect(past.status).toBe(400);
      expect(Object.keys(past.body.errors)).toEqual(["validUntil"]);
      const free = await call(server, "PUT", `${path}/${taken.id}/offer`, {
        token: world.admin,
        body: offerBody(1, { priceCents: 0 }),
      });
      expect(free.status).toBe(400);
      expect(Object.keys(free.body.errors)).toEqual(["priceCents"]);
      expect(await stateOf(server, table, taken.id)).toEqual({
        status: "inProgress",
        version: 1,
        history: 0,
      });
    });

    it("counts by status; operators work, sellers get 403, no token 401", async () => {
      const counts = await call(server, "GET", `${path}/count-by-status`, {
        token: world.operator,
      });
      expect(counts.status).toBe(200);
      expect(Object.keys(counts.body.data).sort()).toEqual([...REQUEST_STATUSES].sort());
      const request = await insert(server, "new");
      const seller = await call(server, "POST", `${path}/${request.id}/status`, {
        token: world.sellerA.token,
        body: { version: 1, status: "inProgress" },
      });
      expect(seller.status).toBe(403);
      const anonymous = await call(server, "GET", `${path}/${request.id}/history`);
      expect(anonymous.status).toBe(401);
    });
  });

  it("mails the offer in the customer's language with the price formatted", async () => {
    for (const [language, subject] of [
      ["it", "La sua offerta per la richiesta n."],
      ["en", "Your offer for request no."],
    ] as const) {
      const request = await insertRentRequest(server, null, { status: "inProgress", language });
      await call(server, "PUT", `/request/${request.id}/offer`, {
        token: world.admin,
        body: offerBody(1),
      });
      const mail = lastMailTo(server.config.dataDir, request.customerEmail);
      expect(mail.subject).toBe(`${subject} ${request.number}`);
      // "12.500,00 €" and "€12,500.00", with the spaces Intl writes.
      expect(mail.text).toContain(formatMoney(1_250_000, language));
      expect(mail.text).toContain("Fuel and crew included");
    }
  });

  it("drops the badge on every socket as soon as a request is taken in charge", async () => {
    for (const { path, counter, insert } of [
      { path: "/request", counter: "rentRequests", insert: () => insertRentRequest(server, null) },
      {
        path: "/event/request",
        counter: "eventRequests",
        insert: () => insertEventRequest(server, null),
      },
    ] as const) {
      const staff = await listenToCounters(server, world.operator);
      const request = await insert();
      const before = (await call(server, "GET", `${path}/count`, { token: world.admin })).body
        .data as number;
      await call(server, "POST", `${path}/${request.id}/status`, {
        token: world.admin,
        body: { version: 1, status: "inProgress" },
      });
      await countersDelivered(server);
      expect(staff.last.get(counter)).toBe(before - 1);
      staff.socket.disconnect();
    }
  });

  it("takes the customer's language from the intake, Italian unless said", async () => {
    for (const [language, expected] of [
      [undefined, "it"],
      ["en", "en"],
    ] as const) {
      const answer = await call(server, "POST", "/intake/rent-requests", {
        body: { ...rentRequestBody(), ...(language ? { customerLanguage: language } : {}) },
      });
      expect(answer.status).toBe(201);
      expect(answer.body.data).toMatchObject({
        customerLanguage: expected,
        version: 1,
        assignee: null,
        offer: null,
      });
    }
  });

  it("mails a decline with its reason", async () => {
    const request = await insertEventRequest(server, null, { language: "it" });
    await call(server, "POST", `/event/request/${request.id}/status`, {
      token: world.admin,
      body: { version: 1, status: "declined", note: "Evento al completo" },
    });
    const mail = lastMailTo(server.config.dataDir, request.customerEmail);
    expect(mail.subject).toBe(`La sua richiesta n. ${request.number} non può essere accolta`);
    expect(mail.text).toContain("Motivo: Evento al completo");
  });
});
