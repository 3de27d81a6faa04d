import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One mail the server wrote to DATA_DIR/mail (no SMTP in tests): its headers and decoded text. */
export interface WrittenMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

const decodeBody = (body: string, encoding: string): string => {
  if (encoding === "base64")
    return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") {
    const bytes = body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_, hex: string) =>
        String.fromCharCode(Number.parseInt(hex, 16)),
      );
    return Buffer.from(bytes, "latin1").toString("utf8");
  }
  return body;
};

const header = (head: string, name: string): string =>
  head
    .match(new RegExp(`^${name}:\\s*(.*(?:\\r?\\n[ \\t].*)*)`, "im"))?.[1]
    ?.replace(/\r?\n[ \t]+/g, " ") ?? "";

const readMail = (file: string): WrittenMail => {
  const raw = readFileSync(file, "utf8");
  const split = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, split);
  const body = raw.slice(split).trimStart();
  return {
    file,
    to: header(head, "To"),
    subject: header(head, "Subject"),
    text: decodeBody(body, header(head, "Content-Transfer-Encoding").trim().toLowerCase()),
  };
};

/** The mails written for `address`, oldest first (file names start with the time they were written). */
export const mailsTo = (dataDir: string, address: string): WrittenMail[] => {
  const directory = join(dataDir, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => readMail(join(directory, name)))
    .filter((mail) => mail.to.includes(address));
};

/** Waits for the `count`-th mail to `address` and answers it (mails are written asynchronously). */
export const waitForMail = async (
  dataDir: string,
  address: string,
  count = 1,
  timeoutMs = 10_000,
): Promise<WrittenMail> => {
  const started = Date.now();
  for (;;) {
    const mails = mailsTo(dataDir, address);
    const mail = mails[count - 1];
    if (mail) return mail;
    if (Date.now() - started > timeoutMs) {
      throw new Error(`no mail #${count} to ${address} after ${timeoutMs} ms`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

/** The 6-digit sign-in code of a mail. */
export const codeIn = (mail: WrittenMail): string => {
  const code = mail.text.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no 6-digit code in ${mail.file}`);
  return code;
};

/** The first link of a mail. */
export const linkIn = (mail: WrittenMail): URL => {
  const link = mail.text.match(/https?:\/\/\S+/)?.[0];
  if (!link) throw new Error(`no link in ${mail.file}`);
  return new URL(link);
};
