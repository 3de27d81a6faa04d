import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { auditEntries } from "../../../server/audit/schema.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { addProduct, call, insertOrderRequest, type Product, QUOTE } from "../orders/fixtures.ts";
import { mailsInHistory, messageIdOf, PATIENT } from "./fixtures.ts";
import { until } from "./servers.ts";
import { type SmtpSink, startSmtpSink } from "./smtpSink.ts";

/** Three quick tries, then the mail has failed: staff send it again once the server is back. */
describeServer("a customer mail whose last try failed", () => {
  let sink: SmtpSink;
  let server: TestServer;
  let tokens: { admin: string; operator: string; seller: string };
  let product: Product;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      env: { SMTP_URL: sink.url },
      overrides: { outbox: { ...PATIENT, backoffMs: [20, 20] } },
    });
    tokens = {
      admin: await server.login(DEMO.admin.email, DEMO.admin.password),
      operator: await server.login(DEMO.operator.email, DEMO.operator.password),
      seller: await server.login(DEMO.sellerLinked.email, DEMO.sellerLinked.password),
    };
    product = await addProduct(server, null, 40_000);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });

  it("shows failed after the last try; staff send it again with its Message-ID, others cannot", async () => {
    const request = await insertOrderRequest(server, product, { status: "requestInProgress" });
    const path = `/order/request/${request.id}`;
    sink.refuse();
    const quoted = await call(server, "PUT", path, {
      token: tokens.admin,
      body: { version: 1, ...QUOTE },
    });
    expect(quoted.status).toBe(200);
    const [failed] = await until(
      () => mailsInHistory(server, path, tokens.admin),
      ([mail]) => mail?.state === "failed",
    );
    expect(failed).toMatchObject({ attempts: 3, lastError: expect.stringMatching(/451/) });
    expect(failed?.nextAttemptAt).toBeNull();

    const id = quoted.body.mails[0]._id as string;
    const bySeller = await call(server, "POST", `/mail/${id}/resend`, { token: tokens.seller });
    expect(bySeller.status).toBe(403);
    const unknown = await call(server, "POST", `/mail/${crypto.randomUUID()}/resend`, {
      token: tokens.admin,
    });
    expect(unknown.status).toBe(404);

    sink.accept();
    const resent = await call(server, "POST", `/mail/${id}/resend`, {
      token: tokens.operator,
      language: "it",
    });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({
      message: "Mail inviata al cliente",
      mails: [{ _id: id, state: "sent" }],
    });
    expect(sink.copiesOf(messageIdOf({ _id: id }))).toBe(1);
    const [sent] = await mailsInHistory(server, path, tokens.admin);
    expect(sent).toMatchObject({ state: "sent", attempts: 1 });

    const again = await call(server, "POST", `/mail/${id}/resend`, { token: tokens.admin });
    expect(again).toMatchObject({ status: 409, body: { code: "mailNotFailed" } });
    const audited = await server.app.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.recordId, id));
    expect(audited).toEqual([
      expect.objectContaining({
        resource: "mail",
        action: "update",
        after: expect.objectContaining({ state: "queued" }),
      }),
    ]);
  });
});
