import { EventEmitter, once } from "node:events";
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  messageId: string;
  to: string;
  subject: string;
  raw: string;
}

export interface SmtpSink {
  /** `smtp://127.0.0.1:<port>`, for SMTP_URL. */
  url: string;
  /** Answers every MAIL FROM with 451 (try again later), as a mail server in trouble does. */
  refuse(): void;
  /** Accepts mails again. */
  accept(): void;
  /** Keeps each mail's final answer waiting until `release` (a slow mail server). */
  hold(): void;
  release(): void;
  /** Every mail accepted, in order. */
  received: ReceivedMail[];
  /** How many copies of the mail with this Message-ID arrived. */
  copiesOf(messageId: string): number;
  /** Resolves at the next accepted mail that `matches` (now, if one already arrived), or fails after `ms`. */
  waitFor(matches: (mail: ReceivedMail) => boolean, ms?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

const header = (raw: string, name: string) =>
  new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im")
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ")
    .trim() ?? "";

/** An SMTP server of the test's own, on its own port, that the test can make refuse mails. */
export const startSmtpSink = async (): Promise<SmtpSink> => {
  const received: ReceivedMail[] = [];
  const arrivals = new EventEmitter();
  let refusing = false;
  let held: Promise<void> | undefined;
  let releaseHeld = () => {};
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onMailFrom: (_address, _session, callback) => {
      if (!refusing) return callback();
      callback(Object.assign(new Error("Service busy, try again later"), { responseCode: 451 }));
    },
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        const mail = {
          messageId: header(raw, "Message-ID"),
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address).join(", "),
          subject: header(raw, "Subject"),
          raw,
        };
        void (held ?? Promise.resolve()).then(() => {
          received.push(mail);
          callback();
          arrivals.emit("mail", mail);
        });
      });
    },
  });
  server.listen(0, "127.0.0.1");
  await once(server.server, "listening");
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    refuse: () => {
      refusing = true;
    },
    accept: () => {
      refusing = false;
    },
    hold: () => {
      held = new Promise((resolve) => {
        releaseHeld = resolve;
      });
    },
    release: () => {
      held = undefined;
      releaseHeld();
    },
    received,
    copiesOf: (messageId) => received.filter((mail) => mail.messageId === messageId).length,
    waitFor: (matches, ms = 10_000) => {
      const already = received.find(matches);
      if (already) return Promise.resolve(already);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          arrivals.off("mail", listener);
          reject(new Error(`no matching mail arrived within ${ms} ms`));
        }, ms);
        const listener = (mail: ReceivedMail) => {
          if (!matches(mail)) return;
          clearTimeout(timer);
          arrivals.off("mail", listener);
          resolve(mail);
        };
        arrivals.on("mail", listener);
      });
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
};
