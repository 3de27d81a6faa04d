import type { OutboxMail } from "../../../domain/mailOutbox.schema.ts";
import type { TestServer } from "../harness.ts";
import { call } from "../orders/fixtures.ts";

/** The mails a record's history shows, oldest first. */
export const mailsInHistory = async (
  server: TestServer,
  recordPath: string,
  token: string,
): Promise<OutboxMail[]> => {
  const history = await call(server, "GET", `${recordPath}/history`, { token });
  if (history.status !== 200) throw new Error(`history answered ${history.status}`);
  return (history.body.data as { mail: OutboxMail | null }[]).flatMap((entry) =>
    entry.mail ? [entry.mail] : [],
  );
};

/** The Message-ID the outbox gives a mail: its id at MAIL_FROM's host (localhost by default). */
export const messageIdOf = (mail: { _id: string }) => `<${mail._id}@localhost>`;

/**
 * Retries a few milliseconds apart, and many of them: a test decides when the server is back.
 * The answer waits for the first try however slow the machine, so it says what happened.
 */
export const PATIENT = {
  backoffMs: Array.from({ length: 50 }, () => 100),
  pollMs: 20,
  firstTryWaitMs: 15_000,
};
