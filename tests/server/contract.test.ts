/**
 * The OpenAPI document as a contract (issue 14): every operation with a JSON body answers 400
 * naming each required field left out, and takes a minimal body built from its schema.
 */
import { afterAll, beforeAll, expect, it } from "vitest";
import { describeServer, startTestServer, type TestServer } from "./harness.ts";
import { fileBlob, pngImage } from "./images.ts";
import { demoIds, issueTokens } from "./openapi/fixtures.ts";
import {
  type ApiOperation,
  allowedIdentity,
  answerOf,
  fetchDocument,
  type JsonSchema,
  type KnownIds,
  minimalBody,
  type OpenApiDocument,
  operationsOf,
  requiredFields,
  send,
  type Tokens,
} from "./openapi/requests.ts";

/**
 * Operations whose minimal generated body cannot succeed, and why. They still answer 400 for
 * each missing required field; only the "no 400 for a minimal body" check is left out.
 */
const NO_MINIMAL_BODY: Record<string, string> = {
  "post /admin/api/user/signup": "multipart form with a picture, not JSON",
  "post /admin/api/uploads": "multipart upload of a file, not JSON",
  "post /admin/api/imports/products": "multipart upload of a spreadsheet, not JSON",
  "post /admin/api/stripe/webhook": "the raw body must carry a valid Stripe-Signature",
  "post /admin/api/user/login/verifyotp": "needs the code mailed by sendotp",
  "post /admin/api/user/password/reset": "needs the id and token of a mailed link",
  "post /admin/api/user/verify-email": "needs the id and token of a mailed link",
  "post /admin/api/stripe/confirm": "needs the state the payment provider hands back",
  "put /admin/api/user/change-password": "needs the account's current password",
};

const ZERO_ID = "00000000-0000-4000-8000-000000000000";

describeServer("OpenAPI request contract", () => {
  let server: TestServer;
  let document: OpenApiDocument;
  let operations: ApiOperation[];
  let tokens: Tokens;
  let ids: KnownIds;

  beforeAll(async () => {
    server = await startTestServer();
    document = await fetchDocument(server.url);
    operations = operationsOf(document);
    tokens = await issueTokens(server.app);
    ids = await demoIds(server.app);
  });
  afterAll(() => server?.close());

  const call = (operation: ApiOperation, body: unknown) =>
    send(
      server.url,
      {
        operation: operation.key,
        method: operation.method,
        url: operation.path.replace("/admin/api", "").replace(/\{[^}]+\}/g, ZERO_ID),
        identity: allowedIdentity(operation),
        language: "en",
        body: JSON.stringify(body),
        contentType: "application/json",
      },
      tokens,
    ).then(answerOf);

  it("lists in the allow-list only operations the document has, with a reason", () => {
    const keys = new Set(operations.map(({ key }) => key));
    for (const [key, reason] of Object.entries(NO_MINIMAL_BODY)) {
      expect(keys.has(key), key).toBe(true);
      expect(reason.length).toBeGreaterThan(10);
    }
    const withBody = operations.filter(({ bodyTypes }) => bodyTypes.length > 0);
    expect(withBody.length).toBeGreaterThanOrEqual(40);
    // A body that is not JSON is allow-listed: nothing can build it from the schema.
    for (const operation of withBody.filter(({ body }) => !body)) {
      expect(NO_MINIMAL_BODY[operation.key], operation.key).toBeDefined();
    }
  });

  it("answers 400 naming each required field left out of a body", async () => {
    let checked = 0;
    for (const operation of operations.filter(({ body }) => body)) {
      const complete = minimalBody(operation, ids);
      for (const field of requiredFields(operation)) {
        const { [field]: _left, ...body } = complete;
        const answer = await call(operation, body);
        expect(answer.status, `${operation.key} without ${field}`).toBe(400);
        expect(Object.keys(answer.errors ?? {}), `${operation.key} without ${field}`).toContain(
          field,
        );
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThanOrEqual(100);
  });

  it("takes a minimal body built from the schema (404 or 409 for ids and states)", async () => {
    const refused: string[] = [];
    for (const operation of operations.filter(({ body }) => body)) {
      if (NO_MINIMAL_BODY[operation.key]) continue;
      const answer = await call(operation, minimalBody(operation, ids));
      expect(answer.status, operation.key).toBeLessThan(500);
      if (answer.status === 400) refused.push(`${operation.key}: ${JSON.stringify(answer)}`);
    }
    expect(refused).toEqual([]);
  });

  /**
   * The upload's `kind` is required in the query or in the form (before the file): the document
   * says so in both places, neither marks it required on its own, and the server does just that.
   */
  it("documents the upload's kind as the server reads it: in the query or in the form", async () => {
    const upload = document.paths["/admin/api/uploads"]?.post;
    const query = upload?.parameters?.find(
      ({ in: place, name }) => place === "query" && name === "kind",
    );
    const form = upload?.requestBody?.content["multipart/form-data"]?.schema as JsonSchema & {
      properties: Record<string, { description?: string }>;
    };
    const eitherOr = /Required in the query or as the form's `kind` field before `file`/;
    expect(query?.required ?? false).toBe(false);
    expect(query?.description).toMatch(eitherOr);
    expect(form.required).toEqual(["file"]);
    expect(form.properties.kind?.description).toMatch(eitherOr);

    const send = (search: string, kind?: string) => {
      const body = new FormData();
      if (kind) body.append("kind", kind);
      body.append("file", fileBlob(pngImage(4), "image/png"), "photo.png");
      return server.api(`/uploads${search}`, {
        method: "POST",
        body,
        token: tokens.administrator,
        language: "en",
      });
    };
    const neither = await send("");
    expect(neither.status).toBe(400);
    expect(Object.keys(((await neither.json()) as { errors: object }).errors)).toEqual(["kind"]);
    expect((await send("?kind=image")).status).toBe(201);
    expect((await send("", "image")).status).toBe(201);
    // The query wins: a form field after it is not read.
    expect((await send("?kind=image", "nonsense")).status).toBe(201);
  });
});
