/**
 * A crisis opening is recorded once per crisis notice, even when recording it first failed: the
 * person's page sends again with the same client id, and the retry records what the first attempt
 * could not. On a real server with two people on real sockets; the first record fails in the
 * database itself (a trigger), as it would when the database refuses a write.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE, CRISIS_URGENT_MESSAGE } from "../../shared/crisis.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { chats, crisisOpenings } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, type TestServer } from "../testing/server.js";
import { request, type Person } from "../testing/sockets.js";

/** Makes every record of a crisis opening in this chat fail until the returned function is called. */
async function refuseOpeningsIn(server: TestServer, chatId: string): Promise<() => Promise<void>> {
  const { db } = server.database;
  // DDL takes no parameters: the chat id (a uuid the server made) is written into the statement.
  const trigger = `refuse_openings_${chatId.replaceAll("-", "_")}`;
  await db.execute(
    sql.raw(`create function ${trigger}() returns trigger language plpgsql as $$
      begin raise exception 'crisis_openings refused a write'; end $$`),
  );
  await db.execute(
    sql.raw(`create trigger ${trigger} before insert on crisis_openings for each row
      when (new.chat_id = '${chatId}') execute function ${trigger}()`),
  );
  return async () => {
    await db.execute(sql.raw(`drop trigger ${trigger} on crisis_openings`));
    await db.execute(sql.raw(`drop function ${trigger}()`));
  };
}

/** The sum of kindred_crisis_opened_total over the offline detector's categories and tiers. */
async function offlineOpeningsCounted(server: TestServer): Promise<number> {
  const text = (await server.fastify.inject({ method: "GET", url: "/metrics" })).body;
  return text
    .split("\n")
    .filter((line) => line.startsWith("kindred_crisis_opened_total{") && line.includes('detector="offline"'))
    .reduce((sum, line) => sum + Number(line.split(" ").at(-1)), 0);
}

