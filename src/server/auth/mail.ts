/**
 * Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set; otherwise the dev outbox,
 * which logs the link and keeps a copy in the database so that a laptop needs no mail server.
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (verification, reset), kept for the dev outbox. */
  link?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

export function createMailer(options: { smtpUrl?: string; from: string; db: Db; log: FastifyBaseLogger }): SendMail {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    // Handed to the mail server without waiting for it: the requests that cause a mail (a sign-up, a
    // sign-up again with an address that has an account, a reset, a new link) answer the same whether
    // or not one was due, so their answer must not wait for the mail server, or fail when it does, only
    // when one was. Better Auth pads one of them to half a second, which a slow mail server outlasts;
    // not waiting hides the mail whatever the server's pace. A mail that fails is logged, by its kind
    // (never the address, which its message may carry), so it is seen rather than lost silently.
    return async (mail) => {
      transport
        .sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text })
        .catch((error: unknown) => options.log.error({ mailError: mailErrorKind(error) }, "could not send an e-mail"));
    };
  }
  // The dev outbox is a row in the local database, which development and the tests read at once.
  return async (mail) => {
    await options.db
      .insert(mailOutbox)
      .values({ to: mail.to, subject: mail.subject, text: mail.text, link: mail.link });
    options.log.info(
      { to: mail.to, subject: mail.subject, link: mail.link },
      "dev outbox: e-mail not sent (no SMTP_URL)",
    );
  };
}

/** What went wrong with a mail, without its message: nodemailer's code and the server's reply code. */
function mailErrorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return [error.name, code, responseCode]
    .filter((part) => typeof part === "string" || typeof part === "number")
    .join(" ");
}
