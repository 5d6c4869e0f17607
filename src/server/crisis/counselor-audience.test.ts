/**
 * The Crisis Counselor's lines in a matched chat say whom they answer: both people read them (the
 * partner is there to support the person in crisis, whose answers to the Counselor are in the shared
 * chat), and each reply is named after the seat of the person whose words it answers, in its stored
 * client id and in the id its words stream under, so the page can say "to you" or "to your chat partner".
 */
import { describe, expect, it } from "vitest";
import { MessageView } from "../../shared/api.js";
import { personaReplyAudience } from "../../shared/persona-audience.js";
import { CRISIS_PERSONA } from "../../shared/personas.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds } from "../testing/server.js";
import { nextEventWhere } from "../testing/sockets.js";

const PATIENCE = 20_000;
const fromCounselor = (m: MessageView) => m.sender === `ai:${CRISIS_PERSONA.name}`;

describe.each(databaseKinds)("the Crisis Counselor's audience on the %s database", (kind) => {
  const { send, matchedPair } = liveChatSuite(kind);

  it("names the person in crisis on the reply both people receive, whichever seat they hold", async () => {
    const { a, b, chatId } = await matchedPair("late-night");
    const streamed: string[] = [];
    a.socket.on("ai:delta", (delta) => streamed.push(delta.streamId));
    const [toWriter, toPartner] = [a, b].map((who) =>
      nextEventWhere(who.socket, "message:new", (m) => fromCounselor(MessageView.parse(m)), PATIENCE),
    );
    const written = await send(b, chatId, "i don't want to be here anymore");
    expect(written.sender).toBe("p2");
    const [reply, partnersCopy] = [MessageView.parse(await toWriter), MessageView.parse(await toPartner)];
    expect(partnersCopy).toEqual(reply);
    expect(personaReplyAudience(reply.clientId)).toBe("p2");
    expect(new Set(streamed)).toEqual(new Set([reply.clientId]));

    // The other seat's words are answered to them.
    const next = nextEventWhere(b.socket, "message:new", (m) => fromCounselor(MessageView.parse(m)), PATIENCE);
    await send(a, chatId, `${CRISIS_PERSONA.handle} I'm scared for them, what do I do?`);
    expect(personaReplyAudience(MessageView.parse(await next).clientId)).toBe("p1");
  });
});
