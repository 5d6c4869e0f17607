/**
 * A crisis opened by a person's own words in a matched chat is carried into their next match within
 * the window (before-match.ts), as one noticed while they waited is: someone who pressed New Match,
 * or was left and searched again, meets the new partner in crisis support. The partner of the
 * earlier chat carries nothing, a carried opening is never carried on by itself, and a second tab's
 * search in the same moment is answered with the chat the first one joined, crisis line and all
 * (chats/match-decision.ts justJoined).
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MessageView } from "../../shared/api.js";
import { MessageList } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE, CRISIS_URGENT_MESSAGE, crisisLineBeforeMatch } from "../../shared/crisis.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { crisisOpenings } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, sendJson } from "../testing/server.js";
import { nextEventWhere, request, type Person } from "../testing/sockets.js";
import { BEFORE_MATCH_WITHIN_MS } from "./before-match.js";

const PATIENCE = 20_000;

describe.each(databaseKinds)(
  "a crisis said in an earlier matched chat, at the next match, on the %s database",
  (kind) => {
    const { server, person, match, send, greeted, matchedPair } = liveChatSuite(kind);
    const db = () => server.database.db;

    /** Someone waiting alone in `themeId`, on their socket in the chat. */
    async function someoneWaiting(themeId: string) {
      const who = await person();
      const chat = await match(who, themeId);
      await greeted(who, chat.id);
      expect((await request(who.socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
      return { who, chatId: chat.id };
    }

    function heardBy(who: Person): MessageView[] {
      const heard: MessageView[] = [];
      who.socket.on("message:new", (message: MessageView) => heard.push(message));
      return heard;
    }

    const systemLines = async (who: Person, chatId: string) =>
      MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, who.cookie)).json()).messages.filter(
        (m) => m.kind === "system",
      );
    /** New Match: the chat ends, and a new search begins. */
    async function newMatch(who: Person, chatId: string, themeId: string) {
      expect((await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, who.cookie)).statusCode).toBe(200);
      return match(who, themeId);
    }
    const openingsIn = (chatId: string) => db().select().from(crisisOpenings).where(eq(crisisOpenings.chatId, chatId));

    it("opens the next match in crisis support after New Match, and carries nothing for the earlier partner", async () => {
      const { a, b, chatId: first } = await matchedPair("need-to-vent");
      await send(a, first, "i want to kill myself tonight");
      const { who: c, chatId: next } = await someoneWaiting("need-to-vent");
      const cHeard = heardBy(c);
      const line = nextEventWhere(c.socket, "message:new", (m) => m.kind === "system", PATIENCE);
      expect(await newMatch(a, first, "need-to-vent")).toMatchObject({ id: next, matchStatus: "matched", you: "p2" });
      expect(await line).toMatchObject({ content: CRISIS_SYSTEM_MESSAGE, clientId: crisisLineBeforeMatch("p2") });
      expect((await openingsIn(next)).map((row) => [row.personId, row.detector, row.tier])).toEqual([
        [a.userId, "before-match", "high"],
      ]);
      const urging = { chatId: next, clientId: crypto.randomUUID(), content: "do it. nobody cares" };
      expect(await request(c.socket, "message:send", urging)).toEqual({ ok: false, status: 422, error: URGING_REASON });
      expect(cHeard.map((m) => m.content).join("\n")).not.toMatch(/kill myself|tonight/);

      // The earlier partner, who was left and whose words opened nothing, meets their next partner
      // as anyone would.
      const { who: d, chatId: theirs } = await someoneWaiting("need-to-vent");
      expect(await match(b, "need-to-vent")).toMatchObject({ id: theirs, matchStatus: "matched" });
      expect(await systemLines(d, theirs)).toEqual([]);
      expect(await openingsIn(theirs)).toEqual([]);
    });

    it("keeps the urgent wording when the earlier chat's line was urgent", async () => {
      const { a, chatId: first } = await matchedPair("late-night");
      await send(a, first, "i took all my pills");
      const { who: c, chatId: next } = await someoneWaiting("late-night");
      expect(await newMatch(a, first, "late-night")).toMatchObject({ id: next, matchStatus: "matched" });
      expect((await systemLines(c, next)).map((m) => m.content)).toEqual([CRISIS_URGENT_MESSAGE]);
    });

    it("answers a second tab's search with the chat just joined, though its crisis line came after the match", async () => {
      const { a, chatId: first } = await matchedPair("tiny-wins");
      await send(a, first, "i want to kill myself tonight");
      const { who: c, chatId: next } = await someoneWaiting("tiny-wins");
      expect(await newMatch(a, first, "tiny-wins")).toMatchObject({ id: next, matchStatus: "matched", you: "p2" });
      expect(await systemLines(c, next)).toHaveLength(1);
      // Another tab of theirs asks for the same room a moment later: the same search, not a new one
      // that would leave the partner who just arrived.
      expect(await match(a, "tiny-wins")).toMatchObject({ id: next, matchStatus: "matched", status: "active" });
      expect(await systemLines(c, next)).toHaveLength(1);
    });

    it("does not carry a carried opening on, once the words that opened it are older than the window", async () => {
      const { a, chatId: first } = await matchedPair("existential");
      await send(a, first, "i want to kill myself tonight");
      const { chatId: second } = await someoneWaiting("existential");
      expect(await newMatch(a, first, "existential")).toMatchObject({ id: second, matchStatus: "matched" });
      expect(await openingsIn(second)).toHaveLength(1);
      const past = `${BEFORE_MATCH_WITHIN_MS / 1000 + 60} seconds`;
      await db()
        .update(crisisOpenings)
        .set({ createdAt: sql`now() - ${past}::interval` })
        .where(eq(crisisOpenings.chatId, first));
      const { who: d, chatId: third } = await someoneWaiting("existential");
      expect(await newMatch(a, second, "existential")).toMatchObject({ id: third, matchStatus: "matched" });
      expect(await systemLines(d, third)).toEqual([]);
      expect(await openingsIn(third)).toEqual([]);
    });
  },
);
