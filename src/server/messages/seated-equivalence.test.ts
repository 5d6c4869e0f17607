/**
 * The seated statement (statements.ts STORE_SEATED) holds, in SQL, the part of store.ts's rules
 * that a person's message in their own open chat passes: the chat is active and the person holds a
 * seat. It must never store what those rules refuse or would store differently, and it must take
 * every message they store from a seated person or from no person (otherwise that message pays for
 * the read path). Every chat state against every kind of sender, stored both ways on identical chats.
 * On PostgreSQL, also what the statement sees after waiting for another writer's lock.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { Viewer } from "../auth/viewer.js";
import type { PooledDb } from "../db/client.js";
import { chats } from "../db/schema.js";
import { countingRuns } from "../testing/counting.js";
import { createPeople } from "../testing/people.js";
import { databaseKinds, serverForSuite } from "../testing/server.js";
import { storedMessages, textFrom } from "../testing/stored-chats.js";
import { createCipher } from "./crypto.js";
import { READ_CHATS } from "./statements.js";
import { CHAT_ENDED, type NewMessage } from "./store.js";
import { createMessageWriter } from "./writer.js";

const cipher = createCipher(randomBytes(32));

const STATUSES = ["active", "completed", "pending"] as const;
const STAGES = ["waiting", "matched"] as const;
/** Who sends, and whether that person holds a seat in the chat (what the statement may take). */
const SENDERS = [
  { as: "the first person", seated: true },
  { as: "the second person", seated: true },
  { as: "someone else", seated: false },
  { as: "a moderator without a seat", seated: false },
  { as: "a moderator who holds the first seat", seated: true },
  { as: "the room's persona (no person)", seated: true },
  { as: "Kindred, on the first person's behalf", seated: true },
  { as: "Kindred, on a moderator's behalf", seated: false },
] as const;
type SenderName = (typeof SENDERS)[number]["as"];

