import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  RECORD_CHANGED_EVENT,
  type RecordChange,
  SUBSCRIBE_MESSAGE,
} from "../../../domain/live.ts";
import {
  call,
  csvRows,
  signInAll,
  type Tokens,
  uploadPng,
  xlsxRows,
} from "../catalogue/context.ts";
import { APP_KEY, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { connect } from "../socketClient.ts";

const italian = {
  eventNameRequired: "Il nome dell'evento è obbligatorio",
  endBeforeStart: "La fine deve essere successiva all'inizio",
};

type EventItem = {
  _id: string;
  number: number;
  nameEn: string;
  nameIt: string;
  city: string;
  capacity: number;
  startsAt: string;
  published: boolean;
  version: number;
  requestCount: number;
  guestsRequested: number;
  guestsConfirmed: number;
};

describeServer("events", () => {
  let server: TestServer;
  let tokens: Tokens;
  let valid: Record<string, unknown>;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
    valid = {
      nameEn: "Regatta Ball",
      nameIt: "Ballo della Regata",
      descriptionEn: "Dinner and dancing after the regatta",
      descriptionIt: "Cena e balli dopo la regata",
      startsAt: "2027-06-12T18:00:00.000Z",
      endsAt: "2027-06-13T01:00:00+02:00",
      venue: "Yacht Club Costa Smeralda",
      city: "Porto Cervo",
      capacity: 50,
      priceCents: 125_000,
      images: [await uploadPng(server, tokens.admin)],
      published: true,
    };
  });
  afterAll(() => server?.close());

  const create = (body: unknown, token = tokens.admin, language = "en") =>
    call(server, "POST", "/event", { token, body, language });
  const list = (query: string) =>
    call(server, "GET", `/events?${query}`, { token: tokens.admin, language: "en" });
  const intake = (body: unknown) =>
    server.api("/intake/event-requests", {
      method: "POST",
      body: JSON.stringify(body),
      language: "en",
      headers: { "x-app-key": APP_KEY },
    });
  const customer = {
    customerName: "Grace Whitmore",
    customerEmail: "grace@example.com",
    guests: 4,
  };

  describe("validation", () => {
    it("answers every missing field with its message, in English and Italian", async () => {
      const english = await create({});
      expect(english.status).toBe(400);
      expect(english.body.errors).toEqual({
        nameEn: "Event Name is required",
        nameIt: "Event Name is required",
        descriptionEn: "Description is required",
        descriptionIt: "Description is required",
        startsAt: "Start date and time are required",
        endsAt: "End date and time are required",
        venue: "Venue is required",
        city: "City is required",
        capacity: "Capacity is required",
        priceCents: "Price per guest is required",
        images: "Image Is required",
      });
      const it = await create({}, tokens.admin, "it");
      expect(it.body.errors.nameEn).toBe(italian.eventNameRequired);
    });

    it("refuses an end that does not follow the start, on endsAt alone", async () => {
      for (const endsAt of ["2027-06-12T18:00:00Z", "2027-06-12T19:00:00+02:00"]) {
        const { status, body } = await create({ ...valid, endsAt });
        expect(status).toBe(400);
        expect(body.errors).toEqual({ endsAt: "The end must come after the start" });
      }
      const it = await create({ ...valid, endsAt: "2027-06-01T10:00:00Z" }, tokens.admin, "it");
      expect(it.body.errors).toEqual({ endsAt: italian.endBeforeStart });
      const both = await create({ ...valid, nameEn: "", endsAt: "2027-06-01T10:00:00Z" });
      expect(both.body.errors).toEqual({
        nameEn: "Event Name is required",
        endsAt: "The end must come after the start",
      });
    });

    it("holds capacity, price and images to their bounds", async () => {
      const numbers = await create({ ...valid, capacity: 0, priceCents: -1 });
      expect(numbers.body.errors).toEqual({
        capacity: "Must be greater than zero",
        priceCents: "Cannot be negative",
      });
      const big = await create({ ...valid, capacity: 100_001, priceCents: "12a" });
      expect(big.body.errors).toEqual({
        capacity: "Too large",
        priceCents: "Please input only number",
      });
      const noImages = await create({ ...valid, images: [] });
      expect(noImages.body.errors).toEqual({ images: "Image Is required" });
      const missing = await create({
        ...valid,
        images: ["00000000-0000-4000-8000-000000000000.png"],
      });
      expect(missing.body.errors).toEqual({
        images: "This file was not uploaded: upload it again",
      });
    });
  });

  describe("access", () => {
    it("lets an operator create, read, update and delete, with the seed's messages", async () => {
      const made = await create({ ...valid, nameEn: "Operator gala" }, tokens.operator);
      expect(made.status).toBe(201);
      expect(made.body.message).toBe("Event has been created successfully");
      expect(made.body.data).toMatchObject({
        nameEn: "Operator gala",
        startsAt: "2027-06-12T18:00:00.000Z",
        endsAt: "2027-06-12T23:00:00.000Z",
        priceCents: 125_000,
        published: true,
        version: 1,
        requestCount: 0,
        guestsConfirmed: 0,
      });
      const id = made.body.data._id;
      const noVersion = await call(server, "PUT", `/event/${id}`, {
        token: tokens.operator,
        body: valid,
        language: "en",
      });
      expect(noVersion.status).toBe(400);
      expect(noVersion.body.errors).toHaveProperty("version");
      const updated = await call(server, "PUT", `/event/${id}`, {
        token: tokens.operator,
        body: { ...valid, nameEn: "Operator gala II", published: false, version: 1 },
        language: "en",
      });
      expect(updated.status).toBe(200);
      expect(updated.body.message).toBe("Event has been updated successfully");
      expect(updated.body.data).toMatchObject({ nameEn: "Operator gala II", published: false });
      const italianAnswer = await call(server, "GET", `/event/${id}`, {
        token: tokens.operator,
        language: "it",
      });
      expect(italianAnswer.body.message).toBe("Evento caricato");
      const removed = await call(server, "DELETE", `/event/${id}`, {
        token: tokens.operator,
        language: "en",
      });
      expect(removed.status).toBe(200);
      expect(removed.body.message).toBe("Event has been deleted successfully");
      expect((await call(server, "GET", `/event/${id}`, { token: tokens.operator })).status).toBe(
        404,
      );
    });

    it("refuses sellers (403) and callers without a token (401)", async () => {
      for (const token of [tokens.seller, tokens.sellerLinked]) {
        expect((await call(server, "GET", "/events", { token })).status).toBe(403);
        expect((await create(valid, token)).status).toBe(403);
      }
      expect((await call(server, "GET", "/events")).status).toBe(401);
      expect((await create(valid, "")).status).toBe(401);
    });
  });

  describe("list and export", () => {
    it("filters by published, city, start days and capacity, and sorts", async () => {
      const drafts = (await list("published=false&limit=100")).body.data.items as EventItem[];
      expect(drafts.length).toBeGreaterThanOrEqual(2);
      expect(drafts.every((item) => !item.published)).toBe(true);
      const milan = (await list("city=milano&limit=100")).body.data.items as EventItem[];
      expect(milan.map((item) => item.city)).toEqual(["Milano", "Milano"]);
      const big = (await list("capacityMin=100&capacityMax=150&sort=-capacity")).body.data
        .items as EventItem[];
      expect(big.map((item) => item.capacity)).toEqual([150, 120]);
      const [first] = (await list("sort=startsAt&limit=1")).body.data.items as EventItem[];
      const day = first?.startsAt.slice(0, 10);
      const sameDay = (await list(`startsAtMin=${day}&startsAtMax=${day}`)).body.data
        .items as EventItem[];
      expect(sameDay.map((item) => item._id)).toContain(first?._id);
      expect(sameDay.every((item) => item.startsAt.slice(0, 10) === day)).toBe(true);
    });

    it("searches names in both languages and the number, and reads ids", async () => {
      expect((await list("q=vendemmia")).body.data.items[0].nameEn).toBe(
        "Private Harvest in Montalcino",
      );
      const [scala] = (await list("q=scala")).body.data.items as EventItem[];
      expect(scala?.nameIt).toBe("Gran Galà dell'Opera alla Scala");
      const byIds = await list(`ids=${scala?._id}`);
      expect(byIds.body.data.total).toBe(1);
      expect((await list("published=maybe")).status).toBe(400);
      expect((await list("sort=venueX")).status).toBe(400);
    });

    it("counts each event's requests and guests", async () => {
      const all = (await list("limit=100")).body.data.items as EventItem[];
      const asked = all.filter((item) => item.requestCount > 0);
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((item) => item.guestsRequested >= item.requestCount * 2)).toBe(true);
      // The demo's confirmed requests count against the capacity, never beyond it.
      expect(all.some((item) => item.guestsConfirmed > 0)).toBe(true);
      expect(all.every((item) => item.guestsConfirmed <= item.capacity)).toBe(true);
    });

    it("exports the filtered rows as CSV and XLSX", async () => {
      const query = "published=true&sort=-capacity";
      const expected = (await list(`${query}&limit=100`)).body.data.items as EventItem[];
      const csv = await server.api(`/events/export/csv?${query}`, {
        token: tokens.admin,
        language: "en",
      });
      const rows = csvRows(await csv.text());
      expect(rows[0]?.slice(0, 2)).toEqual(["No.", "Event"]);
      expect(rows.slice(1).map((row) => Number(row[0]))).toEqual(
        expected.map((item) => item.number),
      );
      expect(rows[0]?.[9]).toBe("Price per guest");
      const xlsx = await server.api(`/events/export/xlsx?${query}`, {
        token: tokens.admin,
        language: "it",
      });
      expect(xlsx.headers.get("content-disposition")).toMatch(/filename="events-.*\.xlsx"/);
      const sheet = await xlsxRows(await xlsx.arrayBuffer());
      expect(sheet[0]?.[1]).toBe("Evento");
      expect(sheet[1]?.[1]).toBe(expected[0]?.nameIt);
    });
  });

  describe("event requests refer to events", () => {
    let published: EventItem;
    let draft: EventItem;
    beforeAll(async () => {
      published = (await create({ ...valid, nameEn: "Referred gala", nameIt: "Galà citato" })).body
        .data;
      draft = (await create({ ...valid, nameEn: "Draft gala", published: false })).body.data;
    });

    it("takes a published event by id, named and dated after it", async () => {
      const response = await intake({ ...customer, eventId: published._id });
      expect(response.status).toBe(201);
      const { data } = (await response.json()) as { data: Record<string, unknown> };
      expect(data).toMatchObject({
        eventId: published._id,
        event: { _id: published._id, nameEn: "Referred gala", nameIt: "Galà citato" },
        eventName: "Referred gala",
        eventDate: "2027-06-12",
      });
      const requests = await call(server, "GET", `/event/requests?eventId=${published._id}`, {
        token: tokens.admin,
      });
      expect(requests.body.data.total).toBe(1);
      expect(requests.body.data.items[0].event.startsAt).toBe("2027-06-12T18:00:00.000Z");
      const event = await call(server, "GET", `/event/${published._id}`, { token: tokens.admin });
      expect(event.body.data).toMatchObject({ requestCount: 1, guestsRequested: 4 });
      expect(event.body.data.guestsConfirmed).toBe(0);
    });

    it("tells staff following events that the event's requests changed", async () => {
      const socket = await connect(server.url, { token: tokens.operator });
      try {
        const received: RecordChange[] = [];
        socket.on(RECORD_CHANGED_EVENT, (change: RecordChange) => received.push(change));
        expect(await socket.emitWithAck(SUBSCRIBE_MESSAGE, "resources/events")).toBe(true);
        expect((await intake({ ...customer, eventId: published._id })).status).toBe(201);
        await expect
          .poll(() => received.map((change) => [change.channel, change.type, change.payload.ids]))
          .toContainEqual(["resources/events", "updated", [published._id]]);
      } finally {
        socket.close();
      }
    });

    it("answers 400 on eventId for an unknown or draft event, or none named", async () => {
      const cases = [
        [{ eventId: "00000000-0000-4000-8000-000000000000" }, "This event does not exist"],
        [{ eventId: draft._id }, "This event is not open to requests"],
        [{ eventDate: "2027-01-01" }, "Choose the event"],
        [{ eventId: "nope" }, "This value is not valid"],
      ] as const;
      for (const [body, message] of cases) {
        const response = await intake({ ...customer, ...body });
        expect(response.status, message).toBe(400);
        expect(((await response.json()) as { errors: unknown }).errors).toEqual({
          eventId: message,
        });
      }
    });

    it("still takes a name from older apps: linked when an event is named so, kept otherwise", async () => {
      const linked = await intake({
        ...customer,
        eventName: "  galà CITATO ",
        eventDate: "2027-06-12",
      });
      expect(linked.status).toBe(201);
      const linkedData = ((await linked.json()) as { data: Record<string, unknown> }).data;
      expect(linkedData).toMatchObject({ eventId: published._id, eventName: "galà CITATO" });
      const kept = await intake({ ...customer, eventName: "Draft gala", eventDate: "2027-06-12" });
      expect(((await kept.json()) as { data: Record<string, unknown> }).data).toMatchObject({
        eventId: null,
        event: null,
        eventName: "Draft gala",
      });
      const undated = await intake({ ...customer, eventName: "Somewhere else" });
      expect(undated.status).toBe(400);
      expect(((await undated.json()) as { errors: unknown }).errors).toEqual({
        eventDate: "This field is required",
      });
    });

    it("refuses to delete an event that requests refer to (409), and keeps it", async () => {
      const refused = await call(server, "DELETE", `/event/${published._id}`, {
        token: tokens.admin,
        language: "en",
      });
      expect(refused.status).toBe(409);
      expect(refused.body).toMatchObject({
        code: "eventHasRequests",
        message: "This event has requests: it cannot be deleted.",
      });
      const it = await call(server, "DELETE", `/event/${published._id}`, {
        token: tokens.admin,
        language: "it",
      });
      expect(it.body.message).toBe("Questo evento ha delle richieste: non può essere eliminato.");
      expect(
        (await call(server, "GET", `/event/${published._id}`, { token: tokens.admin })).status,
      ).toBe(200);
    });

    it("offers the customer apps published events not over yet", async () => {
      const response = await server.api("/intake/events?limit=100", {
        headers: { "x-app-key": APP_KEY },
      });
      const offered = ((await response.json()) as { data: EventItem[] }).data;
      const names = offered.map((item) => item.nameEn);
      expect(names).toContain("Referred gala");
      expect(names).not.toContain("Draft gala");
      expect(names).not.toContain("Gala Dinner at the Uffizi");
      expect(offered[0]).not.toHaveProperty("capacity");
    });

    it("is found by name in Cmd-K by staff, never by sellers", async () => {
      const staff = await call(server, "GET", "/search?q=masquerade", { token: tokens.operator });
      expect(staff.body.data.items).toContainEqual(
        expect.objectContaining({
          kind: "event",
          title: "Ballo in maschera a Palazzo Pisani Moretta",
        }),
      );
      const seller = await call(server, "GET", "/search?q=masquerade", {
        token: tokens.sellerLinked,
      });
      expect(seller.body.data.items).toEqual([]);
    });
  });
});
