import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventRequests } from "../../../server/eventRequests/schema.ts";
import { rentRequests } from "../../../server/rentRequests/schema.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { type LiveWorld, liveWorld } from "../live/fixtures.ts";
import {
  call,
  insertEvent,
  insertEventRequest,
  insertModel,
  insertRentRequest,
  offerBody,
  stateOf,
} from "./workFixtures.ts";

/**
 * No model booked twice, no event beyond its capacity, even by two people at once
 * (docs/statuses.md#bookings).
 */
describeServer("rent work: bookings and capacity", () => {
  let server: TestServer;
  let world: LiveWorld;
  beforeAll(async () => {
    server = await startTestServer();
    world = await liveWorld(server);
  });
  afterAll(() => server?.close());

  const confirm = (id: string, version = 1, path = "/request") =>
    call(server, "POST", `${path}/${id}/status`, {
      token: world.operator,
      body: { version, status: "confirmed" },
    });

  describe("a confirmed stay of the model", () => {
    it("refuses an overlapping offer and confirmation, naming the clash; allows the next stay", async () => {
      const model = await insertModel(server);
      const booked = await insertRentRequest(server, model.id, {
        status: "confirmed",
        from: "2031-07-01",
        to: "2031-07-08",
      });
      const overlapping = await insertRentRequest(server, model.id, {
        status: "inProgress",
        from: "2031-07-05",
        to: "2031-07-12",
      });
      const offer = await call(server, "PUT", `/request/${overlapping.id}/offer`, {
        token: world.operator,
        body: offerBody(1),
      });
      expect(offer.status).toBe(409);
      expect(offer.body.code).toBe("bookingClash");
      expect(offer.body.message).toContain(`no. ${booked.number}`);
      expect(offer.body.message).toContain("Jul 01, 2031");
      expect(await stateOf(server, rentRequests, overlapping.id)).toEqual({
        status: "inProgress",
        version: 1,
        history: 0,
      });

      const offered = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-06-28",
        to: "2031-07-02",
      });
      const refused = await call(server, "POST", `/request/${offered.id}/status`, {
        token: world.operator,
        language: "it",
        body: { version: 1, status: "confirmed" },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.message).toContain(`n. ${booked.number}`);
      expect(refused.body.message).toContain("01 lug 2031");

      // The return day may be the next departure.
      const next = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-07-08",
        to: "2031-07-15",
      });
      expect((await confirm(next.id)).status).toBe(200);
    });

    it("lets an offer overlap another request's unconfirmed offer", async () => {
      const model = await insertModel(server);
      await insertRentRequest(server, model.id, { status: "offerSent" });
      const second = await insertRentRequest(server, model.id, { status: "inProgress" });
      const offer = await call(server, "PUT", `/request/${second.id}/offer`, {
        token: world.operator,
        body: offerBody(1),
      });
      expect(offer.status).toBe(200);
    });

    it("ends two simultaneous overlapping confirmations with exactly one confirmed", async () => {
      const model = await insertModel(server);
      const first = await insertRentRequest(server, model.id, { status: "offerSent" });
      const second = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-07-03",
        to: "2031-07-10",
      });
      const answers = await Promise.all([confirm(first.id), confirm(second.id)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.status === 409)?.body.code).toBe("bookingClash");
      const states = await Promise.all(
        [first, second].map((request) => stateOf(server, rentRequests, request.id)),
      );
      expect(states.filter((state) => state.status === "confirmed")).toHaveLength(1);
    });
  });

  describe("an event's capacity", () => {
    it("refuses confirming guests beyond it and changes nothing", async () => {
      const event = await insertEvent(server, 10);
      await insertEventRequest(server, event, { status: "confirmed", guests: 6 });
      const fits = await insertEventRequest(server, event, { status: "offerSent", guests: 4 });
      const over = await insertEventRequest(server, event, { status: "offerSent", guests: 1 });
      expect((await confirm(fits.id, 1, "/event/request")).status).toBe(200);
      const refused = await confirm(over.id, 1, "/event/request");
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe("capacityExceeded");
      expect(await stateOf(server, eventRequests, over.id)).toEqual({
        status: "offerSent",
        version: 1,
        history: 0,
      });
    });

    it("holds when two confirmations arrive at once", async () => {
      const event = await insertEvent(server, 5);
      const requests = await Promise.all(
        [3, 3].map((guests) => insertEventRequest(server, event, { status: "offerSent", guests })),
      );
      const answers = await Promise.all(
        requests.map((request) => confirm(request.id, 1, "/event/request")),
      );
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    });
  });

  describe("GET /rent-model/:id/bookings", () => {
    it("answers the offered and confirmed stays overlapping the range", async () => {
      const model = await insertModel(server);
      const confirmed = await insertRentRequest(server, model.id, { status: "confirmed" });
      const offered = await insertRentRequest(server, model.id, {
        status: "offerSent",
        from: "2031-07-20",
        to: "2031-07-25",
      });
      await insertRentRequest(server, model.id, { status: "inProgress" });
      await insertRentRequest(server, model.id, { status: "declined" });
      await insertRentRequest(server, model.id, {
        status: "confirmed",
        from: "2031-08-10",
        to: "2031-08-12",
      });
      const july = await call(
        server,
        "GET",
        `/rent-model/${model.id}/bookings?from=2031-07-01&to=2031-08-01`,
        { token: world.operator },
      );
      expect(july.status).toBe(200);
      expect(july.body.data).toEqual([
        {
          requestId: confirmed.id,
          number: confirmed.number,
          customerName: confirmed.customerName,
          status: "confirmed",
          departureAt: "2031-07-01T10:00:00.000Z",
          returnAt: "2031-07-08T10:00:00.000Z",
          validUntil: null,
          held: false,
        },
        expect.objectContaining({ requestId: offered.id, status: "offerSent" }),
      ]);
      const backwards = await call(
        server,
        "GET",
        `/rent-model/${model.id}/bookings?from=2031-08-01&to=2031-07-01`,
        { token: world.operator },
      );
      expect(backwards.status).toBe(400);
      const seller = await call(
        server,
        "GET",
        `/rent-model/${model.id}/bookings?from=2031-07-01&to=2031-08-01`,
        { token: world.sellerA.token },
      );
      expect(seller.status).toBe(403);
    });
  });
});
