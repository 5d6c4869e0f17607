/**
 * Group commit (writer.ts, store.ts, seated.ts): many messages in one statement — or, for what the
 * read path decides, one read and one write — must keep every rule one message at a time kept:
 * gap-free ordered seqs per chat, one row per (chat, client id), a refused message failing alone,
 * across several writers (instances) on one database.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../auth/viewer.js";
import { CHAT_NOT_FOUND, NOT_A_PARTICIPANT } from "../chats/access.js";
import type { PooledDb } from "../db/client.js";
import { DatabaseBusyError } from "../db/failures.js";
import { chats } from "../db/schema.js";
import { beforeEachRun, countingRuns } from "../testing/counting.js";
import { createPeople } from "../testing/people.js";
import { databaseKinds, serverForSuite } from "../testing/server.js";
import { matchedPair, storedMessages, textFrom } from "../testing/stored-chats.js";
import { createCipher } from "./crypto.js";
import { CHAT_ENDED, type NewMessage } from "./store.js";
import { READ_CHATS, STORE_ROUND, STORE_SEATED } from "./statements.js";
import { createMessageWriter, type MessageWriter, type WriterOptions } from "./writer.js";

const cipher = createCipher(randomBytes(32));

/** The read path decides a message with a condition; one that always holds sends it there unchanged. */
const byReadPath = (message: NewMessage): NewMessage => ({ ...message, onlyIf: () => true });

