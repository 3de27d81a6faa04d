import { randomUUID } from "node:crypto";
import { beforeAll, expect, it } from "vitest";
import { post } from "../accounts.ts";
import type { TestServer } from "../harness.ts";
import type { LiveContext } from "./context.ts";
import {
  addCoupon,
  eventRequestBody,
  get,
  INTAKE_PATHS,
  intake,
  type LiveWorld,
  liveWorld,
  orderBody,
  orderRequestBody,
  rentRequestBody,
} from "./fixtures.ts";

/** Public intake: run against the shared live server (live.test.ts). */
export const intakeTests = (context: LiveContext) => {
  let server: TestServer;
  let world: LiveWorld;
  beforeAll(async () => {
    server = context.server;
    world = await liveWorld(server);
  });

  it("stores each kind and answers 201 with the record", async () => {
    const rent = await intake(server, INTAKE_PATHS.rentRequests, rentRequestBody());
    expect(rent.message).toBe("Rent request received");
    expect(rent.data).toMatchObject({ status: "new", modelName: "Benetti Oasis 40M", cabins: 4 });
    expect(rent.data.number).toEqual(expect.any(Number));

    const event = await intake(server, INTAKE_PATHS.eventRequests, eventRequestBody());
    expect(event.data).toMatchObject({ status: "new", eventDate: "2027-02-14", guests: 2 });

    const request = await intake(
      server,
      INTAKE_PATHS.orderRequests,
      orderRequestBody(world.sellerA.productId),
    );
    expect(request.data).toMatchObject({
      status: "new",
      sellerId: world.sellerA.id,
      seller: { _id: world.sellerA.id, fullName: "Test Account" },
      product: { _id: world.sellerA.productId },
    });
  });

  it("freezes the price, quantity, coupon discount and total of an order", async () => {
    const coupon = await addCoupon(server, { discountCents: 20_000 });
    const { data } = await intake(
      server,
      INTAKE_PATHS.orders,
      orderBody(world.sellerA.productId, { couponName: coupon.toLowerCase(), quantity: 2 }),
    );
    expect(data).toMatchObject({
      status: "orderConfirmed",
      sellerId: world.sellerA.id,
      quantity: 2,
      unitPriceCents: 125_000,
      discountCents: 20_000,
      totalCents: 230_000,
      couponName: coupon,
      deliveryDate: "2027-03-01",
    });
    const platform = await intake(server, INTAKE_PATHS.orders, orderBody(world.platformProductId));
    expect(platform.data).toMatchObject({ sellerId: null, seller: null, totalCents: 80_000 });
  });

  it("refuses a coupon that is unknown, expired, another seller's or used up", async () => {
    const expired = await addCoupon(server, { expiresOn: "2020-01-01" });
    const othersCoupon = await addCoupon(server, { sellerId: world.sellerB.id });
    const onceOnly = await addCoupon(server, { totalUsage: 1 });
    await intake(
      server,
      INTAKE_PATHS.orders,
      orderBody(world.sellerA.productId, { couponName: onceOnly }),
    );
    for (const couponName of ["NOPE", expired, othersCoupon, onceOnly]) {
      const response = await post(
        server,
        INTAKE_PATHS.orders,
        orderBody(world.sellerA.productId, { couponName }),
        { language: "en" },
      );
      expect(response.status, couponName).toBe(400);
      expect(await response.json()).toEqual({
        code: "couponNotValid",
        message: "This coupon does not exist, has expired or cannot be used for this product",
        errors: { couponName: "This value is not valid" },
      });
    }
  });

  it("answers 400 with each field's message for a bad body or an unknown product", async () => {
    const response = await post(
      server,
      INTAKE_PATHS.rentRequests,
      { ...rentRequestBody(), customerEmail: "not-an-email", passengers: "many", rentModelId: "x" },
      { language: "en" },
    );
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.errors).toMatchObject({
      customerEmail: "Invalid email",
      passengers: "Please input only number",
      rentModelId: "This rent model does not exist or is not offered",
    });

    for (const path of [INTAKE_PATHS.orderRequests, INTAKE_PATHS.orders]) {
      const unknown = await post(
        server,
        path,
        path === INTAKE_PATHS.orders ? orderBody(randomUUID()) : orderRequestBody(randomUUID()),
        { language: "it" },
      );
      expect(unknown.status).toBe(400);
      expect((await unknown.json()).errors).toEqual({
        productId: expect.stringMatching(/prodotto/i),
      });
    }
  });

  it("needs the application key but no token", async () => {
    const response = await fetch(`${server.url}/admin/api${INTAKE_PATHS.eventRequests}`, {
      method: "POST",
      headers: { "content-type": "application/json", "accept-language": "en" },
      body: JSON.stringify(eventRequestBody()),
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe("Unknown application key");
  });

  it("lists products on sale with public fields only", async () => {
    const { status, body } = await get(server, "/intake/products?limit=50");
    expect(status).toBe(200);
    const mine = body.data.find(
      (product: { _id: string }) => product._id === world.sellerA.productId,
    );
    expect(Object.keys(mine).sort()).toEqual(
      ["_id", "available", "nameEn", "nameIt", "number", "priceCents", "seller"].sort(),
    );
    expect(mine.seller).toEqual({ _id: world.sellerA.id, fullName: "Test Account" });
  });

  it("documents the intake calls under their own tag", async () => {
    const document = await (await fetch(`${server.url}/admin/api/docs/json`)).json();
    expect(document.tags).toContainEqual(expect.objectContaining({ name: "intake" }));
    const operation = document.paths["/admin/api/intake/orders"].post;
    expect(operation.tags).toEqual(["intake"]);
    expect(operation.security).toEqual([{ appKey: [] }]);
    expect(operation.responses["201"]).toBeDefined();
  });
};
