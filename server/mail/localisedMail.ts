import type { FastifyInstance } from "fastify";
import type { Language } from "../../domain/languages.ts";
import { errorText } from "../outbox/delivery.ts";
import { HttpProblem } from "../plugins/errors.ts";
import type { SentMail } from "./mailer.ts";

/** The mails the server sends; their words are under auth:mail.<name> in both languages. */
export type MailName = "otp" | "passwordReset" | "emailVerification" | "shopInvitation";

/** How soon to ask again once the mail server failed: about the time an SMTP restart takes. */
const MAIL_RETRY_SECONDS = 30;

/** 503 `mailUnavailable` with Retry-After: the person asked for a mail that cannot go now. */
export const mailUnavailable = () => {
  const problem = new HttpProblem(503, "errors:mailUnavailable");
  problem.retryAfterSeconds = MAIL_RETRY_SECONDS;
  return problem;
};

/**
 * For an address with no account, on the routes that must not tell whether one exists: while
 * the mail server is known to be down, answer as a failed send would, not as a sent one.
 */
export const refuseWhileMailIsDown = (app: FastifyInstance) => {
  if (!app.dependencies.isUp("smtp")) throw mailUnavailable();
};

/**
 * Sends a mail in the language of the request that caused it, now: the person reading it is the
 * one who just used the screen in that language, waiting for a code or a link (docs/mail.md),
 * so these do not wait in the outbox and never rest in a table. A failed send answers 503
 * `mailUnavailable`. Subjects never carry a code or a link, because the mailer logs them.
 */
export const sendLocalisedMail = async (
  app: FastifyInstance,
  mail: { to: string; language: Language; name: MailName; vars: Record<string, string | number> },
): Promise<SentMail> => {
  const smtp = Boolean(app.config.smtpUrl);
  try {
    const sent = await app.mailer.send({
      to: mail.to,
      subject: app.translate(mail.language, `auth:mail.${mail.name}.subject`),
      text: app.translate(mail.language, `auth:mail.${mail.name}.text`, mail.vars),
    });
    if (smtp) app.dependencies.up("smtp");
    return sent;
  } catch (error) {
    if (smtp) app.dependencies.down("smtp", error);
    app.log.warn({ mail: mail.name, error: errorText(error) }, "mail not sent");
    throw mailUnavailable();
  }
};
