/**
 * E-mails on their way to the mail server (SMTP_URL). A mail is a row of `mail_queue` first, and the
 * request that caused it waits only for that row: a sign-up, a sign-up again with an address that
 * has an account, a reset or a new link then answers in the same time whether or not a mail was due
 * and whatever the mail server's pace, so the answer tells nobody who is on Kindred; and a mail
 * server that is down, slow or restarting costs a later try, never the mail.
 *
 * Each instance sends what is due as soon as a mail is queued and every RETRY_SWEEP_MS, so mails an
 * instance queued just before it stopped are sent by the next one to look. A try takes its rows with
 * one statement (FOR UPDATE SKIP LOCKED: two instances never take the same row) and holds them
 * TRY_HOLD_MS ahead, longer than the transport's timeouts allow a try to last; a mail the server took
 * is deleted, one it refused waits longer after each try, and one not taken within GIVE_UP_AFTER_MS
 * is dropped and logged: every mail Kindred sends answers something the person has just done, and its
 * link works for an hour at most. Should an instance stop between the mail server taking a mail and
 * the row's deletion, the mail goes twice: a second copy of a link is harmless, a missing one is not.
 */
import type { FastifyBaseLogger } from "fastify";
import { sql } from "drizzle-orm";
import { rowsOf, type Db } from "../db/client.js";
import { mailQueue } from "../db/schema.js";
import { runEvery } from "../ops/periodic.js";
import type { Mail } from "./mail.js";

/** How a queued mail reaches the mail server: resolves once the server has taken it. */
export type DeliverMail = (mail: Pick<Mail, "to" | "subject" | "text">) => Promise<void>;

export interface MailRetry {
  /** The wait after a first failed try; each later one waits twice as long as the one before ... */
  firstMs: number;
  /** ... up to this. */
  longestMs: number;
  /** A mail not taken by then is dropped. */
  giveUpAfterMs: number;
  /** How often each instance looks for mails due again. */
  sweepMs: number;
}

export const MAIL_RETRY: MailRetry = {
  firstMs: 15_000,
  longestMs: 10 * 60_000,
  giveUpAfterMs: 60 * 60_000,
  sweepMs: 15_000,
};

/** Longer than a try can last (mail.ts bounds the transport's connection, greeting and socket). */
const TRY_HOLD_MS = 2 * 60_000;
/** Mails taken per statement: a slow mail server holds a handful, not the whole queue. */
const TAKEN_AT_ONCE = 10;
/**
 * How long stopping waits for a try under way. A silent mail server can hold one for the transport's
 * timeouts; a try cut short is held, and tried again by the next instance to look.
 */
const STOP_WAITS_MS = 5_000;

interface QueuedMail {
  id: string;
  to: string;
  subject: string;
  text: string;
  attempts: number;
  created_at: string | Date;
}

export interface MailQueue {
  /** Keeps the mail, then starts sending what is due without waiting for it. */
  enqueue(mail: Mail): Promise<void>;
  /** Sends every mail due now; resolves when the queue has nothing more due. */
  sendDue(): Promise<void>;
  /** Stops sending: no more tries start, and the one under way is waited for. */
  stop(): Promise<void>;
}

export function createMailQueue(options: {
  db: Db;
  deliver: DeliverMail;
  log: FastifyBaseLogger;
  retry?: MailRetry;
}): MailQueue {
  const { db, deliver, log } = options;
  const retry = options.retry ?? MAIL_RETRY;
  let stopped = false;
  let sending: Promise<void> | undefined;
  let lookAgain = false;

  /** The mails due now, held for this try. */
  async function takeDue(): Promise<QueuedMail[]> {
    return rowsOf<QueuedMail>(
      await db.execute(sql`
        update ${mailQueue}
        set attempts = attempts + 1, next_attempt_at = now() + ${`${TRY_HOLD_MS} milliseconds`}::interval
        where id in (
          select id from ${mailQueue} where next_attempt_at <= now()
          order by next_attempt_at limit ${TAKEN_AT_ONCE} for update skip locked)
        returning id, "to", subject, text, attempts, created_at`),
    );
  }

  async function tryOne(mail: QueuedMail): Promise<void> {
    try {
      await deliver(mail);
      await db.execute(sql`delete from ${mailQueue} where id = ${mail.id}`);
      return;
    } catch (error) {
      const age = Date.now() - new Date(mail.created_at).getTime();
      const waitMs = Math.min(retry.firstMs * 2 ** (mail.attempts - 1), retry.longestMs);
      // Logged by kind and tries, never the address, which the mail server's message may carry.
      const failure = { mailError: mailErrorKind(error), attempts: mail.attempts };
      if (age + waitMs > retry.giveUpAfterMs) {
        // Said once it is done: whoever reads the line finds the mail gone.
        await db.execute(sql`delete from ${mailQueue} where id = ${mail.id}`);
        log.error(failure, "gave up sending an e-mail: the mail server did not take it within an hour");
      } else {
        log.warn({ ...failure, retryInMs: waitMs }, "could not send an e-mail; it will be tried again");
        await db.execute(sql`
          update ${mailQueue} set next_attempt_at = now() + ${`${waitMs} milliseconds`}::interval
          where id = ${mail.id}`);
      }
    }
  }

  async function sendUntilNoneDue(): Promise<void> {
    do {
      lookAgain = false;
      for (let due = await takeDue(); due.length > 0 && !stopped; due = await takeDue()) {
        await Promise.all(due.map(tryOne));
      }
    } while (lookAgain && !stopped);
  }

  /** One sender per instance: a mail queued meanwhile is picked up by the one running. */
  function sendDue(): Promise<void> {
    if (stopped) return Promise.resolve();
    if (sending) {
      lookAgain = true;
      return sending;
    }
    sending = sendUntilNoneDue().finally(() => {
      sending = undefined;
    });
    return sending;
  }

  const sendInBackground = () => {
    sendDue().catch((error: unknown) => log.error({ err: error }, "could not send queued e-mails"));
  };
  // The sweep only starts a send (the sender waits for nobody), so stopping it never waits for a mail.
  const sweep = runEvery(
    retry.sweepMs,
    async () => sendInBackground(),
    () => undefined,
    { startNow: true },
  );

  return {
    async enqueue(mail) {
      await db.insert(mailQueue).values({ to: mail.to, subject: mail.subject, text: mail.text });
      sendInBackground();
    },
    sendDue,
    async stop() {
      stopped = true;
      await sweep.stop();
      let timer: NodeJS.Timeout | undefined;
      const waited = new Promise((resolve) => (timer = setTimeout(resolve, STOP_WAITS_MS)));
      await Promise.race([sending?.catch(() => undefined), waited]);
      clearTimeout(timer);
    },
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