describe.each(databaseKinds)("recording a crisis opening on the %s database", (kind) => {
  const { server, matchedPair } = liveChatSuite(kind);
  /** What `who` sends in the chat, and the crisis lines it holds (usual and urgent), in order. */
  const crisisLinesOf = (who: Person, chatId: string) => ({
    notices: async () =>
      MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, who.cookie)).json())
        .messages.map((m) => m.content)
        .filter((content) => content === CRISIS_SYSTEM_MESSAGE || content === CRISIS_URGENT_MESSAGE),
    send: (clientId: string, content: string) => request(who.socket, "message:send", { chatId, clientId, content }),
  });
  const openingsOf = (chatId: string) =>
    server.database.db.select().from(crisisOpenings).where(eq(crisisOpenings.chatId, chatId));
  /** The chat row's mark of crisis mode, which the message path reads instead of the openings. */
  const markedAt = async (chatId: string) =>
    (await server.database.db.select({ at: chats.crisisOpenedAt }).from(chats).where(eq(chats.id, chatId)))[0]!.at;

  it("records, on a retried send, an opening its first attempt failed to record, once however often retried", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const counted = await offlineOpeningsCounted(server);
    const words = { chatId, clientId: "crisis-retry-1", content: "i want to kill myself tonight" };
    const allowOpenings = await refuseOpeningsIn(server, chatId);
    try {
      // The person's words and the crisis notice are stored and delivered: only the record failed.
      expect(await request(a.socket, "message:send", words)).toMatchObject({ ok: true });
      expect(await openingsOf(chatId)).toEqual([]);
      // Marked with the record, in one transaction: not without it.
      expect(await markedAt(chatId)).toBeNull();
    } finally {
      await allowOpenings();
    }
    expect(await offlineOpeningsCounted(server)).toBe(counted + 1);

    // The page sends again (no acknowledgement reached it, say), twice at once.
    const retries = await Promise.all([
      request(a.socket, "message:send", words),
      request(a.socket, "message:send", words),
    ]);
    expect(retries.map((reply) => reply.ok)).toEqual([true, true]);
    const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json());
    const notices = list.messages.filter((m) => m.kind === "system" && m.content === CRISIS_SYSTEM_MESSAGE);
    expect(notices).toHaveLength(1);
    const openings = await openingsOf(chatId);
    expect(openings).toHaveLength(1);
    expect(openings[0]).toMatchObject({ personId: a.userId, detector: "offline", seq: notices[0]!.seq });
    expect(await markedAt(chatId)).toBeInstanceOf(Date);
    // Counted when it opened, not again for the retries.
    expect(await offlineOpeningsCounted(server)).toBe(counted + 1);

    // Now recorded, the partner's words are screened knowing whose crisis it is.
    const urging = await request(b.socket, "message:send", {
      chatId,
      clientId: "urging-after-retry",
      content: "take the whole bottle then",
    });
    expect(urging).toEqual({ ok: false, status: 422, error: URGING_REASON });
  });

  it("records an opening that succeeded the first time once, however often the send is retried", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    const words = { chatId, clientId: "crisis-once-1", content: "i want to kill myself tonight" };
    expect(await request(a.socket, "message:send", words)).toMatchObject({ ok: true });
    expect(await request(a.socket, "message:send", words)).toMatchObject({ ok: true });
    expect(await request(a.socket, "message:send", words)).toMatchObject({ ok: true });
    expect((await openingsOf(chatId)).map((row) => row.personId)).toEqual([a.userId]);
  });

  it("posts the urgent line, an opening of its own, when a person's words reach the high tier after a lower one", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    const { notices, send } = crisisLinesOf(a, chatId);
    expect(await send("escalate-1", "i just want to sleep and not wake up")).toMatchObject({ ok: true });
    expect(await send("escalate-2", "i wish i was dead")).toMatchObject({ ok: true });
    expect(await send("escalate-3", "i already took the pills. like 20 of my mums")).toMatchObject({ ok: true });
    expect(await send("escalate-3", "i already took the pills. like 20 of my mums")).toMatchObject({ ok: true });
    expect(await send("escalate-4", "my wrists are bleeding")).toMatchObject({ ok: true });
    // After the urgent line, the next is urgent again: never the usual line under the emergency.
    expect(await notices()).toEqual([
      CRISIS_SYSTEM_MESSAGE,
      CRISIS_SYSTEM_MESSAGE,
      CRISIS_URGENT_MESSAGE,
      CRISIS_URGENT_MESSAGE,
    ]);
    const openings = await openingsOf(chatId);
    expect(openings.map((row) => row.tier).sort()).toEqual(["high", "high", "moderate", "moderate"]);
    // The chat is marked in its first opening's transaction, and later ones leave the mark as it was.
    const first = Math.min(...openings.map((row) => row.createdAt.getTime()));
    expect(await markedAt(chatId)).toEqual(new Date(first));
  });

  it("posts the urgent line for an act done after an earlier high-tier line that was not urgent, and keeps to it", async () => {
    const { a, chatId } = await matchedPair("late-night");
    const { notices, send } = crisisLinesOf(a, chatId);
    expect(await send("act-done-1", "i want to kill myself tonight")).toMatchObject({ ok: true });
    const taken = "i have the pills right here, i've taken some already";
    expect(await send("act-done-2", taken)).toMatchObject({ ok: true });
    expect(await send("act-done-2", taken)).toMatchObject({ ok: true });
    expect(await send("act-done-3", "i swallowed a handful of pills")).toMatchObject({ ok: true });
    // Once urgent, the person's later lines here are urgent too (urgent-line.ts).
    expect(await notices()).toEqual([CRISIS_SYSTEM_MESSAGE, CRISIS_URGENT_MESSAGE, CRISIS_URGENT_MESSAGE]);
  });

  it.each([
    ["i took all my pills", "need-to-vent"],
    ["i cut myself and it won't stop bleeding", "late-night"],
  ])(
    "posts the urgent line, and only it, when a person's first crisis words tell of an act: %s",
    async (words, themeId) => {
      const { a, b, chatId } = await matchedPair(themeId);
      const { notices, send } = crisisLinesOf(a, chatId);
      expect(await send("act-first-1", words)).toMatchObject({ ok: true });
      expect(await send("act-first-1", words)).toMatchObject({ ok: true });
      expect(await notices()).toEqual([CRISIS_URGENT_MESSAGE]);
      // The partner reads the same single line (their page words it for a supporter).
      expect(await crisisLinesOf(b, chatId).notices()).toEqual([CRISIS_URGENT_MESSAGE]);
      // What follows it is urgent again: the usual line under it would read as if the emergency were over.
      expect(await send("act-first-2", "i swallowed a handful of pills")).toMatchObject({ ok: true });
      expect(await notices()).toEqual([CRISIS_URGENT_MESSAGE, CRISIS_URGENT_MESSAGE]);
    },
  );

  it("never steps back to the usual line after the urgent one, for a lower tier either", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const { notices, send } = crisisLinesOf(a, chatId);
    expect(await send("step-back-1", "i took all my pills")).toMatchObject({ ok: true });
    expect(await send("step-back-2", "i just want to disappear")).toMatchObject({ ok: true });
    expect(await notices()).toEqual([CRISIS_URGENT_MESSAGE, CRISIS_URGENT_MESSAGE]);
    // The second signal is of a lower tier, and still an opening of its own.
    const openings = (await openingsOf(chatId)).sort((x, y) => x.seq! - y.seq!);
    expect(openings.map((row) => row.tier)).toEqual(["high", expect.not.stringMatching(/^high$/)]);
    // The partner reads the same lines (their page words them for a supporter).
    expect(await crisisLinesOf(b, chatId).notices()).toEqual([CRISIS_URGENT_MESSAGE, CRISIS_URGENT_MESSAGE]);
  });
});
