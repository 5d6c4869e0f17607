/**
 * The statements behind storing and reading messages (store.ts decides what to store): the one
 * statement of the common case, a batch's chats with their row versions, the copies a retried
 * client id already has, the statement that stores a round of the read path, and what a client
 * missed.
 */
import { and, asc, eq, gt } from "drizzle-orm";
import type { ChatRow, MessageRow } from "../chats/views.js";
import { anyOf, arrayTypeOf, selectedAs } from "../db/any-of.js";
import { runStatement, type Db, type PooledDb, type Statement } from "../db/client.js";
import { chats, messages } from "../db/schema.js";

/** A chat as read, with PostgreSQL's xmin of its row as text: only ever compared. */
interface VersionedChat {
  chat: ChatRow;
  version: string;
}

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
 * planned per batch. Returns the chats it advanced; the others' rows were not stored.
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
      returning chats.id
    ),
    stored as (
      insert into messages (${STORED_NAMES}, created_at)
      select batch.*, $4::timestamptz
      from unnest(${STORED.map((key, i) => `$${i + 5}::${arrayTypeOf(messages[key])}`).join(", ")})
        as batch(${STORED_NAMES})
      where batch.chat_id in (select id from advanced)
    )
    select id from advanced`,
};

export async function storeIfUnchanged(
  db: PooledDb,
  rows: MessageRow[],
  found: Map<string, { version: string }>,
  now: Date,
): Promise<Set<string>> {
  const highest = new Map<string, number>();
  for (const row of rows) highest.set(row.chatId, Math.max(highest.get(row.chatId) ?? 0, row.seq));
  const chatIds = [...highest.keys()];
  const advanced = await runStatement<{ id: string }>(db, STORE_ROUND, [
    chatIds,
    [...highest.values()],
    chatIds.map((id) => found.get(id)!.version),
    now.toISOString(),
    ...STORED.map((key) => rows.map((row) => row[key])),
  ]);
  return new Set(advanced.map((row) => row.id));
}

/**
 * An array parameter behind a sub-select, so that the planner cannot see its length. PostgreSQL
 * plans a named statement anew at each execution for as long as a plan for the values given looks
 * cheaper than one for any values; with a batch's length in view, a plan for one message always
 * did, and STORE_SEATED was planned at every execution — more of PostgreSQL's time than running it
 * (bench README, "Storing messages, an eighth time"). With the length hidden from both plans, it
 * keeps one plan after its first five executions.
 */
const hiddenArray = (n: number, type: string) => `(select $${n}::${type})`;

/** The columns of a message the seated statement is given, in the order of its arrays. */
const GIVEN = ["id", "chatId", "kind", "content", "senderId", "clientId"] as const;
const GIVEN_NAMES = GIVEN.map((key) => `"${messages[key].name}"`).join(", ");

/**
 * The common case in one statement (store.ts storeSeated): messages to chats that are still active,
 * from people who hold a seat in them, or from no person (the room's persona, Kindred itself). It
 * locks the batch's chats in id order, which returns each as it is after any writer it waited for;
 * keeps the chats that are active and where every message's person (seated_id, null for none) has
 * a seat; numbers their messages last_seq + 1, + 2, … in the order given; stores them and advances
 * last_seq. A chat that fails stores none of its messages, so the read path (store.ts) decides them
 * again in order. What it keeps must be what store.ts's rules would store as a seated person's
 * message (seated-equivalence.test.ts holds the two together).
 * Returns the advanced chats as they now are.
 */
export const STORE_SEATED: Statement = {
  name: "kindred_store_seated",
  text: `
    with batch as (
      select * from unnest(
        ${GIVEN.map((key, i) => hiddenArray(i + 1, arrayTypeOf(messages[key]))).join(", ")},
        ${hiddenArray(GIVEN.length + 1, arrayTypeOf(chats.participant1Id))}
      ) with ordinality as batch(${GIVEN_NAMES}, seated_id, position)
    ),
    locked as (
      select * from chats where id in (select chat_id from batch) order by id for update
    ),
    open as (
      select locked.id as open_id, locked.last_seq as seq_before from locked
      where locked.status = 'active' and not exists (
        select 1 from batch where batch.chat_id = locked.id and batch.seated_id is not null
          and batch.seated_id is distinct from locked.participant1_id
          and batch.seated_id is distinct from locked.participant2_id
      )
    ),
    numbered as (
      select batch.*, open.seq_before + row_number() over (partition by batch.chat_id order by batch.position) as seq
      from batch join open on batch.chat_id = open.open_id
    ),
    advanced as (
      update chats set last_seq = highest.seq, updated_at = $${GIVEN.length + 2}::timestamptz
      from (select chat_id as advanced_id, max(seq) as seq from numbered group by chat_id) as highest
      where chats.id = highest.advanced_id
      returning ${selectedAs(chats)}
    ),
    stored as (
      insert into messages (${GIVEN_NAMES}, seq, is_admin, created_at)
      select ${GIVEN_NAMES}, seq, false, $${GIVEN.length + 2}::timestamptz from numbered
    )
    select * from advanced`,
};

/**
 * Runs STORE_SEATED for messages given in arrival order, each with the id of the person who must
 * hold a seat (null for none). Returns the chats it stored to, as they now are.
 */
export async function storeSeated(
  db: PooledDb,
  rows: Pick<MessageRow, (typeof GIVEN)[number]>[],
  seatedIds: (string | null)[],
  now: Date,
): Promise<ChatRow[]> {
  return runStatement<ChatRow>(db, STORE_SEATED, [
    ...GIVEN.map((key) => rows.map((row) => row[key])),
    seatedIds,
    now.toISOString(),
  ]);
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
