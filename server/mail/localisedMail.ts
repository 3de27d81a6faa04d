import type { FastifyInstance } from "fastify";
import type { Language } from "../../domain/languages.ts";
import type { SentMail } from "./mailer.ts";

/** The mails the server sends; their words are under auth:mail.<name> in both languages. */
export type MailName = "otp" | "passwordReset" | "emailVerification" | "shopInvitation";

/**
 * Sends a mail in the language of the request that caused it: the person reading it is the one
 * who just used the screen in that language. Subjects never carry a code or a link, because the
 * mailer logs them.
 */
export const sendLocalisedMail = (
  app: FastifyInstance,
  mail: { to: string; language: Language; name: MailName; vars: Record<string, string | number> },
): Promise<SentMail> =>
  app.mailer.send({
    to: mail.to,
    subject: app.translate(mail.language, `auth:mail.${mail.name}.subject`),
    text: app.translate(mail.language, `auth:mail.${mail.name}.text`, mail.vars),
  });
