import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { call, italian, signInAll, type Tokens } from "./context.ts";

describeServer("coupons", () => {
  let server: TestServer;
  let tokens: Tokens;
  let clockOffsetDays = 0;
  beforeAll(async () => {
    server = await startTestServer({
      overrides: { now: () => new Date(Date.now() + clockOffsetDays * 24 * 60 * 60 * 1000) },
    });
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const day = (offset: number) =>
    new Date(Date.now() + offset * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
  const valid = (name: string, fields: Record<string, unknown> = {}) => ({
    name,
    discountCents: 2500,
    perPersonUsage: 1,
    totalUsage: 10,
    expiresOn: day(10),
    ...fields,
  });
  const create = (body: unknown, token = tokens.admin, language = "en") =>
    call(server, "POST", "/coupon", { token, body, language });

  it("answers each missing field with the seed's message, in English and Italian", async () => {
    const english = await create({});
    expect(english.body.errors).toEqual({
      name: "Coupon Name is required",
      discountCents: "Discount price is required",
      perPersonUsage: "Per Person Usage value is required",
      totalUsage: "Total Usage is required",
      expiresOn: "Expiry date is required",
    });
    const it = await create({}, tokens.admin, "it");
    expect(it.body.errors.totalUsage).toBe(italian.totalUsageRequired);
    const below = await create(valid("BELOW", { perPersonUsage: 5, totalUsage: 2 }));
    expect(below.body.errors).toEqual({
      totalUsage: "Total Usage cannot be less than Per Person Usage",
    });
    // A day that does not exist names the field, as a missing one does (the fuzz's 0000-00-00).
    for (const expiresOn of ["0000-00-00", "2027-02-30", "2027-13-01"]) {
      const noSuchDay = await create(valid("NODAY", { expiresOn }));
      expect(noSuchDay.status).toBe(400);
      expect(noSuchDay.body.errors).toEqual({ expiresOn: "Expiry date is required" });
    }
    const notNumber = await create(valid("NAN", { discountCents: "ten" }));
    expect(notNumber.body.errors).toEqual({ discountCents: "Please input only number" });
  });

  it("refuses a name taken in any case with 409 and a field error", async () => {
    const first = await create(valid("Spring20"));
    expect(first.status).toBe(201);
    expect(first.body.message).toBe("Coupon created successfully");
    const again = await create(valid("SPRING20"), tokens.sellerLinked);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      code: "couponNameTaken",
      message: "A coupon with this name already exists",
      errors: { name: "A coupon with this name already exists" },
    });
    const renamed = await create(valid("Autumn20"));
    const clash = await call(server, "PUT", `/coupon/${renamed.body.data._id}`, {
      token: tokens.admin,
      body: { ...valid("spring20"), version: 1 },
    });
    expect(clash.status).toBe(409);
    const same = await call(server, "PUT", `/coupon/${renamed.body.data._id}`, {
      token: tokens.admin,
      body: valid("AUTUMN20", { discountCents: 3000, version: 1 }),
    });
    expect(same.status).toBe(200);
  });

  it("derives the status from the expiry date and the server's clock, and filters by it", async () => {
    const made = await create(valid("CLOCK1", { expiresOn: day(2) }));
    expect(made.body.data.status).toBe("active");
    const active = async () =>
      (
        await call(server, "GET", "/coupons?status=active&limit=100", { token: tokens.admin })
      ).body.data.items.map((item: { name: string }) => item.name);
    expect(await active()).toContain("CLOCK1");
    clockOffsetDays = 3;
    try {
      const later = await call(server, "GET", `/coupon/${made.body.data._id}`, {
        token: tokens.admin,
      });
      expect(later.body.data.status).toBe("expired");
      expect(await active()).not.toContain("CLOCK1");
      const expired = await call(server, "GET", "/coupons?status=expired&limit=100", {
        token: tokens.admin,
      });
      expect(expired.body.data.items.map((item: { name: string }) => item.name)).toContain(
        "CLOCK1",
      );
    } finally {
      clockOffsetDays = 0;
    }
  });

  describe("ownership", () => {
    it("gives a seller's coupon to the seller whatever the body says, and hides others'", async () => {
      const own = await create(valid("MINE10", { sellerId: null }), tokens.sellerLinked);
      expect(own.body.data.seller.fullName).toBe("Lorenzo Bellini");
      const listed = await call(server, "GET", "/coupons?limit=100", {
        token: tokens.sellerLinked,
      });
      expect(
        listed.body.data.items.every(
          (item: { sellerId: string }) => item.sellerId === own.body.data.sellerId,
        ),
      ).toBe(true);
      const platform = await create(valid("PLATFORM10"));
      for (const method of ["GET", "PUT", "DELETE"]) {
        const response = await call(server, method, `/coupon/${platform.body.data._id}`, {
          token: tokens.sellerLinked,
          ...(method === "PUT" ? { body: { ...valid("PLATFORM10"), version: 1 } } : {}),
        });
        expect(response.status, method).toBe(404);
      }
      const removed = await call(server, "DELETE", `/coupon/${own.body.data._id}`, {
        token: tokens.sellerLinked,
        language: "en",
      });
      expect(removed.body.message).toBe("Coupon deleted successfully");
    });
  });

  it("keeps an unlinked seller out with the payment message until the account is linked", async () => {
    const refused = await call(server, "GET", "/coupons", { token: tokens.seller, language: "en" });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe(
      "Please, first connect your stripe account & then get access to the entire project.",
    );
    const profile = await call(server, "GET", "/user/profile", { token: tokens.seller });
    expect(profile.status).toBe(200);
  });
});
