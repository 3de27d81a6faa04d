import { afterAll, beforeAll, expect, it } from "vitest";
import { post } from "./accounts.ts";
import { call, signInAll, type Tokens } from "./catalogue/context.ts";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";
import { INTAKE_PATHS, orderBody, rentRequestBody } from "./live/fixtures.ts";

// ISO 8601 writes year 0 (0000-01-01) and the format checks pass it; PostgreSQL has no such
// year and refused the value in the database, with no field named (the fuzz's kind of find).
describeServer("days and instants of year 0", () => {
  let server: TestServer;
  let tokens: Tokens;
  beforeAll(async () => {
    server = await startTestServer();
    tokens = await signInAll(server);
  });
  afterAll(() => server?.close());

  const refusal = async (path: string, body: unknown) => {
    const response = await post(server, path, body, { language: "en" });
    return {
      status: response.status,
      errors: ((await response.json()) as { errors?: object }).errors,
    };
  };

  it("refuses them in a body, naming the field", async () => {
    const onSale = await call(server, "GET", "/intake/products?limit=1", {});
    const productId: string = onSale.body.data[0]._id;
    const order = await refusal(
      INTAKE_PATHS.orders,
      orderBody(productId, { deliveryDate: "0000-01-01" }),
    );
    expect(order).toEqual({ status: 400, errors: { deliveryDate: expect.any(String) } });
    const rent = await refusal(INTAKE_PATHS.rentRequests, {
      ...rentRequestBody(),
      departureAt: "0000-06-15T12:00:00Z",
    });
    expect(rent).toEqual({ status: 400, errors: { departureAt: expect.any(String) } });
    // In UTC this is still year 0.
    const early = await refusal(INTAKE_PATHS.rentRequests, {
      ...rentRequestBody(),
      returnAt: "0001-01-01T00:30:00+01:00",
    });
    expect(early).toEqual({ status: 400, errors: { returnAt: expect.any(String) } });
  });

  it("refuses them as a list filter's bound, naming the filter", async () => {
    const listed = await call(server, "GET", "/users?createdAtMin=0000-01-01", {
      token: tokens.admin,
      language: "en",
    });
    expect(listed.status).toBe(400);
    expect(Object.keys(listed.body.errors)).toEqual(["createdAtMin"]);
    const year1 = await call(server, "GET", "/users?createdAtMin=0001-01-01", {
      token: tokens.admin,
      language: "en",
    });
    expect(year1.status).toBe(200);
  });
});
