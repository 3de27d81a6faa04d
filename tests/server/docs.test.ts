import { Validator } from "@seriousme/openapi-schema-validator";
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";

interface Operation {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
}
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

describeServer("OpenAPI contract", () => {
  let server: TestServer;
  let document: OpenApi;
  beforeAll(async () => {
    server = await startTestServer();
    const response = await fetch(`${server.url}/admin/api/docs/json`);
    expect(response.status).toBe(200);
    document = (await response.json()) as OpenApi;
  });
  afterAll(() => server?.close());

  it("is a valid OpenAPI 3.1 document", async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(document));
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe("3.1.0");
  });

  it("lists every API route with tags, summary and response schemas", () => {
    // Every route the server really has (HEAD twins aside) must be in the document.
    const registered = [
      ...server.app
        .printRoutes({ commonPrefix: false })
        .matchAll(/── (\/admin\/api\/\S+) \(([^)]+)\)/g),
    ]
      .filter(([, path]) => !path?.startsWith("/admin/api/docs"))
      .flatMap(([, path, methods]) =>
        (methods ?? "")
          .split(", ")
          .filter((method) => method !== "HEAD")
          .map((method) => `${method.toLowerCase()} ${path}`),
      );
    const documentedOperations = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method} ${path}`),
    );
    expect(registered.length).toBeGreaterThanOrEqual(4);
    for (const route of registered) expect(documentedOperations).toContain(route);

    const expected = [
      ["get", "/admin/api/health", ["200", "500"]],
      ["post", "/admin/api/user/login", ["200", "400", "401", "403", "500"]],
      ["get", "/admin/api/user/profile", ["200", "401", "403", "500"]],
      ["put", "/admin/api/user/logout", ["200", "401", "403", "500"]],
    ] as const;
    for (const [method, path, statuses] of expected) {
      const operation = document.paths[path]?.[method];
      expect(operation, `${method} ${path}`).toBeDefined();
      if (!operation) continue;
      expect(operation.tags?.length).toBeGreaterThan(0);
      expect(operation.summary).toBeTruthy();
      expect(Object.keys(operation.responses).sort()).toEqual([...statuses].sort());
      for (const status of statuses) {
        expect(
          operation.responses[status]?.content?.["application/json"]?.schema,
          `${path} ${status}`,
        ).toBeDefined();
      }
    }
    expect(document.paths["/admin/api/user/login"]?.post?.requestBody).toBeDefined();
    expect(document.paths["/admin/api/user/login"]?.post?.security).toBeUndefined();
    expect(document.paths["/admin/api/user/profile"]?.get?.security).toEqual([
      { bearer: [], appKey: [] },
    ]);
    const documented = Object.keys(document.paths).filter(
      (path) => !path.startsWith("/admin/api/docs"),
    );
    expect(documented.sort()).toEqual(expected.map(([, path]) => path).sort());
  });

  it("serves the documentation UI", async () => {
    const response = await fetch(`${server.url}/admin/api/docs/`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/html/);
  });
});
