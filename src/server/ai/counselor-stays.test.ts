/**
 * The Crisis Counselor does not go silent in crisis mode (counselor-turn.ts): on a real server with
 * the builtin provider, two people on real sockets. A short answer to its open question is heard
 * after the person's own "hold on" and the partner's words; once it has given the emergency wording,
 * every message of the person in crisis ("ok", "idk", "i'm tired") is answered, keeping to it.
 */
import { describe, expect, it } from "vitest";
import type { MessageView } from "../../shared/api.js";
import { MessageList } from "../../shared/api.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { CRISIS_URGENT_MESSAGE } from "../../shared/crisis.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { ASK_COMPANY, ASK_SUICIDE, STEPS, UNWELL_NOW } from "./companion/crisis-lines.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson } from "../testing/server.js";
import type { Person } from "../testing/sockets.js";

const fromCounselor = (m: MessageView) => m.sender === `ai:${CRISIS_PERSONA.name}`;
/** What keeps to the emergency: the number, help on its way, the means out of reach. */
const EMERGENCY = /emergency number|on its way|on their way|out of reach/;

describe.each(databaseKinds)("the Crisis Counselor staying with the person on the %s database", (kind) => {
  const { server, send, matchedPair } = liveChatSuite(kind);

  const list = async (who: Person, chatId: string) =>
    MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, who.cookie)).json()).messages;

  /** The Counselor's replies to the person in seat p1 after `seq`, once they are `count` or more. */
  async function repliesAfter(who: Person, chatId: string, seq: number, count = 1) {
    for (let attempt = 0; attempt < 500; attempt++) {
      const replies = (await list(who, chatId)).filter(
        (m) => fromCounselor(m) && m.seq > seq && personaReplyAudience(m.clientId) === "p1",
      );
      if (replies.length >= count) return replies;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error(`the Crisis Counselor did not answer after message ${seq}`);
  }

  /** Waits until no reply is still on its way: the chat's messages stay the same for a while. */
  async function settled(who: Person, chatId: string) {
    let before = -1;
    for (let attempt = 0; attempt < 50; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 150));
      const now = (await list(who, chatId)).length;
      if (now === before) return;
      before = now;
    }
  }

  it("hears 'yeah i am' to its question after the person's 'hold on' and the partner's words", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const opening = await send(a, chatId, "i want to die");
    expect((await repliesAfter(a, chatId, opening.seq))[0]!.content).toContain(ASK_SUICIDE);
    await send(a, chatId, "hold on");
    await settled(a, chatId);
    await send(b, chatId, "you're not alone");
    const yes = await send(a, chatId, "yeah i am");
    const [heard] = await repliesAfter(a, chatId, yes.seq);
    expect(heard!.content).toContain(STEPS.danger[0]);
    await settled(a, chatId);
    await send(b, chatId, "please put it away");
    const no = await send(a, chatId, "no");
    const [afterNo] = await repliesAfter(a, chatId, no.seq);
    // Keeping to the emergency: the number, help, the means, or someone to be with them.
    expect(afterNo!.content.includes(ASK_COMPANY) || EMERGENCY.test(afterNo!.content)).toBe(true);
    expect(afterNo!.content).not.toContain(ASK_SUICIDE);
  });

  it("answers every message after the emergency wording, and drowsiness with the emergency number", async () => {
    const { a, b, chatId } = await matchedPair("late-night");
    const taken = await send(a, chatId, "i have the pills right here, i've taken some already");
    expect((await repliesAfter(a, chatId, taken.seq))[0]!.content).toMatch(EMERGENCY);
    for (const words of ["ok", "idk"]) {
      await settled(a, chatId);
      // The partner's words in between do not make the person's theirs alone: the emergency goes on.
      await send(b, chatId, "are you there?");
      const sent = await send(a, chatId, words);
      const [reply] = await repliesAfter(a, chatId, sent.seq);
      expect(reply!.content).toMatch(EMERGENCY);
      expect(reply!.content).not.toMatch(/ending your life|Are you safe right now/);
    }
    await settled(a, chatId);
    const tired = await send(a, chatId, "i'm tired");
    expect((await repliesAfter(a, chatId, tired.seq))[0]!.content).toContain(UNWELL_NOW);
  });

  it("meets an overdose said by a pronoun, then drowsiness, with the emergency number (a stranger's trial)", async () => {
    const { a, b, chatId } = await matchedPair("late-night");
    await send(a, chatId, "hi");
    await send(b, chatId, "hey");
    const opening = await send(a, chatId, "i dont want to be here anymore");
    expect((await repliesAfter(a, chatId, opening.seq))[0]!.content).toContain(ASK_SUICIDE);
    await settled(a, chatId);
    const taken = await send(a, chatId, "i took them all");
    expect((await repliesAfter(a, chatId, taken.seq))[0]!.content).toMatch(EMERGENCY);
    for (const words of ["getting really sleepy now", "my eyes r so heavy"]) {
      await settled(a, chatId);
      const sent = await send(a, chatId, words);
      expect((await repliesAfter(a, chatId, sent.seq))[0]!.content).toContain(UNWELL_NOW);
    }
    // The chat heard it too: the urgent line went to both people, and what the drowsiness opened
    // after it is urgent again, never the usual line under the emergency (crisis/urgent-line.ts).
    const lines = (await list(b, chatId)).filter((m) => m.sender === "system").map((m) => m.content);
    expect(lines).toContain(CRISIS_URGENT_MESSAGE);
    expect(new Set(lines.slice(lines.indexOf(CRISIS_URGENT_MESSAGE)))).toEqual(new Set([CRISIS_URGENT_MESSAGE]));
  });
});
