import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, it } from "vitest";
import { queueMail } from "../../../server/outbox/queue.ts";
import { mailOutbox } from "../../../server/outbox/schema.ts";
import { DEMO, describeServer, startTestServer, type TestServer } from "../harness.ts";
import {
  addProduct,
  call,
  insertOrder,
  insertOrderRequest,
  type Product,
  QUOTE,
} from "../orders/fixtures.ts";
import { mailsInHistory, messageIdOf, PATIENT } from "./fixtures.ts";
import { until } from "./servers.ts";
import { type SmtpSink, startSmtpSink } from "./smtpSink.ts";

/** A mail server that refuses for a while: the write is kept, its mail waits and goes once. */
describeServer("customer mails through an SMTP outage", () => {
  let sink: SmtpSink;
  let server: TestServer;
  let admin: string;
  let product: Product;
  beforeAll(async () => {
    sink = await startSmtpSink();
    server = await startTestServer({ env: { SMTP_URL: sink.url }, overrides: { outbox: PATIENT } });
    admin = await server.login(DEMO.admin.email, DEMO.admin.password);
    product = await addProduct(server, null, 40_000);
  });
  afterAll(async () => {
    await server?.close();
    await sink?.close();
  });
  beforeEach(() => sink.accept());

  it("sends a quote's mail at once when the mail server answers, and says so", async () => {
    const request = await insertOrderRequest(server, product, { status: "requestInProgress" });
    const quoted = await call(server, "PUT", `/order/request/${request.id}`, {
      token: admin,
      body: { version: 1, ...QUOTE },
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body.message).toBe("Quote sent to the customer");
    const [mail] = quoted.body.mails;
    expect(mail).toEqual({ _id: expect.any(String), state: "sent" });
    expect(sink.copiesOf(messageIdOf(mail))).toBe(1);
    const [shown] = await mailsInHistory(server, `/order/request/${request.id}`, admin);
    expect(shown).toMatchObject({ to: request.customerEmail, state: "sent", attempts: 1 });
    expect(shown?.sentAt).toEqual(expect.any(String));
  });

  it("keeps the quote while the mail server refuses, retries, and sends the mail once when it is back", async () => {
    const request = await insertOrderRequest(server, product, { status: "requestInProgress" });
    sink.refuse();
    const quoted = await call(server, "PUT", `/order/request/${request.id}`, {
      token: admin,
      body: { version: 1, ...QUOTE },
      language: "it",
    });
    expect(quoted.status).toBe(200);
    expect(quoted.body.data).toMatchObject({ status: "quotationSent", version: 2 });
    expect(quoted.body.message).toBe("Preventivo salvato: la mail al cliente è in coda di invio");
    const [queued] = quoted.body.mails;
    expect(queued.state).toBe("retrying");
    expect(server.app.dependencies.isUp("smtp")).toBe(false);

    const path = `/order/request/${request.id}`;
    const [retrying] = await mailsInHistory(server, path, admin);
    expect(retrying).toMatchObject({ state: expect.stringMatching(/retrying|sending/) });
    const seen = await until(
      () => mailsInHistory(server, path, admin),
      ([mail]) => mail?.state === "retrying" && Boolean(mail.lastError),
    );
    expect(seen[0]?.lastError).toMatch(/451/);
    expect(seen[0]?.lastError).not.toMatch(/smtp:\/\//);
    expect(seen[0]?.nextAttemptAt).toEqual(expect.any(String));

    sink.accept();
    await sink.waitFor((mail) => mail.messageId === messageIdOf(queued));
    const [sent] = await until(
      () => mailsInHistory(server, path, admin),
      ([mail]) => mail?.state === "sent",
    );
    expect(sent?.attempts).toBeGreaterThan(1);
    expect(sink.copiesOf(messageIdOf(queued))).toBe(1);
    expect(server.app.dependencies.isUp("smtp")).toBe(true);
  });

  it("moves an order while the mail server refuses: the answer says queued, in both languages", async () => {
    sink.refuse();
    for (const [language, words] of [
      ["en", "Status changed: the mail to the customer is queued for sending"],
      ["it", "Stato aggiornato: la mail al cliente è in coda di invio"],
    ] as const) {
      const order = await insertOrder(server, product);
      const moved = await call(server, "POST", `/order/${order.id}/status`, {
        token: admin,
        body: { version: 1, status: "workingInProgress" },
        language,
      });
      expect(moved.status).toBe(200);
      expect(moved.body.message).toBe(words);
      expect(moved.body.mails).toEqual([{ _id: expect.any(String), state: "retrying" }]);
    }
  });

  it("queues no mail for a refused move", async () => {
    const order = await insertOrder(server, product);
    const refused = await call(server, "POST", `/order/${order.id}/status`, {
      token: admin,
      body: { version: 1, status: "returnApproved" },
    });
    expect(refused.status).toBe(409);
    expect(await mailsInHistory(server, `/order/${order.id}`, admin)).toEqual([]);
  });

  it("drops the mail of a write that rolls back after queueing it", async () => {
    const order = await insertOrder(server, product);
    const mails = server.app.outbox.mailsOfWrite();
    const write = server.app.db.transaction(async (tx) => {
      await queueMail(
        { db: tx, mails },
        {
          to: order.customerEmail,
          language: "en",
          record: { resource: "orders", id: order.id },
          name: "orderStatus",
          vars: { name: order.customerName, number: order.number, product: "Clutch" },
          terms: { status: "statuses:order.workingInProgress" },
        },
      );
      throw new Error("the change is refused after its mail was queued");
    });
    await expect(write).rejects.toThrow(/refused/);

    const rows = await server.app.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.recordId, order.id));
    expect(rows).toEqual([]);
    expect(sink.received.filter((mail) => mail.to === order.customerEmail)).toEqual([]);
  });
});
