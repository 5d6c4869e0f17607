/**
 * A crisis noticed while someone waited opens their match in crisis support (before-match.ts), on a
 * real server with people on real sockets: the partner reads the supporter's line from the first
 * moment, never the words said while waiting; urging the person in crisis is refused from the
 * first message; moderators' record says "before the match". Ordinary waiting chatter, and a
 * crisis noticed in another search longer ago than the window, open nothing.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MessageView } from "../../shared/api.js";
import { MessageList } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE, CRISIS_URGENT_MESSAGE, crisisLineBeforeMatch } from "../../shared/crisis.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { chats, crisisOpenings } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { getJson } from "../testing/server.js";
import { nextEventWhere, request, type Person } from "../testing/sockets.js";
import { UNWELL_NOW } from "../ai/companion/crisis-lines.js";
import { BEFORE_MATCH_WITHIN_MS } from "./before-match.js";

/** How long an awaited event may take on a busy machine before the test fails, saying which. */
const PATIENCE = 20_000;

const WORDS = "i want to kill myself tonight";

describe("a crisis noticed while waiting, at the match", () => {
  const { server, person, match, send, greeted } = liveChatSuite("embedded");
  const db = () => server.database.db;

  /** A person waiting alone in `themeId`, on their socket in the chat, after the persona's greeting. */
  async function waiting(themeId: string, who?: Person) {
    const someone = who ?? (await person());
    const chat = await match(someone, themeId);
    await greeted(someone, chat.id);
    expect((await request(someone.socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    return { who: someone, chatId: chat.id };
  }

  /** Everything `who` ever hears on their socket, from now on. */
  function heardBy(who: Person): MessageView[] {
    const heard: MessageView[] = [];
    who.socket.on("message:new", (message: MessageView) => heard.push(message));
    return heard;
  }

  const listFor = async (who: Person, chatId: string) =>
    MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, who.cookie)).json()).messages;

  const openingsIn = (chatId: string) => db().select().from(crisisOpenings).where(eq(crisisOpenings.chatId, chatId));

  it("opens the chat in crisis support for both from the first moment, never showing the partner the words", async () => {
    const { who: a, chatId } = await waiting("need-to-vent");
    const waitingLine = nextEventWhere(a.socket, "message:new", (m) => m.kind === "system", PATIENCE);
    await send(a, chatId, WORDS);
    expect((await waitingLine).content).toBe(CRISIS_SYSTEM_MESSAGE);

    const b = await person();
    const bHeard = heardBy(b);
    const aHears = nextEventWhere(a.socket, "message:new", (m) => m.clientId === crisisLineBeforeMatch("p1"));
    expect(await match(b, "need-to-vent")).toMatchObject({ id: chatId, matchStatus: "matched", you: "p2" });
    // The line is stored before the match is answered: the partner's page finds it when it joins.
    const joined = await request(b.socket, "chat:join", { chatId });
    if (!joined.ok) throw new Error(joined.error);
    const [matched] = await db().select().from(chats).where(eq(chats.id, chatId));
    const line = { kind: "system", sender: "system", content: CRISIS_SYSTEM_MESSAGE };
    expect(joined.data.messages).toEqual([expect.objectContaining({ ...line, clientId: crisisLineBeforeMatch("p1") })]);
    expect(joined.data.messages[0]!.seq).toBeGreaterThan(matched!.matchedSeq);
    // The person in crisis keeps their own line from the wait, and hears this one too.
    expect((await aHears).content).toBe(CRISIS_SYSTEM_MESSAGE);
    expect((await listFor(a, chatId)).map((m) => m.content)).toEqual(expect.arrayContaining([WORDS]));

    // Moderators' record: whose crisis, noticed before the match, placed where moderators read.
    const openings = await openingsIn(chatId);
    const atMatch = openings.filter((row) => row.detector === "before-match");
    expect(atMatch).toEqual([
      expect.objectContaining({ personId: a.userId, tier: "high", seq: joined.data.messages[0]!.seq }),
    ]);

    // Urging rules apply to the partner from their first message.
    for (const urging of ["do it. nobody cares", "take the whole bottle then"]) {
      const reply = await request(b.socket, "message:send", { chatId, clientId: crypto.randomUUID(), content: urging });
      expect(reply).toEqual({ ok: false, status: 422, error: URGING_REASON });
    }
    // The Counselor is there as in crisis mode: the partner calling it hears the Counselor, and
    // nothing it says to them tells of the words.
    const counselor = nextEventWhere(b.socket, "message:new", (m) => m.sender.startsWith("ai:"), PATIENCE);
    await send(b, chatId, `${CRISIS_PERSONA.handle} how do i help someone who is struggling?`);
    expect((await counselor).sender).toBe(`ai:${CRISIS_PERSONA.name}`);

    // Nothing the partner ever read, live or listed, holds the words.
    const read = [...bHeard, ...joined.data.messages, ...(await listFor(b, chatId))];
    expect(read.map((m) => m.content).join("\n")).not.toMatch(/kill myself|tonight/i);
    const systemLines = new Set(read.filter((m) => m.kind === "system").map((m) => m.clientId));
    expect([...systemLines]).toEqual([crisisLineBeforeMatch("p1")]);

    // The waiting page's next heartbeat, answered with the matched chat, posts no second line.
    expect(await match(a, "need-to-vent", chatId)).toMatchObject({ id: chatId, matchStatus: "matched" });
    expect((await listFor(b, chatId)).filter((m) => m.kind === "system")).toHaveLength(1);
  });

  it("carries an act told in another waiting chat, within the window, to the chat the person joins, urgent", async () => {
    const { who: c, chatId: cChat } = await waiting("late-night");
    const { who: a, chatId: aChat } = await waiting("need-to-vent");
    const waitingLine = nextEventWhere(a.socket, "message:new", (m) => m.kind === "system", PATIENCE);
    await send(a, aChat, "i took all my pills");
    // An act as the first crisis words: the emergency wording at once, while waiting too.
    expect((await waitingLine).content).toBe(CRISIS_URGENT_MESSAGE);
    // The person tries another room, where someone is waiting: they join that chat, in seat p2.
    const cHeard = heardBy(c);
    const line = nextEventWhere(c.socket, "message:new", (m) => m.kind === "system", PATIENCE);
    expect(await match(a, "late-night")).toMatchObject({ id: cChat, matchStatus: "matched", you: "p2" });
    expect(await line).toMatchObject({ content: CRISIS_URGENT_MESSAGE, clientId: crisisLineBeforeMatch("p2") });
    expect((await listFor(a, cChat)).map((m) => m.clientId)).toEqual([crisisLineBeforeMatch("p2")]);
    expect((await openingsIn(cChat)).map((row) => [row.personId, row.detector, row.tier, row.category])).toEqual([
      [a.userId, "before-match", "high", "method"],
    ]);
    const reply = await request(c.socket, "message:send", {
      chatId: cChat,
      clientId: crypto.randomUUID(),
      content: "i bet you wont even do it",
    });
    expect(reply).toEqual({ ok: false, status: 422, error: URGING_REASON });
    expect(cHeard.map((m) => m.content).join("\n")).not.toMatch(/pills/);
  });

  it("meets drowsiness after the match with the emergency number, when an overdose was told while waiting", async () => {
    // A second stranger's trial: the Counselor read only what was said since the match, and asked
    // for the pills to be put out of reach after "getting really sleepy now".
    const { who: a, chatId } = await waiting("late-night");
    await send(a, chatId, "i dont want to be here anymore");
    await send(a, chatId, "i took them all");
    const b = await person();
    expect(await match(b, "late-night")).toMatchObject({ id: chatId, matchStatus: "matched" });
    const reply = nextEventWhere(
      b.socket,
      "message:new",
      (m) => m.sender === `ai:${CRISIS_PERSONA.name}` && m.content.includes(UNWELL_NOW),
      PATIENCE,
    );
    expect((await request(b.socket, "chat:join", { chatId })).ok).toBe(true);
    await send(a, chatId, "getting really sleepy now");
    expect((await reply).content).not.toMatch(/i took them all|dont want to be here/);
  });

  it("opens nothing for ordinary waiting chatter, and urging rules stay off", async () => {
    const { who: a, chatId } = await waiting("need-to-vent");
    await send(a, chatId, "long day at work, just want someone to talk to about it");
    await send(a, chatId, "honestly i'm so bored of waiting lol");
    const b = await person();
    expect(await match(b, "need-to-vent")).toMatchObject({ id: chatId, matchStatus: "matched" });
    expect(await send(b, chatId, "just do it, tell your boss how you feel")).toMatchObject({ kind: "text" });
    expect((await listFor(b, chatId)).filter((m) => m.kind === "system")).toEqual([]);
    expect(await openingsIn(chatId)).toEqual([]);
  });

  it("does not carry a crisis noticed in another search longer ago than the window", async () => {
    const { who: c, chatId: cChat } = await waiting("calm");
    const { who: a, chatId: aChat } = await waiting("need-to-vent");
    await send(a, aChat, WORDS);
    const past = `${BEFORE_MATCH_WITHIN_MS / 1000 + 60} seconds`;
    await db()
      .update(crisisOpenings)
      .set({ createdAt: sql`now() - ${past}::interval` })
      .where(eq(crisisOpenings.chatId, aChat));
    expect(await match(a, "calm")).toMatchObject({ id: cChat, matchStatus: "matched", you: "p2" });
    expect((await listFor(c, cChat)).filter((m) => m.kind === "system")).toEqual([]);
    expect(await openingsIn(cChat)).toEqual([]);
  });
});
