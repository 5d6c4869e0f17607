/**
 * The statements behind storing and reading messages (store.ts decides what to store): a batch's
 * chats with their row versions, the copies a retried client id already has, the one statement
 * that stores a round, and what a client missed.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { ChatRow, MessageRow } from "../chats/views.js";
import { anyOf, arrayTypeOf, selectedAs } from "../db/any-of.js";
import { runStatement, type Db, type PooledDb, type Statement } from "../db/client.js";
import { chats, messages } from "../db/schema.js";
import type { VersionedChat } from "./remembered-chats.js";

export const READ_CHATS: Statement = {
  name: "kindred_read_chats",
  text: `select ${selectedAs(chats)}, xmin::text as "version" from chats where id = any($1::${arrayTypeOf(chats.id)})`,
};

/**
 * The chats, each with its row version (xmin as text: only ever compared, never interpreted).
 * node-postgres gives each column the type Drizzle would (timestamps as Date, numbers as number).
 */
export async function readChats(db: PooledDb, chatIds: string[]): Promise<Map<string, VersionedChat>> {
  const rows = await runStatement<ChatRow & { version: string }>(db, READ_CHATS, [chatIds]);
  return new Map(rows.map(({ version, ...chat }) => [chat.id, { chat, version }]));
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

/** The columns a round stores, in the order of the statement's arrays. */
const STORED = ["id", "chatId", "seq", "kind", "content", "isAdmin", "senderId", "clientId"] as const;
const STORED_NAMES = STORED.map((key) => `"${messages[key].name}"`).join(", ");

/**
 * One statement: locks, in id order, the chats whose row is still the version that was read (a
 * lock that had to wait sees the chat as the other writer left it, and drops it if it changed);
 * stores their rows; sets each one's last_seq to the highest seq the round gave it. Its text is
 * the same for every round — each column is one array parameter — so nothing about it is built or
 * planned per batch. Returns the chats it advanced, each with its new row version; the others'
 * rows were not stored.
 */
export const STORE_ROUND: Statement = {
  name: "kindred_store_round",
  text: `
    with round as (
      select * from unnest($1::${arrayTypeOf(chats.id)}, $2::${arrayTypeOf(chats.lastSeq)}, $3::text[])
        as round(id, seq, version)
    ),
    unchanged as (
      select chats.id, round.seq from chats join round on chats.id = round.id and chats.xmin::text = round.version
      order by chats.id
      for update of chats
    ),
    advanced as (
      update chats set last_seq = unchanged.seq, updated_at = $4::timestamptz
      from unchanged where chats.id = unchanged.id
      returning chats.id, chats.xmin::text as version
    ),
    stored as (
      insert into messages (${STORED_NAMES}, created_at)
      select batch.*, $4::timestamptz
      from unnest(${STORED.map((key, i) => `$${i + 5}::${arrayTypeOf(messages[key])}`).join(", ")})
        as batch(${STORED_NAMES})
      where batch.chat_id in (select id from advanced)
    )
    select id, version from advanced`,
};

export async function storeIfUnchanged(
  db: PooledDb,
  rows: MessageRow[],
  found: Map<string, { version: string }>,
  now: Date,
): Promise<Map<string, string>> {
  const highest = new Map<string, number>();
  for (const row of rows) highest.set(row.chatId, Math.max(highest.get(row.chatId) ?? 0, row.seq));
  const chatIds = [...highest.keys()];
  const advanced = await runStatement<{ id: string; version: string }>(db, STORE_ROUND, [
    chatIds,
    [...highest.values()],
    chatIds.map((id) => found.get(id)!.version),
    now.toISOString(),
    ...STORED.map((key) => rows.map((row) => row[key])),
  ]);
  return new Map(advanced.map((row) => [row.id, row.version]));
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
