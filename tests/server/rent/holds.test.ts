import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { HistoryEntry } from "../../../domain/orderWork.schema.ts";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { type LiveWorld, liveWorld } from "../live/fixtures.ts";
import {
  call,
  dayFromToday,
  insertEvent,
  insertEventRequest,
  insertModel,
  insertOffer,
  insertRentRequest,
  offerBody,
  REASON,
  stateOf,
} from "./workFixtures.ts";

const OVERRIDE = { reason: "The owner asked us to offer both; first to pay books it." };

/**
 * A rent or event offer holds its dates or seats until its valid-until
 * (docs/statuses.md#offer-holds).
 */
describeServer("rent work: offers hold dates and seats", () => {
  let server: TestServer;
  let world: LiveWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await liveWorld(server);
  });
  afterAll(() => server?.close());

  const offer = (
    id: string,
    fields: Record<string, unknown> = {},
    options: { path?: string; token?: string; language?: string } = {},
  ) =>
    call(server, "PUT", `${options.path ?? "/request"}/${id}/offer`, {
      token: options.token ?? world.operator,
      language: options.language ?? "en",
      body: offerBody(1, fields),
    });

  const confirm = (id: string, fields: Record<string, unknown> = {}, path = "/request") =>
    call(server, "POST", `${path}/${id}/status`, {
      token: world.operator,
      body: { version: 1, status: "confirmed", ...fields },
    });

  const historyOf = async (id: string, path = "/request") => {
    const answer = await call(server, "GET", `${path}/${id}/history`, { token: world.admin });
    expect(answer.status).toBe(200);
    return answer.body.data as HistoryEntry[];
  };

  /** A model with request A offered (its offer holding the first week of July) and B overlapping. */
  const heldModel = async () => {
    const model = await insertModel(server);
    const holder = await insertRentRequest(server, model.id, { status: "inProgress" });
    const held = await offer(holder.id, { validUntil: dayFromToday(3) });
    expect(held.status).toBe(200);
    const other = await insertRentRequest(server, model.id, {
      status: "inProgress",
      from: "2031-07-05",
      to: "2031-07-12",
    });
    return { model, holder, other };
  };

  describe("a rent offer", () => {
    it("holds its stay: a second overlapping offer answers 409 bookingHeld naming the holder", async () => {
      const { holder, other } = await heldModel();
      const refused = await offer(other.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("bookingHeld");
      expect(refused.body.holder).toEqual({
        _id: holder.id,
        number: holder.number,
        validUntil: dayFromToday(3),
      });
      expect(refused.body.message).toContain(`request no. ${holder.number}`);
      expect(await stateOf(server, rentRequests, other.id)).toEqual({
        status: "inProgress",
        version: 1,
        history: 0,
      });
      const italian = await offer(other.id, {}, { language: "it" });
      expect(italian.status).toBe(409);
      expect(italian.body.message).toContain(`richiesta n. ${holder.number}`);
      expect(italian.body.message).toContain("supera la riserva");

      // The return day may be the next departure: the following week is free.
      const next = await insertRentRequest(server, holder.rentModelId, {
        status: "inProgress",
        from: "2031-07-08",
        to: "2031-07-15",
      });
      expect((await offer(next.id)).status).toBe(200);
    });

    it("refuses a confirmation overlapping a held stay", async () => {
      const { model, holder } = await heldModel();
      const offered = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-06-28",
        to: "2031-07-02",
      });
      const refused = await confirm(offered.id);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("bookingHeld");
      expect(refused.body.holder._id).toBe(holder.id);
      expect(await stateOf(server, rentRequests, offered.id)).toEqual({
        status: "offerSent",
        version: 1,
        history: 0,
      });
    });

    it("goes ahead with an override and its reason, written in both histories", async () => {
      const { holder, other } = await heldModel();
      const sent = await offer(other.id, { overrideHold: OVERRIDE });
      expect(sent.status).toBe(200);
      expect(sent.body.data).toMatchObject({ status: "offerSent", version: 2 });

      const overriding = (await historyOf(other.id)).find((entry) => entry.kind === "holdOverride");
      expect(overriding).toMatchObject({
        note: OVERRIDE.reason,
        related: { _id: holder.id, number: holder.number },
      });
      expect(overriding?.by).not.toBeNull();
      const overridden = (await historyOf(holder.id)).find(
        (entry) => entry.kind === "holdOverridden",
      );
      expect(overridden).toMatchObject({
        note: OVERRIDE.reason,
        related: { _id: other.id, number: other.number },
      });

      // A confirmation over the other's hold needs its own override.
      const confirmedOver = await call(server, "POST", `/request/${holder.id}/status`, {
        token: world.operator,
        body: { version: 2, status: "confirmed", overrideHold: { reason: REASON } },
      });
      expect(confirmedOver.status).toBe(200);
      expect(
        (await historyOf(other.id)).filter((entry) => entry.kind === "holdOverridden"),
      ).toEqual([
        expect.objectContaining({
          note: REASON,
          related: { _id: holder.id, number: holder.number },
        }),
      ]);
    });

    it("refuses an override without a reason (400) and changes nothing", async () => {
      const { other } = await heldModel();
      for (const overrideHold of [{}, { reason: "  " }]) {
        const refused = await offer(other.id, { overrideHold });
        expect(refused.status).toBe(400);
        expect(Object.keys(refused.body.errors)).toEqual(["overrideHold.reason"]);
      }
      const move = await confirm(other.id, { overrideHold: { reason: "" } });
      expect(move.status).toBe(400);
      expect(await stateOf(server, rentRequests, other.id)).toEqual({
        status: "inProgress",
        version: 1,
        history: 0,
      });
    });

    it("holds nothing once expired, replaced by an expired version, or declined", async () => {
      const model = await insertModel(server);
      const expired = await insertRentRequest(server, model.id, { status: "offerSent" });
      await insertOffer(server, "rentRequests", expired.id, dayFromToday(-1));
      const replaced = await insertRentRequest(server, model.id, { status: "offerSent" });
      await insertOffer(server, "rentRequests", replaced.id, dayFromToday(30), 1);
      await insertOffer(server, "rentRequests", replaced.id, dayFromToday(-1), 2);
      const declined = await insertRentRequest(server, model.id, { status: "declined" });
      await insertOffer(server, "rentRequests", declined.id, dayFromToday(30));
      const today = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-08-01",
        to: "2031-08-08",
      });
      await insertOffer(server, "rentRequests", today.id, dayFromToday(0));

      const free = await insertRentRequest(server, model.id, { status: "inProgress" });
      expect((await offer(free.id)).status).toBe(200);
      // Valid until today: it still holds, the whole day.
      const late = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-08-05",
        to: "2031-08-10",
      });
      const refused = await confirm(late.id);
      expect(refused.status).toBe(409);
      expect(refused.body.holder._id).toBe(today.id);
    });

    it("lets exactly one of two overlapping offers sent at once through", async () => {
      const model = await insertModel(server);
      const requests = await Promise.all(
        ["2031-07-01", "2031-07-04"].map((from) =>
          insertRentRequest(server, model.id, { status: "inProgress", from, to: "2031-07-09" }),
        ),
      );
      const answers = await Promise.all(requests.map((request) => offer(request.id)));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const loser = answers.findIndex((answer) => answer.status === 409);
      const winner = requests[1 - loser];
      expect(answers[loser]?.body.code).toBe("bookingHeld");
      expect(answers[loser]?.body.holder._id).toBe(winner?.id);
      const states = await Promise.all(
        requests.map((request) => stateOf(server, rentRequests, request.id)),
      );
      expect(states.filter((state) => state.status === "offerSent")).toHaveLength(1);
    });

    it("keeps the offer's rights: staff only, a seller is refused", async () => {
      const { other } = await heldModel();
      const seller = await offer(
        other.id,
        { overrideHold: OVERRIDE },
        { token: world.sellerA.token },
      );
      expect(seller.status).toBe(403);
      expect(await stateOf(server, rentRequests, other.id)).toMatchObject({ version: 1 });
      const admin = await offer(other.id, { overrideHold: OVERRIDE }, { token: world.admin });
      expect(admin.status).toBe(200);
    });

    it("shows held stays apart on the model's calendar, with their last valid day", async () => {
      const { model, holder } = await heldModel();
      const expired = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-07-20",
        to: "2031-07-25",
      });
      await insertOffer(server, "rentRequests", expired.id, dayFromToday(-1));
      const july = await call(
        server,
        "GET",
        `/rent-model/${model.id}/bookings?from=2031-07-01&to=2031-08-01`,
        { token: world.operator },
      );
      expect(july.status).toBe(200);
      expect(july.body.data).toEqual([
        expect.objectContaining({
          requestId: holder.id,
          number: holder.number,
          status: "offerSent",
          validUntil: dayFromToday(3),
          held: true,
        }),
        expect.objectContaining({
          requestId: expired.id,
          validUntil: dayFromToday(-1),
          held: false,
        }),
      ]);
    });
  });

  describe("an event offer", () => {
    const path = "/event/request";

    /** An event of 10 seats: 4 confirmed, 4 held by request A's offer. */
    const heldEvent = async () => {
      const event = await insertEvent(server, 10);
      await insertEventRequest(server, event, { status: "confirmed", guests: 4 });
      const holder = await insertEventRequest(server, event, { status: "inProgress", guests: 4 });
      expect((await offer(holder.id, {}, { path })).status).toBe(200);
      return { event, holder };
    };

    it("holds its guests' seats: an offer needing them answers 409 bookingHeld, within them it passes", async () => {
      const { event, holder } = await heldEvent();
      const over = await insertEventRequest(server, event, { status: "inProgress", guests: 3 });
      const refused = await offer(over.id, {}, { path });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("bookingHeld");
      expect(refused.body.holder).toMatchObject({ _id: holder.id, number: holder.number });
      expect(refused.body.message).toContain(`request no. ${holder.number}`);
      expect(refused.body.message).toContain("seats");
      expect(await stateOf(server, eventRequests, over.id)).toMatchObject({ history: 0 });

      const fits = await insertEventRequest(server, event, { status: "inProgress", guests: 2 });
      expect((await offer(fits.id, {}, { path })).status).toBe(200);
    });

    it("refuses a confirmation needing held seats; an override goes ahead, in both histories", async () => {
      const { event, holder } = await heldEvent();
      const offered = await insertEventRequest(server, event, { status: "offerSent", guests: 3 });
      const refused = await confirm(offered.id, {}, path);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("bookingHeld");

      const confirmed = await confirm(offered.id, { overrideHold: OVERRIDE }, path);
      expect(confirmed.status).toBe(200);
      expect((await historyOf(offered.id, path)).map((entry) => entry.kind)).toContain(
        "holdOverride",
      );
      expect(
        (await historyOf(holder.id, path)).find((entry) => entry.kind === "holdOverridden"),
      ).toMatchObject({ note: OVERRIDE.reason, related: { _id: offered.id } });
    });

    it("holds nothing once expired, and still refuses beyond the confirmed capacity", async () => {
      const event = await insertEvent(server, 6);
      const expired = await insertEventRequest(server, event, { status: "offerSent", guests: 5 });
      await insertOffer(server, "eventRequests", expired.id, dayFromToday(-1));
      const next = await insertEventRequest(server, event, { status: "inProgress", guests: 5 });
      expect((await offer(next.id, {}, { path })).status).toBe(200);

      await insertEventRequest(server, event, { status: "confirmed", guests: 6 });
      const full = await insertEventRequest(server, event, { status: "offerSent", guests: 1 });
      const refused = await confirm(full.id, { overrideHold: OVERRIDE }, path);
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("capacityExceeded");
    });

    it("lets exactly one of two offers for the last seats sent at once through", async () => {
      const event = await insertEvent(server, 6);
      const requests = await Promise.all(
        [4, 4].map((guests) => insertEventRequest(server, event, { status: "inProgress", guests })),
      );
      const answers = await Promise.all(requests.map((request) => offer(request.id, {}, { path })));
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe("bookingHeld");
    });
  });
});
