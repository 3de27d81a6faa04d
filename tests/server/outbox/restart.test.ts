import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, expect, it } from "vitest";
import { mailOutbox } from "../../../server/outbox/schema.ts";
import { DEMO, describeServer, type TestServer } from "../harness.ts";
import { addProduct, call, insertOrderRequest, QUOTE } from "../orders/fixtures.ts";
import { mailsInHistory, messageIdOf, PATIENT } from "./fixtures.ts";
import { sharedDatabase, until } from "./servers.ts";
import { type SmtpSink, startSmtpSink } from "./smtpSink.ts";

/** A mail waiting when its process stops is sent once by the next process on the database. */
describeServer("customer mails across a restart", () => {
  let sink: SmtpSink;
  let database: Awaited<ReturnType<typeof sharedDatabase>>;
  let server: TestServer | undefined;
  beforeAll(async () => {
    sink = await startSmtpSink();
    database = await sharedDatabase();
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
    await database?.drop();
  });

  it("sends a mail queued before the stop once, from the next process", async () => {
    const first = await database.start(sink.url, { ...PATIENT, backoffMs: [300] });
    server = first;
    const admin = await first.login(DEMO.admin.email, DEMO.admin.password);
    const product = await addProduct(first, null, 40_000);
    const request = await insertOrderRequest(first, product, { status: "requestInProgress" });
    sink.refuse();
    const quoted = await call(first, "PUT", `/order/request/${request.id}`, {
      token: admin,
      body: { version: 1, ...QUOTE },
    });
    expect(quoted.body.mails).toEqual([{ _id: expect.any(String), state: "retrying" }]);
    await first.close();
    server = undefined;

    sink.accept();
    const next = await database.start(sink.url, PATIENT);
    server = next;
    const mail = await sink.waitFor((received) => received.to === request.customerEmail);
    expect(mail.messageId).toBe(messageIdOf(quoted.body.mails[0]));
    const token = await next.login(DEMO.admin.email, DEMO.admin.password);
    const [sent] = await until(
      () => mailsInHistory(next, `/order/request/${request.id}`, token),
      ([shown]) => shown?.state === "sent",
    );
    expect(sent?.attempts).toBe(2);
    expect(sink.copiesOf(mail.messageId)).toBe(1);
  });

  it("takes back a mail a crashed instance held once its lease is over, and sends it once", async () => {
    if (!server) throw new Error("the previous case left no server");
    const id = randomUUID();
    const messageId = `<${id}@localhost>`;
    // Claimed by an instance that died mid-try: its lease ends shortly.
    await server.app.db.insert(mailOutbox).values({
      id,
      recipient: "crash@example.com",
      language: "en",
      subject: "Left behind",
      text: "Sent by whoever is alive.",
      state: "sending",
      attempts: 1,
      claimedBy: "crashed-instance",
      claimedUntil: new Date(Date.now() + 300),
      messageId,
    });
    const mail = await sink.waitFor((received) => received.messageId === messageId);
    expect(mail.to).toBe("crash@example.com");
    expect(sink.copiesOf(messageId)).toBe(1);
  });
});
