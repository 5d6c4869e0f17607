/**
 * Outgoing e-mail: SMTP through nodemailer when SMTP_URL is set, by way of the mail queue (a request
 * waits for a row, never for the mail server: mail-queue.ts); otherwise the dev outbox, which logs
 * the link and keeps a copy in the database so that a laptop needs no mail server.
 */
import type { FastifyBaseLogger } from "fastify";
import nodemailer from "nodemailer";
import type { Db } from "../db/client.js";
import { mailOutbox } from "../db/schema.js";
import { createMailQueue, type MailRetry } from "./mail-queue.js";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The one link the mail is about (verification, reset), kept for the dev outbox. */
  link?: string;
}

export type SendMail = (mail: Mail) => Promise<void>;

export interface Mailer {
  sendMail: SendMail;
  /** At shutdown, before the database closes: no more mails start out. */
  stop(): Promise<void>;
}

/**
 * The transport's waits (a value in SMTP_URL's query wins), each well inside the queue's hold on a mail (mail-queue.ts): nodemailer's
 * own allow a silent server two minutes to accept and ten to answer.
 */
const SMTP_TIMEOUTS = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  db: Db;
  log: FastifyBaseLogger;
  retry?: MailRetry;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS });
    const queue = createMailQueue({
      db: options.db,
      log: options.log,
      retry: options.retry,
      deliver: async ({ to, subject, text }) => {
        await transport.sendMail({ from: options.from, to, subject, text });
      },
    });
    return { sendMail: (mail) => queue.enqueue(mail), stop: () => queue.stop() };
  }
  // The dev outbox is a row in the local database, which development and the tests read at once.
  return {
    sendMail: async (mail) => {
      await options.db
        .insert(mailOutbox)
        .values({ to: mail.to, subject: mail.subject, text: mail.text, link: mail.link });
      options.log.info(
        { to: mail.to, subject: mail.subject, link: mail.link },
        "dev outbox: e-mail not sent (no SMTP_URL)",
      );
    },
    stop: async () => undefined,
  };
}
