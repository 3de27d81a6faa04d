import { request as httpRequest } from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { USER_TYPE } from "../../domain/userTypes.ts";
import { HttpProblem } from "../../server/plugins/errors.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "./harness.ts";
import { rawGet } from "./rawGet.ts";

const STACK_TRACE = /stack|\n\s+at |\bat .+:\d+:\d+/;

describeServer("error envelope", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      register: async (app) => {
        await app.register(async (scope) => {
          scope.get("/admin/api/test/crash", { config: { public: true } }, async () => {
            throw new Error("database password=hunter2 leaked in a driver message");
          });
          scope.get("/admin/api/test/nul", { config: { public: true } }, async () => {
            await scope.db.execute(sql`select ${"a\u0000b"}::text as refused`);
            return { message: "ok", data: null };
          });
          scope.get("/admin/api/test/deadlock", { config: { public: true } }, async () => {
            // What PostgreSQL raises when two transactions wait on each other.
            await scope.db.execute(
              sql`do $$ begin raise exception 'deadlock detected' using errcode = '40P01'; end $$`,
            );
            return { message: "ok", data: null };
          });
          scope.get("/admin/api/test/conflict", { config: { public: true } }, async () => {
            throw new HttpProblem(409, "errors:conflict", undefined, { status: "invalid" });
          });
          scope.get(
            "/admin/api/test/limited",
            { config: { public: true } },
            async (_request, reply) => {
              // What a rate limiter does: a 429 error after setting Retry-After.
              reply.header("retry-after", "30");
              throw Object.assign(new Error("Rate limit exceeded"), { statusCode: 429 });
            },
          );
          scope.post(
            "/admin/api/test/echo",
            { config: { userTypes: [USER_TYPE.administrator] }, bodyLimit: 1024 },
            async (request) => ({ message: "ok", data: request.body }),
          );
        });
      },
    });
  });
  afterAll(() => server?.close());

  /** Every error body read here is also checked for stack traces. */
  const text = async (response: Response) => {
    const body = await response.text();
    expect(body).not.toMatch(STACK_TRACE);
    return body;
  };

  it("answers unknown API routes with a localised 404 envelope", async () => {
    const response = await server.api("/no/such/route?token=abc", { language: "en" });
    expect(response.status).toBe(404);
    expect(JSON.parse(await text(response))).toEqual({
      code: "routeNotFound",
      message: "No such API route: GET /admin/api/no/such/route",
    });
    const italian = await server.api("/no/such/route", { method: "DELETE" });
    expect(italian.status).toBe(404);
    expect(JSON.parse(await text(italian)).message).toBe(
      "Rotta API inesistente: DELETE /admin/api/no/such/route",
    );
  });

  it("answers headers over Node's limit with 431 and Connection: close, so the next request gets a fresh connection", async () => {
    const answer = await rawGet(`${server.url}/admin/api/health`, {
      "x-filler": "a".repeat(20_000),
    });
    expect(answer.status).toBe(431);
    expect(answer.headers.connection).toBe("close");
    expect(JSON.parse(answer.body.toString("utf8"))).toEqual({
      code: "headersTooLarge",
      message: "Le intestazioni della richiesta sono troppo grandi",
    });
    // A keep-alive client: the refused request, then another; both are answered.
    const refused = await fetch(`${server.url}/admin/api/health`, {
      headers: { "x-filler": "a".repeat(20_000) },
    });
    expect(refused.status).toBe(431);
    expect((await fetch(`${server.url}/admin/api/health`)).status).toBe(200);
  });

  it("answers 500 with only the localised message", async () => {
    const response = await server.api("/test/crash", { language: "en" });
    expect(response.status).toBe(500);
    const body = await text(response);
    expect(JSON.parse(body)).toEqual({
      code: "internal",
      message: "Something went wrong on the server. Please try again.",
    });
    expect(body).not.toContain("hunter2");
  });

  it("answers 503 busy, to be sent again, when the database broke a deadlock on the request", async () => {
    const response = await server.api("/test/deadlock", { language: "en" });
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("1");
    expect(JSON.parse(await text(response))).toEqual({
      code: "busy",
      message:
        "Someone else was changing the same records at that moment: nothing was saved. Please try again.",
    });
  });

  it("refuses control characters in text with the field named, before the database", async () => {
    const response = await server.api("/intake/event-requests", {
      method: "POST",
      language: "en",
      body: JSON.stringify({
        customerName: "Grace\u0000Whitmore",
        customerEmail: "grace@example.com",
        eventName: "Venice\u0007Ball",
        guests: 2,
        eventDate: "2027-02-14",
        message: "Line one\nline two\tand a tab",
      }),
    });
    expect(response.status).toBe(400);
    expect(JSON.parse(await text(response)).errors).toEqual({
      customerName: "Remove the invisible control characters from this text",
      eventName: "Remove the invisible control characters from this text",
    });
  });

  it("answers 400, not 500, when the database refuses a value it was given", async () => {
    const response = await server.api("/test/nul", { language: "en" });
    expect(response.status).toBe(400);
    expect(JSON.parse(await text(response))).toEqual({
      code: "badRequest",
      message: "The request is not valid",
    });
  });

  it("maps HttpProblem to its status, message and field errors", async () => {
    const response = await server.api("/test/conflict", { language: "en" });
    expect(response.status).toBe(409);
    expect(JSON.parse(await text(response))).toEqual({
      code: "conflict",
      message: "This change conflicts with the current state",
      errors: { status: "This value is not valid" },
    });
  });

  it("answers 413, 415 and malformed JSON with the envelope", async () => {
    const token = await server.login(DEMO.admin.email, DEMO.admin.password);
    const tooLarge = await server.api("/test/echo", {
      method: "POST",
      token,
      language: "en",
      body: JSON.stringify({ filler: "x".repeat(4096) }),
    });
    expect(tooLarge.status).toBe(413);
    expect(JSON.parse(await text(tooLarge))).toEqual({
      code: "payloadTooLarge",
      message: "The upload is too large",
    });

    const wrongType = await server.api("/test/echo", {
      method: "POST",
      token,
      language: "en",
      body: "<xml/>",
      headers: { "content-type": "application/xml" },
    });
    expect(wrongType.status).toBe(415);
    expect(JSON.parse(await text(wrongType))).toEqual({
      code: "unsupportedMediaType",
      message: "This file type is not accepted",
    });

    const malformed = await server.api("/test/echo", {
      method: "POST",
      token,
      language: "en",
      body: "{not json",
    });
    expect(malformed.status).toBe(400);
    // Every 400 names its fields (issue 14): a body that is no JSON is the `body` field's error.
    const bodyError = {
      code: "validationFailed",
      message: "Some fields are not valid",
      errors: { body: "This value is not valid" },
    };
    expect(JSON.parse(await text(malformed))).toEqual(bodyError);
    for (const body of ["", '{"__proto__":{"admin":true}}', '{"constructor":{"prototype":{}}}']) {
      const refused = await server.api("/test/echo", {
        method: "POST",
        token,
        language: "en",
        body,
      });
      expect(refused.status, body).toBe(400);
      expect(JSON.parse(await text(refused)), body).toEqual(bodyError);
    }
  });

  it("maps 429 to the localised rate-limit message", async () => {
    const response = await server.api("/test/limited", { language: "en" });
    expect(response.status).toBe(429);
    expect(JSON.parse(await text(response))).toEqual({
      code: "rateLimited",
      message: "Too many attempts, try again in 30 s",
    });
  });

  it("checks the token before reading the body", async () => {
    const response = await server.api("/test/echo", {
      method: "POST",
      language: "en",
      body: JSON.stringify({ filler: "x".repeat(4096) }),
    });
    expect(response.status).toBe(401);
  });

  it("answers 503 for pages while the SPA is not built, and the API still works", async () => {
    const page = await fetch(`${server.url}/orders/list`);
    expect(page.status).toBe(503);
    expect(await page.text()).toBe("SPA not built: run npm run build");
    expect((await server.api("/health")).status).toBe(200);
  });

  it("answers malformed JSON on a public route with 400", async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const { port } = new URL(server.url);
      const request = httpRequest(
        {
          host: "127.0.0.1",
          port,
          path: "/admin/api/user/login",
          method: "POST",
          headers: { "content-type": "application/json", "content-length": "3" },
        },
        (response) => {
          response.resume();
          resolve(response.statusCode ?? 0);
        },
      );
      request.on("error", reject);
      request.end("{]}");
    });
    expect(status).toBe(400);
  });
});
