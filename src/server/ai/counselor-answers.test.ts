/**
 * The Crisis Counselor hears the answer to its own question in a matched chat (counselor-turn.ts):
 * on a real server, two people on real sockets. The person whose words opened crisis mode answers
 * "yes" without writing its handle, and is answered with the emergency wording and the next safety
 * step, and from then on every message of theirs is answered; before any emergency, once their
 * partner has written, their words are the two people's conversation again unless they answer.
 */
import { describe, expect, it } from "vitest";
import { MessageList, MessageView } from "../../shared/api.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { ASK_SUICIDE, STEPS, UNWELL_NOW } from "./companion/crisis-lines.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson } from "../testing/server.js";
import { nextEventWhere, type Person } from "../testing/sockets.js";

const PATIENCE = 20_000;
const fromCounselor = (m: unknown) => MessageView.parse(m).sender === `ai:${CRISIS_PERSONA.name}`;

describe.each(databaseKinds)("the Crisis Counselor hearing its answer on the %s database", (kind) => {
  const { server, send, matchedPair } = liveChatSuite(kind);

  /**
   * Sends `words` as `who` and returns the Counselor's next reply, as `who` receives it; `to`: only
   * a reply to that seat (the other person's reply may still be reaching this socket).
   */
  async function answered(who: Person, chatId: string, words: string, to?: "p1" | "p2") {
    const wanted = (m: unknown) =>
      fromCounselor(m) && (!to || personaReplyAudience(MessageView.parse(m).clientId) === to);
    const reply = nextEventWhere(who.socket, "message:new", wanted, PATIENCE);
    await send(who, chatId, words);
    return MessageView.parse(await reply);
  }

  it("answers the person's 'yes' to its question, and leaves the chat to the two once the partner writes", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const asked = await answered(a, chatId, "i dont want to be here anymore");
    expect(asked.content).toContain(ASK_SUICIDE);

    const yes = await answered(a, chatId, "yes");
    expect(personaReplyAudience(yes.clientId)).toBe("p1");
    expect(yes.content).toContain(STEPS.danger[0]);
    expect(yes.content).toMatch(/\?$/);

    const dizzy = await answered(a, chatId, "yes i am. i feel really dizzy");
    expect(dizzy.content).toContain(UNWELL_NOW);

    // The partner speaks. After the emergency wording the person is still answered (counselor-turn.ts),
    // keeping to the emergency; the partner calls the Counselor with its handle, and is answered apart.
    await send(b, chatId, "i'm here with you, can you call someone?");
    const stillHeard = await answered(a, chatId, "thank you for staying");
    expect(personaReplyAudience(stillHeard.clientId)).toBe("p1");
    expect(stillHeard.content).toMatch(/emergency number|on its way|on their way|out of reach|company/);
    const toPartner = await answered(b, chatId, `${CRISIS_PERSONA.handle} what can i do to help?`, "p2");
    expect(personaReplyAudience(toPartner.clientId)).toBe("p2");
    const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json());
    const afterwards = list.messages.filter((m) => m.seq > stillHeard.seq && fromCounselor(m));
    expect(afterwards.map((m) => personaReplyAudience(m.clientId))).toEqual(["p2"]);
  });

  it("hears the person's answer to its open question though the partner wrote first, and what follows it", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    expect((await answered(a, chatId, "i dont want to be here anymore")).content).toContain(ASK_SUICIDE);
    await send(b, chatId, "oh no :(");
    const yes = await answered(a, chatId, "yes i am");
    expect(personaReplyAudience(yes.clientId)).toBe("p1");
    expect(yes.content).toContain(STEPS.danger[0]);
    const how = await answered(a, chatId, "yeah, every day. i think about how");
    expect(personaReplyAudience(how.clientId)).toBe("p1");
    expect(how.content).not.toContain(ASK_SUICIDE);
  });

  it("keeps to the emergency once it gave the emergency wording: no screening question again", async () => {
    const { a, chatId } = await matchedPair("late-night");
    const first = await answered(a, chatId, "i've been saving my meds");
    expect(first.content).toContain(STEPS.danger[0]);
    for (const words of ["all of them", "saturday"]) {
      await new Promise((resolve) => setTimeout(resolve, 400));
      await send(a, chatId, words);
    }
    const list = async () =>
      MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json()).messages;
    for (let attempt = 0; attempt < 250 && (await list()).at(-1)?.sender !== `ai:${CRISIS_PERSONA.name}`; attempt++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    const after = (await list()).filter((m) => fromCounselor(m) && m.seq > first.seq);
    expect(after.length).toBeGreaterThan(0);
    for (const reply of after) {
      expect(reply.content).not.toMatch(/ending your life|Are you safe right now/);
      expect(reply.content).toMatch(/emergency number|on its way|on their way|out of reach/);
    }
  });

  it("does not answer the partner's words after its question to the person", async () => {
    const { a, b, chatId } = await matchedPair("late-night");
    await answered(a, chatId, "i want to die");
    const partners = await send(b, chatId, "yes");
    const mine = await answered(a, chatId, `${CRISIS_PERSONA.handle} are you still there?`);
    const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, b.cookie)).json());
    const afterwards = list.messages.filter((m) => m.seq > partners.seq && fromCounselor(m));
    expect(afterwards.map((m) => m.id)).toEqual([mine.id]);
  });
});
