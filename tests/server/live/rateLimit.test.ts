import { afterAll, beforeAll, expect, it } from "vitest";
import { post } from "../accounts.ts";
import { describeServer, startTestServer, type TestServer } from "../harness.ts";
import { eventRequestBody, INTAKE_PATHS } from "./fixtures.ts";

describeServer("intake rate limit", () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      overrides: { rateLimits: { intake: { perAddress: { max: 2, windowSeconds: 60 } } } },
    });
  });
  afterAll(() => server?.close());

  it("answers 429 once an address spends its budget", async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const response = await post(server, INTAKE_PATHS.eventRequests, eventRequestBody());
      statuses.push(response.status);
    }
    expect(statuses).toEqual([201, 201, 429]);
  });
});
