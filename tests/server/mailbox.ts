import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** One mail the server wrote to DATA_DIR/mail (no SMTP configured), decoded for assertions. */
export interface WrittenMail {
  file: string;
  to: string;
  subject: string;
  text: string;
}

const decodeQuotedPrintable = (body: string) =>
  Buffer.from(
    body
      .replace(/=\r?\n/g, "")
      .replace(/=([0-9A-F]{2})/gi, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16))),
    "latin1",
  ).toString("utf8");

/** RFC 2047 words, as nodemailer writes a subject with accents. */
const decodeHeader = (value: string) =>
  value.replace(/=\?utf-8\?([QB])\?([^?]*)\?=\s*/gi, (_match, encoding: string, word: string) =>
    encoding.toUpperCase() === "B"
      ? Buffer.from(word, "base64").toString("utf8")
      : decodeQuotedPrintable(word.replaceAll("_", " ")),
  );

const parse = (file: string, raw: string): WrittenMail => {
  const source = raw.replaceAll("\r\n", "\n");
  const split = source.indexOf("\n\n");
  const headers = new Map<string, string>();
  for (const line of source
    .slice(0, split)
    .replace(/\n[ \t]+/g, " ")
    .split("\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  const body = source.slice(split + 2);
  const encoding = headers.get("content-transfer-encoding")?.toLowerCase();
  const text =
    encoding === "quoted-printable"
      ? decodeQuotedPrintable(body)
      : encoding === "base64"
        ? Buffer.from(body, "base64").toString("utf8")
        : body;
  return {
    file,
    to: headers.get("to") ?? "",
    subject: decodeHeader(headers.get("subject") ?? ""),
    text,
  };
};

/** Every written mail, oldest first (file names start with the time they were written). */
export const readMailbox = (dataDir: string): WrittenMail[] => {
  const directory = join(dataDir, "mail");
  if (!existsSync(directory)) return [];
  return readdirSync(directory)
    .filter((name) => name.endsWith(".eml"))
    .sort()
    .map((name) => parse(name, readFileSync(join(directory, name), "utf8")));
};

export const mailsTo = (dataDir: string, address: string) =>
  readMailbox(dataDir).filter((mail) => mail.to.toLowerCase().includes(address.toLowerCase()));

export const lastMailTo = (dataDir: string, address: string): WrittenMail => {
  const mail = mailsTo(dataDir, address).at(-1);
  if (!mail) throw new Error(`no mail was written to ${address}`);
  return mail;
};

/** The 6-digit sign-in code a mail carries. */
export const codeIn = (mail: WrittenMail): string => {
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in mail "${mail.subject}"`);
  return code;
};

/** The link a mail carries. */
export const linkIn = (mail: WrittenMail): URL => {
  const link = /https?:\/\/\S+/.exec(mail.text)?.[0];
  if (!link) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(link);
};
