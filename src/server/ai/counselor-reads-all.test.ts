/**
 * The Crisis Counselor reads everything the person wrote before it replies (one-reply-at-a-time.ts,
 * counselor-turn.ts `unansweredByCounselor`): on a real server with the builtin provider, its first
 * reply held back while the person writes twice more. The second reply reads both of those messages
 * together, after the first is stored, never beside it; nothing the person wrote goes unread.
 */
import { describe, expect, it } from "vitest";
import type { MessageView } from "../../shared/api.js";
import { MessageList } from "../../shared/api.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson } from "../testing/server.js";
import { createBuiltinProvider } from "./builtin.js";
import type { AiProvider, AiRequest } from "./provider.js";

const fromCounselor = (m: MessageView) => m.sender === `ai:${CRISIS_PERSONA.name}`;

/** The builtin provider, whose first Crisis Counselor reply waits until the test releases it. */
function heldCounselor() {
  const builtin = createBuiltinProvider();
  const asked: AiRequest[] = [];
  let writing = 0;
  let mostAtOnce = 0;
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  let started!: () => void;
  const firstStarted = new Promise<void>((resolve) => (started = resolve));
  const provider: AiProvider = {
    name: "builtin",
    async reply(request, onDelta) {
      if (request.persona.id !== CRISIS_PERSONA.id) return builtin.reply(request, onDelta);
      asked.push(request);
      mostAtOnce = Math.max(mostAtOnce, ++writing);
      try {
        if (asked.length === 1) {
          started();
          await released;
        }
        return await builtin.reply(request, onDelta);
      } finally {
        writing--;
      }
    },
  };
  return { provider, asked, release, firstStarted, mostAtOnce: () => mostAtOnce };
}

describe.each(databaseKinds)("the Crisis Counselor reading two messages on the %s database", (kind) => {
  const held = heldCounselor();
  const { server, send, matchedPair } = liveChatSuite(kind, held.provider);

  async function counselorReplies(cookie: string, chatId: string, count: number): Promise<MessageView[]> {
    for (let attempt = 0; attempt < 500; attempt++) {
      const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, cookie)).json());
      const replies = list.messages.filter(fromCounselor);
      if (replies.length >= count) return replies;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the Crisis Counselor did not reply ${count} times`);
  }

  it("answers what the person wrote while its reply was on its way, in one reply after it", async () => {
    const { a, chatId } = await matchedPair("late-night");
    const opening = "i want to die";
    await send(a, chatId, opening);
    await held.firstStarted;
    // Neither of these calls the Counselor by itself: no handle, no answer to a question of its own.
    const first = await send(a, chatId, "my parents are asleep downstairs");
    const second = await send(a, chatId, "i dont know who else to tell");
    held.release();

    const replies = await counselorReplies(a.cookie, chatId, 2);
    expect(replies.map((m) => personaReplyAudience(m.clientId))).toEqual(["p1", "p1"]);
    expect(replies[1]!.seq).toBeGreaterThan(second.seq);
    const [toOpening, toBoth] = held.asked;
    expect(toOpening!.message).toBe(opening);
    // One reply reads both, as written, and sees the opening and its own first reply as history.
    expect(toBoth!.message).toBe(`${first.content}\n${second.content}`);
    expect(toBoth!.history.map((turn) => turn.content)).toEqual(expect.arrayContaining([opening, replies[0]!.content]));
    expect(toBoth!.history.map((turn) => turn.content)).not.toContain(first.content);
    expect(held.mostAtOnce()).toBe(1);

    // Nothing is left to answer: no third reply follows.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(held.asked).toHaveLength(2);
  });
});