describe.each(databaseKinds)("the seated statement and the rules agree, on the %s database", (kind) => {
  const server = serverForSuite({ kind });
  const db = () => server.database.db;

  /** A writer whose every read of chats (the read path) is counted. */
  function countingWriter() {
    const { db: watched, counts } = countingRuns(db(), { reads: READ_CHATS });
    return { writer: createMessageWriter(watched, cipher), reads: () => counts.reads };
  }

  async function newChat(
    status: (typeof STATUSES)[number],
    stage: (typeof STAGES)[number],
    first: Viewer,
    second: Viewer,
  ) {
    const matched = stage === "matched";
    const [chat] = await db()
      .insert(chats)
      .values({
        themeId: "late-night",
        status,
        participant1Id: first.id,
        participant2Id: matched ? second.id : null,
        matchStatus: matched ? "matched" : "waiting",
        matchedAt: matched ? new Date() : null,
        lastSeq: 3,
      })
      .returning();
    return chat!.id;
  }

  function messageOf(sender: SenderName, chatId: string, people: Record<string, Viewer>): NewMessage {
    const { first, second, outsider, moderator, seatedModerator } = people;
    switch (sender) {
      case "the first person":
        return textFrom(chatId, first!, "hello");
      case "the second person":
        return textFrom(chatId, second!, "hello");
      case "someone else":
        return textFrom(chatId, outsider!, "hello");
      case "a moderator without a seat":
        return textFrom(chatId, moderator!, "hello");
      case "a moderator who holds the first seat":
        return textFrom(chatId, seatedModerator!, "hello");
      case "the room's persona (no person)":
        return { chatId, senderId: "ai:Mira", kind: "text", content: "hello", clientId: randomUUID() };
      case "Kindred, on the first person's behalf":
        return { ...textFrom(chatId, first!, "hello"), senderId: "system", kind: "system" };
      case "Kindred, on a moderator's behalf":
        return { ...textFrom(chatId, moderator!, "hello"), senderId: "system", kind: "system" };
    }
  }

  const cases = STATUSES.flatMap((status) =>
    STAGES.flatMap((stage) =>
      // Nobody holds the second seat of a chat that is still waiting.
      SENDERS.map(({ as, seated }) => ({
        status,
        stage,
        as,
        seated: seated && !(as === "the second person" && stage === "waiting"),
      })),
    ),
  );

  it.each(cases)("$status, $stage chat, from $as", async ({ status, stage, as, seated }) => {
    const [first, second, outsider, moderatorPerson, seatedModeratorPerson] = await createPeople(db(), 5);
    const moderator = { ...moderatorPerson!, isAdmin: true };
    const seatedModerator = { ...seatedModeratorPerson!, isAdmin: true };
    const holderOfFirstSeat = as === "a moderator who holds the first seat" ? seatedModerator : first!;
    const people = { first: first!, second: second!, outsider: outsider!, moderator, seatedModerator };

    const outcomeOf = async (message: NewMessage) => {
      const { writer, reads } = countingWriter();
      const settled = await writer.append(message).then(
        (appended) => ({
          seq: appended.message.seq,
          isAdmin: appended.message.isAdmin,
          lastSeq: appended.chat.lastSeq,
        }),
        (error: Error) => ({ refused: error.message }),
      );
      const rows = await storedMessages(db(), message.chatId);
      return { settled, stored: rows.map((row) => [row.seq, row.senderId, row.isAdmin]), read: reads() > 0 };
    };
    const bothWays = async () => {
      const chatIds = [
        await newChat(status, stage, holderOfFirstSeat, second!),
        await newChat(status, stage, holderOfFirstSeat, second!),
      ];
      const usual = await outcomeOf(messageOf(as, chatIds[0]!, people));
      const byRules = await outcomeOf({ ...messageOf(as, chatIds[1]!, people), onlyIf: () => true });
      return { usual, byRules };
    };

    const { usual, byRules } = await bothWays();
    expect(usual.settled).toEqual(byRules.settled);
    expect(usual.stored).toEqual(byRules.stored);
    // Taken by the statement exactly when the rules store it and the sender is seated or no person.
    const storedByRules = !("refused" in byRules.settled);
    expect(usual.read).toBe(!(storedByRules && seated));
  });

  it("refuses a message to a chat that does not exist, by the rules' own words", async () => {
    const [person] = await createPeople(db(), 1);
    const { writer, reads } = countingWriter();
    await expect(writer.append(textFrom(randomUUID(), person!, "hello"))).rejects.toThrow(/could not be found/);
    expect(reads()).toBe(1);
  });

  it.runIf(kind === "postgres")(
    "decides on the chat as another writer left it, when it had to wait for that writer's lock",
    async () => {
      const [first, second, newcomer] = await createPeople(db(), 3);
      const [ending, joining] = [
        await newChat("active", "matched", first!, second!),
        await newChat("active", "waiting", first!, second!),
      ];
      const { writer } = countingWriter();
      const pool = db().$client;
      const other = await pool.connect();
      try {
        await other.query("begin");
        await other.query("update chats set status = 'completed' where id = $1", [ending]);
        await other.query("update chats set participant2_id = $2, match_status = 'matched' where id = $1", [
          joining,
          newcomer!.id,
        ]);
        const tooLate = writer.append(textFrom(ending, first!, "too late"));
        const welcome = writer.append(textFrom(joining, newcomer!, "I am here"));
        await waitForLockWaits(pool, 1);
        await other.query("commit");
        await expect(tooLate).rejects.toThrow(CHAT_ENDED);
        await expect(welcome).resolves.toMatchObject({ message: { seq: 4, isAdmin: false } });
      } finally {
        other.release();
      }
      expect(await storedMessages(db(), ending)).toEqual([]);
      const [ended] = await db().select().from(chats).where(eq(chats.id, ending));
      expect(ended!.lastSeq).toBe(3);
    },
  );
});

/** Until at least `count` statements wait for a row lock held by another transaction. */
async function waitForLockWaits(pool: PooledDb["$client"], count: number) {
  for (let attempt = 0; attempt < 200; attempt++) {
    const { rows } = await pool.query<{ waiting: number }>(
      "select count(*)::int as waiting from pg_stat_activity where wait_event_type = 'Lock'",
    );
    if (rows[0]!.waiting >= count) return;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`no statement waited for a lock within 2 s`);
}
