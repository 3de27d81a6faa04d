import { randomUUID } from "node:crypto";
import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { mailOutbox } from "../../../server/outbox/schema.ts";
import { describeServer, TEST_DATABASE, type TestServer } from "../harness.ts";
import { sharedDatabase, until } from "./servers.ts";
import { type SmtpSink, startSmtpSink } from "./smtpSink.ts";

const MAILS = 60;

/** Two instances on one PostgreSQL database share the outbox: each mail goes out once. */
(TEST_DATABASE === "postgres" ? describeServer : describe.skip)(
  "the outbox shared by two instances",
  () => {
    let sink: SmtpSink;
    let database: Awaited<ReturnType<typeof sharedDatabase>>;
    let servers: TestServer[] = [];
    beforeAll(async () => {
      sink = await startSmtpSink();
      database = await sharedDatabase();
      // Small batches and quick rounds, so both instances keep reaching for the same rows.
      const timing = { pollMs: 5, batch: 2, backoffMs: [50, 50, 50] };
      servers = await Promise.all([
        database.start(sink.url, timing),
        database.start(sink.url, timing),
      ]);
    });
    afterAll(async () => {
      await Promise.all(servers.map((server) => server.close()));
      await sink?.close();
      await database?.drop();
    });

    it("delivers each of many queued mails exactly once", async () => {
      const ids = Array.from({ length: MAILS }, () => randomUUID());
      const [first] = servers;
      if (!first) throw new Error("no server");
      await first.app.db.insert(mailOutbox).values(
        ids.map((id, index) => ({
          id,
          recipient: `shared-${index}@example.com`,
          language: "en",
          subject: `Mail ${index}`,
          text: "One copy only.",
          messageId: `<${id}@localhost>`,
        })),
      );
      const rows = await until(
        () =>
          first.app.db
            .select({ state: mailOutbox.state, claimedBy: mailOutbox.claimedBy })
            .from(mailOutbox)
            .where(inArray(mailOutbox.id, ids)),
        (found) => found.every((row) => row.state === "sent"),
        20_000,
      );
      expect(rows).toHaveLength(MAILS);
      for (const id of ids) expect(sink.copiesOf(`<${id}@localhost>`), id).toBe(1);
      expect(sink.received.filter((mail) => mail.to.startsWith("shared-"))).toHaveLength(MAILS);
    });
  },
);
