/**
 * The retention schedule (CHAT_RETENTION_DAYS): what was written in a chat, its messages with their
 * reactions, vibes and the companion's words (all rows of `messages`, with the personal-detail
 * records that belong to them) and the undelivered messages kept for the moderators (`refused_messages`:
 * refused as urging or a sexual advance, or held by the personal-details warning), is deleted once the chat has been over for that many days. The chat
 * row stays (room, times, who sat in it) with the safety records that point at it: reports, crisis
 * openings, blocks and the audit log, none of which holds what was said.
 *
 * A chat's end is its updated_at: ending sets it, and so does every message, so for an ended chat
 * it is the end, and for one both people left without ending it, their last message (such a chat
 * expires the moment either opens it again: chats/lifecycle.ts). A reported chat's messages are the
 * moderators' evidence: they stay while any report on it is open, and then count from the later of
 * the end and the last decision.
 *
 * Run on every instance, often at once: each statement is short (a page of chats, a batch of their
 * messages), rows another instance is deleting are skipped rather than waited for, and every
 * statement asks again whether the chat is due, so a report filed or a message sent meanwhile
 * keeps its chat. Deleting what is gone already changes nothing.
 */
import type { FastifyBaseLogger } from "fastify";
import { and, asc, eq, gte, inArray, isNull, lt, notExists, or, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import type { Db } from "../db/client.js";
import { exactTime } from "../db/keyset.js";
import { chats, messages, refusedMessages, reports } from "../db/schema.js";
import { runEvery, type Periodic } from "../ops/periodic.js";

const DAY_MS = 86_400_000;
/** Chats looked at per page: one short index read. */
const CHATS_PER_PAGE = 100;
/** Messages deleted per statement, so that no statement holds the database for long. */
const MESSAGES_PER_STATEMENT = 1_000;

export interface RetentionPass {
  /** Chats whose messages this pass deleted (all of them). */
  chats: number;
  messages: number;
}

/** The chats whose messages are due for deletion at `cutoff` (now less the retention). */
function due(db: Db, cutoff: Date) {
  const heldByReport = db
    .select({ id: reports.id })
    .from(reports)
    .where(and(eq(reports.chatId, chats.id), or(eq(reports.status, "open"), gte(reports.decidedAt, cutoff))));
  return and(isNull(chats.messagesDeletedAt), lt(chats.updatedAt, cutoff), notExists(heldByReport))!;
}

/**
 * Deletes the messages of every chat past its retention, a page of chats and a batch of messages
 * at a time, until none is left or `signal` asks it to stop (at shutdown) between two statements.
 */
export async function deleteExpiredMessages(
  db: Db,
  options: { days: number; now: Date; signal?: AbortSignal },
): Promise<RetentionPass> {
  const cutoff = new Date(options.now.getTime() - options.days * DAY_MS);
  const stopped = () => options.signal?.aborted === true;
  const pass: RetentionPass = { chats: 0, messages: 0 };
  // Pages follow one another by (updated_at, id): a chat left behind (its messages being deleted
  // by another instance, which will finish it) is not read again by this pass.
  let after: { at: string; id: string } | undefined;
  while (!stopped()) {
    const page = await db
      .select({ id: chats.id, at: exactTime(chats.updatedAt) })
      .from(chats)
      .where(
        and(
          due(db, cutoff),
          after && sql`(${chats.updatedAt}, ${chats.id}) > (${after.at}::timestamptz, ${after.id}::uuid)`,
        ),
      )
      .orderBy(asc(chats.updatedAt), asc(chats.id))
      .limit(CHATS_PER_PAGE);
    if (page.length === 0) break;
    after = page.at(-1)!;
    const ids = page.map((chat) => chat.id);
    for (;;) {
      if (stopped()) return pass;
      const deleted = await deleteSomeMessages(db, ids, cutoff);
      pass.messages += deleted;
      if (deleted === 0) break;
    }
    for (;;) {
      if (stopped()) return pass;
      if ((await deleteSomeRefused(db, ids, cutoff)) === 0) break;
    }
    const marked = await db
      .update(chats)
      .set({ messagesDeletedAt: options.now })
      .where(
        and(
          anyOf(chats.id, ids),
          due(db, cutoff),
          notExists(db.select({ id: messages.id }).from(messages).where(eq(messages.chatId, chats.id))),
          notExists(
            db.select({ id: refusedMessages.id }).from(refusedMessages).where(eq(refusedMessages.chatId, chats.id)),
          ),
        ),
      )
      .returning({ id: chats.id });
    pass.chats += marked.length;
  }
  return pass;
}

/** Those of `chatIds` still due, asked again in each statement. */
const dueAmong = (db: Db, chatIds: string[], cutoff: Date) =>
  db
    .select({ id: chats.id })
    .from(chats)
    .where(and(anyOf(chats.id, chatIds), due(db, cutoff)));

/**
 * Up to a batch of the due chats' undelivered messages (refused or held, kept for the moderators:
 * up to refused-messages.ts KEPT_PER_PERSON per person, chat and kind): they go with the messages.
 */
async function deleteSomeRefused(db: Db, chatIds: string[], cutoff: Date): Promise<number> {
  const batch = db
    .select({ id: refusedMessages.id })
    .from(refusedMessages)
    .where(and(anyOf(refusedMessages.chatId, chatIds), inArray(refusedMessages.chatId, dueAmong(db, chatIds, cutoff))))
    .limit(MESSAGES_PER_STATEMENT)
    .for("update", { skipLocked: true });
  const deleted = await db
    .delete(refusedMessages)
    .where(inArray(refusedMessages.id, batch))
    .returning({ id: refusedMessages.id });
  return deleted.length;
}

/** Up to a batch of the due chats' messages; those another instance is deleting right now are skipped. */
async function deleteSomeMessages(db: Db, chatIds: string[], cutoff: Date): Promise<number> {
  const dueChats = dueAmong(db, chatIds, cutoff);
  const batch = db
    .select({ id: messages.id })
    .from(messages)
    .where(and(anyOf(messages.chatId, chatIds), inArray(messages.chatId, dueChats)))
    .limit(MESSAGES_PER_STATEMENT)
    .for("update", { skipLocked: true });
  const deleted = await db.delete(messages).where(inArray(messages.id, batch)).returning({ id: messages.id });
  return deleted.length;
}

/**
 * Runs the schedule every `everyMs` on this instance, and once at start (an instance restarted more
 * often than that still runs it); null when retention is off (CHAT_RETENTION_DAYS=0).
 */
export function scheduleRetention(
  db: Db,
  days: number | null,
  options: { everyMs: number; clock: () => Date; log: FastifyBaseLogger; onError: (error: unknown) => void },
): Periodic | null {
  if (days === null) return null;
  const { everyMs, clock, log, onError } = options;
  const sweep = async (signal: AbortSignal) => {
    const pass = await deleteExpiredMessages(db, { days, now: clock(), signal });
    if (pass.chats > 0) log.info(pass, "deleted the messages of chats past their retention");
  };
  return runEvery(everyMs, sweep, onError, { startNow: true });
}
