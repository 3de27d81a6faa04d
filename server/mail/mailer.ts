import { randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyBaseLogger } from "fastify";
import type Nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** The Message-ID header, e.g. `<id@host>`; the outbox keeps one across its retries. */
  messageId?: string;
}

export interface SentMail {
  messageId: string;
  /** The written .eml file when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<SentMail>;
  close(): void;
}

export interface MailerOptions {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}

/**
 * A server that does not answer fails the try within seconds (nodemailer waits minutes by
 * default): a code's sender is waiting at the screen, and an outbox lease must outlast a try.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };

/**
 * SMTP when SMTP_URL is set. Otherwise (docs/access.md#sign-in) every mail becomes an .eml file under
 * DATA_DIR/mail, which any mail client opens, and the log names its subject so a local user can
 * find e.g. a sign-in code without a mail server.
 */
export const createMailer = (options: MailerOptions): Mailer => {
  const { smtpUrl } = options;
  if (smtpUrl) {
    const transport = openedAtFirstMail((mailer) =>
      mailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS }),
    );
    return {
      send: async (mail) => {
        const info = await (await transport.get()).sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, "mail sent");
        return { messageId: info.messageId };
      },
      close: transport.close,
    };
  }

  const directory = join(options.dataDir, "mail");
  const transport = openedAtFirstMail((mailer) =>
    mailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" }),
  );
  return {
    send: async (mail) => {
      const info = await (await transport.get()).sendMail({ from: options.from, ...mail });
      await mkdir(directory, { recursive: true });
      const stamp = new Date().toISOString().replaceAll(":", "-");
      const file = join(directory, `${stamp}-${randomUUID().slice(0, 8)}.eml`);
      await writeFile(file, info.message, { mode: 0o600 });
      options.log.info({ to: mail.to, subject: mail.subject, file }, "mail written");
      return { messageId: info.messageId, file };
    },
    close: transport.close,
  };
};

/** A transport made at the first mail: nodemailer is not loaded at every start (issue 13). */
const openedAtFirstMail = <T extends { close(): void }>(open: (mailer: typeof Nodemailer) => T) => {
  let opened: Promise<T> | undefined;
  return {
    get: () => {
      opened ??= import("nodemailer").then(({ default: mailer }) => open(mailer));
      return opened;
    },
    close: () => {
      void opened?.then((transport) => transport.close());
    },
  };
};
