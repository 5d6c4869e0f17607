/**
 * The statements behind storing and reading messages (store.ts decides what to store): a batch's
 * chats with their row versions, the copies a retried client id already has, the one statement
 * that stores a round, and what a client missed.
 */
import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { ChatRow, MessageRow } from "../chats/views.js";
import { anyOf, arrayOf } from "../db/any-of.js";
import { runPrepared, type Db, type PooledDb } from "../db/client.js";
import { chats, messages } from "../db/schema.js";

/** The chats, each with its row version (xmin as text: only ever compared, never interpreted). */
export async function readChats(db: Db, chatIds: string[]): Promise<Map<string, { chat: ChatRow; version: string }>> {
  const rows = await db
    .select({ chat: chats, version: sql<string>`${chats}.xmin::text` })
    .from(chats)
    .where(anyOf(chats.id, chatIds))
    .prepare("kindred_read_chats")
    .execute();
  return new Map(rows.map((row) => [row.chat.id, row]));
}

export const copyKey = (chatId: string, clientId: string) => `${chatId} ${clientId}`;

/**
 * The messages already stored under the round's (chat, client id) pairs. Exact for every chat that
 * is still unchanged when the round stores: storing a message always changes its chat's row.
 */
export async function storedCopies(
  db: Db,
  pairs: { chatId: string; clientId: string }[],
): Promise<Map<string, MessageRow>> {
  if (pairs.length === 0) return new Map();
  const rows = await db
    .select()
    .from(messages)
    .where(
      and(
        anyOf(messages.chatId, [...new Set(pairs.map((pair) => pair.chatId))]),
        anyOf(messages.clientId, [...new Set(pairs.map((pair) => pair.clientId))]),
      ),
    );
  return new Map(rows.map((row) => [copyKey(row.chatId, row.clientId!), row]));
}

/**
 * One statement: locks, in id order, the chats whose row is still the version that was read (a
 * lock that had to wait sees the chat as the other writer left it, and drops it if it changed);
 * stores their rows; sets each one's last_seq to the highest seq the round gave it. Its text is
 * the same for every round — each column is one array parameter — so nothing about it is built or
 * planned per batch size. Returns the chats it advanced; the others' rows were not stored.
 */
export async function storeIfUnchanged(
  db: PooledDb,
  rows: MessageRow[],
  found: Map<string, { version: string }>,
  now: Date,
): Promise<Set<string>> {
  const highest = new Map<string, number>();
  for (const row of rows) highest.set(row.chatId, Math.max(highest.get(row.chatId) ?? 0, row.seq));
  const chatIds = [...highest.keys()];
  const column = <K extends keyof MessageRow>(key: K) =>
    arrayOf(
      messages[key],
      rows.map((row) => row[key]),
    );
  const at = sql`${now.toISOString()}::timestamptz`;
  const advanced = await runPrepared<{ id: string }>(
    db,
    "kindred_store_round",
    sql`
    with round as (
      select * from unnest(${arrayOf(chats.id, chatIds)}, ${arrayOf(chats.lastSeq, [...highest.values()])},
        ${sql.param(chatIds.map((id) => found.get(id)!.version))}::text[]) as round(id, seq, version)
    ),
    unchanged as (
      select chats.id, round.seq from chats join round on chats.id = round.id and chats.xmin::text = round.version
      order by chats.id
      for update of chats
    ),
    advanced as (
      update chats set last_seq = unchanged.seq, updated_at = ${at}
      from unchanged where chats.id = unchanged.id
      returning chats.id
    ),
    stored as (
      insert into messages (id, chat_id, seq, kind, content, is_admin, sender_id, client_id, created_at)
      select batch.*, ${at}
      from unnest(${column("id")}, ${column("chatId")}, ${column("seq")}, ${column("kind")}, ${column("content")},
        ${column("isAdmin")}, ${column("senderId")}, ${column("clientId")})
        as batch(id, chat_id, seq, kind, content, is_admin, sender_id, client_id)
      where batch.chat_id in (select id from advanced)
    )
    select id from advanced`,
  );
  return new Set(advanced.map((row) => row.id));
}

/** A chat's messages after a sequence number, in order: what a client missed. */
export async function messagesAfter(db: Db, chatId: string, afterSeq: number, limit = 500): Promise<MessageRow[]> {
  return db
    .select()
    .from(messages)
    .where(and(eq(messages.chatId, chatId), gt(messages.seq, afterSeq)))
    .orderBy(asc(messages.seq))
    .limit(limit);
}