describe.each(databaseKinds)("storing messages in batches on the %s database", (kind) => {
  const server = serverForSuite({ kind });

  const db = () => server.database.db;
  const newWriter = (handle: PooledDb = db(), options: WriterOptions = {}) =>
    createMessageWriter(handle, cipher, options);

  const pair = () => matchedPair(db());
  const stored = (chatId: string) => storedMessages(db(), chatId);

  it.each([
    { path: "people in their own chats: one statement", through: (m: NewMessage) => m, seated: 1, reads: 0, rounds: 0 },
    { path: "the read path: one read and one write", through: byReadPath, seated: 0, reads: 1, rounds: 1 },
  ])("stores what arrives together, $path, each chat's seqs gap-free in the order sent", async (path) => {
    const { db: watched, counts } = countingRuns(db(), {
      seated: STORE_SEATED,
      reads: READ_CHATS,
      rounds: STORE_ROUND,
    });
    const writer = newWriter(watched);
    const chatsUsed = await Promise.all(Array.from({ length: 8 }, () => pair()));
    const sends = chatsUsed.flatMap(({ chatId, a, b }) =>
      Array.from({ length: 10 }, (_, i) =>
        writer.append(path.through(textFrom(chatId, i % 2 ? b : a, `message ${i}`))),
      ),
    );
    const results = await Promise.all(sends);
    expect(counts).toEqual({ seated: path.seated, reads: path.reads, rounds: path.rounds });
    expect(results.every((r) => r.created)).toBe(true);
    for (const { chatId } of chatsUsed) {
      const rows = await stored(chatId);
      expect(rows.map((r) => r.seq)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
      expect(rows.map((r) => cipher.decrypt(r.content))).toEqual(rows.map((_, i) => `message ${i}`));
      const [chat] = await db().select().from(chats).where(eq(chats.id, chatId));
      expect(chat!.lastSeq).toBe(10);
    }
    // What the sender is told is what was committed, content in the clear.
    expect(results[3]).toMatchObject({ content: "message 3", message: { seq: 4 }, chat: { lastSeq: 4 } });
  });

  it("keeps seqs gap-free and each sender's order when writers on several instances send to the same chats", async () => {
    // Two writers stand for two instances; the chat's row version is all that orders them.
    const writers: MessageWriter[] = [newWriter(), newWriter()];
    const chatsUsed = await Promise.all(Array.from({ length: 5 }, () => pair()));
    await Promise.all(
      chatsUsed.flatMap(({ chatId, a, b }) =>
        [a, b].map(async (person, seat) => {
          // Each person sends through their own instance, one message after another and some at once.
          for (let round = 0; round < 4; round++) {
            await Promise.all(
              [0, 1, 2].map((i) => writers[seat]!.append(textFrom(chatId, person, `${seat}:${round * 3 + i}`))),
            );
          }
        }),
      ),
    );
    for (const { chatId } of chatsUsed) {
      const rows = await stored(chatId);
      expect(rows.map((r) => r.seq)).toEqual(Array.from({ length: 24 }, (_, i) => i + 1));
      for (const seat of ["0", "1"]) {
        const said = rows.map((r) => cipher.decrypt(r.content)).filter((c) => c.startsWith(`${seat}:`));
        expect(said).toEqual(Array.from({ length: 12 }, (_, i) => `${seat}:${i}`));
      }
    }
  });

  it("spaces batches apart on the embedded database only: a message just after a batch began waits to share the next", async () => {
    let writes = 0;
    const watched = beforeEachRun(db(), STORE_SEATED, () => void writes++);
    // The clock held still: every batch begins "just after" the one before.
    const writer = newWriter(watched, { databaseKind: kind, now: () => 0 });
    const [first, second, third] = await Promise.all([pair(), pair(), pair()]);
    await writer.append(textFrom(first.chatId, first.a, "first"));
    writes = 0;
    const soon = writer.append(textFrom(second.chatId, second.a, "soon"));
    // A later turn of the event loop: a writer that does not space its batches has begun this one's by now.
    await new Promise((resolve) => setImmediate(resolve));
    const later = writer.append(textFrom(third.chatId, third.a, "later"));
    await Promise.all([soon, later]);
    expect(writes).toBe(kind === "embedded" ? 1 : 2);
  });

  /** A handle on which `meanwhile` runs just before each of the first `times` write statements. */
  function changingBeforeWrite(meanwhile: () => Promise<unknown>, times = 1): PooledDb {
    let left = times;
    return beforeEachRun(db(), STORE_ROUND, () => (left-- > 0 ? meanwhile() : undefined));
  }

  it("goes round again when a chat changes between the read path's read and write: what the chat is now decides", async () => {
    const busy = await pair();
    const other = newWriter();
    const writer = newWriter(changingBeforeWrite(() => other.append(textFrom(busy.chatId, busy.b, "meanwhile"))));
    await expect(writer.append(byReadPath(textFrom(busy.chatId, busy.a, "mine")))).resolves.toMatchObject({
      message: { seq: 2 },
    });
    expect((await stored(busy.chatId)).map((r) => [r.seq, cipher.decrypt(r.content)])).toEqual([
      [1, "meanwhile"],
      [2, "mine"],
    ]);

    const ending = await pair();
    const late = newWriter(
      changingBeforeWrite(() => db().update(chats).set({ status: "completed" }).where(eq(chats.id, ending.chatId))),
    );
    await expect(late.append(byReadPath(textFrom(ending.chatId, ending.a, "too late")))).rejects.toThrow(CHAT_ENDED);
    expect(await stored(ending.chatId)).toEqual([]);
  });

  it("answers 'very busy' and stores nothing when its chat changes before every write", async () => {
    const { chatId, a } = await pair();
    const writer = newWriter(
      changingBeforeWrite(() => db().update(chats).set({ updatedAt: new Date() }).where(eq(chats.id, chatId)), 1_000),
    );
    await expect(writer.append(byReadPath(textFrom(chatId, a, "never settles")))).rejects.toBeInstanceOf(
      DatabaseBusyError,
    );
    expect(await stored(chatId)).toEqual([]);
  });

  it("does not keep a chat's message waiting for a slow batch of other chats, and keeps each chat's order", async () => {
    const slow = await pair();
    const quick = await pair();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let writes = 0;
    // The first write (the slow chat's batch) is held until the other chat's message is stored.
    const writer = newWriter(beforeEachRun(db(), STORE_SEATED, () => (writes++ === 0 ? held : undefined)));
    const first = writer.append(textFrom(slow.chatId, slow.a, "held"));
    await new Promise((resolve) => setTimeout(resolve, 50));
    const second = writer.append(textFrom(slow.chatId, slow.b, "after the held one"));
    await expect(writer.append(textFrom(quick.chatId, quick.a, "not held"))).resolves.toMatchObject({
      message: { seq: 1 },
    });
    release();
    await expect(first).resolves.toMatchObject({ message: { seq: 1 } });
    await expect(second).resolves.toMatchObject({ message: { seq: 2 } });
    expect((await stored(slow.chatId)).map((r) => cipher.decrypt(r.content))).toEqual(["held", "after the held one"]);
  });

  it("stores a client id sent twice in one batch once, and returns the stored message to a later retry", async () => {
    const writer = newWriter();
    const { chatId, a } = await pair();
    const clientId = randomUUID();
    const [first, copy, other] = await Promise.all([
      writer.append(textFrom(chatId, a, "once", clientId)),
      writer.append(textFrom(chatId, a, "once", clientId)),
      writer.append(textFrom(chatId, a, "after")),
    ]);
    expect(first.created).toBe(true);
    expect(copy.created).toBe(false);
    expect(copy.message.id).toBe(first.message.id);
    expect(other.message.seq).toBe(2);
    // The retry's row is skipped by the insert; the new message next to it must not leave a gap.
    const [retry, next] = await Promise.all([
      writer.append(textFrom(chatId, a, "once", clientId)),
      writer.append(textFrom(chatId, a, "next")),
    ]);
    expect(retry).toMatchObject({ created: false, content: "once", message: { id: first.message.id, seq: 1 } });
    expect(next).toMatchObject({ created: true, message: { seq: 3 } });
    expect((await stored(chatId)).map((r) => r.seq)).toEqual([1, 2, 3]);
  });

  it("refuses a message alone: the rest of its batch is stored with gap-free seqs", async () => {
    const writer = newWriter();
    const open = await pair();
    const ended = await pair();
    const earlier = await writer.append(textFrom(ended.chatId, ended.a, "before the end"));
    await db().update(chats).set({ status: "completed" }).where(eq(chats.id, ended.chatId));
    const [outsider] = await createPeople(db(), 1);

    const settled = await Promise.allSettled([
      writer.append(textFrom(open.chatId, open.a, "one")),
      writer.append(textFrom(ended.chatId, ended.a, "too late")),
      writer.append(textFrom(open.chatId, outsider!, "not mine")),
      writer.append(textFrom(randomUUID(), open.a, "no such chat")),
      writer.append({
        ...textFrom(open.chatId, open.b, "only if waiting"),
        onlyIf: (c) => c.matchStatus === "waiting",
      }),
      writer.append(textFrom(open.chatId, open.b, "two")),
      // A retry of what was stored before the chat ended still gets the stored message.
      writer.append(textFrom(ended.chatId, ended.a, "before the end", earlier.message.clientId!)),
    ]);
    const reasons = settled.map((s) => (s.status === "rejected" ? (s.reason as Error).message : "ok"));
    expect(reasons).toEqual([
      "ok",
      CHAT_ENDED,
      NOT_A_PARTICIPANT,
      CHAT_NOT_FOUND,
      "This chat has changed meanwhile.",
      "ok",
      "ok",
    ]);
    expect(settled[6]).toMatchObject({ value: { created: false, message: { id: earlier.message.id } } });
    const rows = await stored(open.chatId);
    expect(rows.map((r) => [r.seq, cipher.decrypt(r.content)])).toEqual([
      [1, "one"],
      [2, "two"],
    ]);
    expect((await stored(ended.chatId)).length).toBe(1);
  });

  it("marks a moderator's message (no seat) as the admin's, on the chat as it is", async () => {
    const writer = newWriter();
    const { chatId, a } = await pair();
    const moderator: Viewer = { ...(await createPeople(db(), 1))[0]!, isAdmin: true };
    const [theirs, mine] = await Promise.all([
      writer.append(textFrom(chatId, moderator, "please be kind")),
      writer.append(textFrom(chatId, a, "sorry")),
    ]);
    expect(theirs.message.isAdmin).toBe(true);
    expect(mine.message.isAdmin).toBe(false);
  });

  it("stores the others when one message makes the whole transaction fail", async () => {
    const writer = newWriter();
    const { chatId, a } = await pair();
    // Not a uuid: the database refuses the batch's statement; alone, only this message fails.
    const settled = await Promise.allSettled([
      writer.append(textFrom(chatId, a, "first")),
      writer.append(textFrom("not-a-chat-id", a, "broken")),
      writer.append(textFrom(chatId, a, "second")),
    ]);
    expect(settled.map((s) => s.status)).toEqual(["fulfilled", "rejected", "fulfilled"]);
    expect((await stored(chatId)).map((r) => [r.seq, cipher.decrypt(r.content)])).toEqual([
      [1, "first"],
      [2, "second"],
    ]);
  });
});
