/**
 * One instance's writer remembers the chats it stored to (remembered-chats.ts): a conversation's
 * next batch skips reading its chat, and what it remembers never decides anything but storing.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { PooledDb } from "../db/client.js";
import { chats } from "../db/schema.js";
import { beforeEachRun } from "../testing/counting.js";
import { createPeople } from "../testing/people.js";
import { databaseKinds, serverForSuite } from "../testing/server.js";
import { matchedPair, storedMessages, textFrom } from "../testing/stored-chats.js";
import { createCipher } from "./crypto.js";
import { READ_CHATS } from "./statements.js";
import { CHAT_ENDED } from "./store.js";
import { createMessageWriter } from "./writer.js";

const cipher = createCipher(randomBytes(32));

describe.each(databaseKinds)("the only writer, remembering its chats, on the %s database", (kind) => {
  const server = serverForSuite({ kind });

  const db = () => server.database.db;
  const newWriter = (handle: PooledDb = db()) => createMessageWriter(handle, cipher, { soleWriter: true });
  const pair = () => matchedPair(db());
  const stored = (chatId: string) => storedMessages(db(), chatId);

  /** A writer that counts its reads of chats. */
  function countingReads() {
    let reads = 0;
    const writer = newWriter(beforeEachRun(db(), READ_CHATS, () => void reads++));
    return { writer, reads: () => reads };
  }

  it("does not read a chat again that it stored to last: a conversation's next batch is one statement", async () => {
    const { writer, reads } = countingReads();
    const { chatId, a, b } = await pair();
    await writer.append(textFrom(chatId, a, "hello"));
    await writer.append(textFrom(chatId, b, "hi"));
    await expect(writer.append(textFrom(chatId, a, "how are you?"))).resolves.toMatchObject({
      chat: { lastSeq: 3 },
      message: { seq: 3 },
    });
    expect(reads()).toBe(1);
    expect((await stored(chatId)).map((r) => [r.seq, cipher.decrypt(r.content)])).toEqual([
      [1, "hello"],
      [2, "hi"],
      [3, "how are you?"],
    ]);
  });

  it("reads a remembered chat again when it changed meanwhile, before storing or refusing", async () => {
    const { writer, reads } = countingReads();
    // Written by anything else: the remembered version no longer stores, the chat is read again.
    const { chatId, a, b } = await pair();
    await writer.append(textFrom(chatId, a, "first"));
    await newWriter().append(textFrom(chatId, b, "from elsewhere"));
    await expect(writer.append(textFrom(chatId, a, "third"))).resolves.toMatchObject({ message: { seq: 3 } });
    expect(reads()).toBe(2);

    // Matched after its first person spoke: as remembered, the newcomer holds no seat.
    const [first, newcomer] = await createPeople(db(), 2);
    const [waiting] = await db()
      .insert(chats)
      .values({ themeId: "late-night", participant1Id: first!.id, matchStatus: "waiting" })
      .returning();
    await writer.append(textFrom(waiting!.id, first!, "anyone there?"));
    await db()
      .update(chats)
      .set({ participant2Id: newcomer!.id, matchStatus: "matched" })
      .where(eq(chats.id, waiting!.id));
    await expect(writer.append(textFrom(waiting!.id, newcomer!, "I am"))).resolves.toMatchObject({
      message: { seq: 2, isAdmin: false },
    });

    // Ended: refused on the chat as it is now, and nothing stored.
    await db().update(chats).set({ status: "completed" }).where(eq(chats.id, chatId));
    await expect(writer.append(textFrom(chatId, b, "too late"))).rejects.toThrow(CHAT_ENDED);
    expect((await stored(chatId)).length).toBe(3);
  });
});
