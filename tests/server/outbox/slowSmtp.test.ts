import { afterAll, beforeAll, expect, it } from "vitest";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import { addProduct, call, insertOrder } from "../orders/fixtures.ts";
import { mailsInHistory, messageIdOf, PATIENT } from "./fixtures.ts";
import { until } from "./servers.ts";
import { type SmtpSink, startSmtpSink } from "./smtpSink.ts";

const FIRST_TRY_WAIT_MS = 300;

/** A mail server that takes its time: the write answers after its bounded wait, the mail goes on. */
describeServer("customer mails through a slow mail server", () => {
  let sink: SmtpSink;
  let server: TestServer;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({
      env: { SMTP_URL: sink.url },
      overrides: { outbox: { ...PATIENT, firstTryWaitMs: FIRST_TRY_WAIT_MS } },
    });
  });
  afterAll(async () => {
    sink?.release();
    await server?.close();
    await sink?.close();
  });

  it("answers the move while the mail is still being sent, then sends it once", async () => {
    const admin = await server.login(DEMO.admin.email, DEMO.admin.password);
    const order = await insertOrder(server, await addProduct(server, null, 40_000));
    sink.hold();
    const started = Date.now();
    const moved = await call(server, "POST", `/order/${order.id}/status`, {
      token: admin,
      body: { version: 1, status: "workingInProgress" },
    });
    expect(moved.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(FIRST_TRY_WAIT_MS);
    expect(moved.body.mails).toEqual([{ _id: expect.any(String), state: "sending" }]);
    expect(moved.body.message).toBe(
      "Status changed: the mail to the customer is queued for sending",
    );

    sink.release();
    const mail = await sink.waitFor((received) => received.to === order.customerEmail);
    expect(mail.messageId).toBe(messageIdOf(moved.body.mails[0]));
    await until(
      () => mailsInHistory(server, `/order/${order.id}`, admin),
      ([shown]) => shown?.state === "sent",
    );
    expect(sink.copiesOf(mail.messageId)).toBe(1);
  });
});
