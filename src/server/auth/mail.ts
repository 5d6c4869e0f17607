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
    return async (mail) => {
      await transport.sendMail({ from: options.from, to: mail.to, subject: mail.subject, text: mail.text });
    };
  }
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
