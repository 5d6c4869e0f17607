/**
 * Two signed-up people on real sockets: matched, talking (text, vibes and reactions), reconnecting,
 * ending. What the screening does on a live chat: screened-messages.test.ts; a stranger to the chat:
 * strangers.test.ts; two people on two instances: across-instances.test.ts.
 */
import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MessageList } from "../../shared/api.js";
import { messages } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, sendJson } from "../testing/server.js";
import { nextEvent, request } from "../testing/sockets.js";

describe.each(databaseKinds)("chatting on the %s database", (kind) => {
  const { server, people, person, match, send, matchedPair } = liveChatSuite(kind);

  it("delivers messages both ways in real time, in order, stored encrypted", async () => {
    const { a, b, chatId } = await matchedPair("late-night");
    const arriving = nextEvent(b.socket, "message:new");
    const sent = await send(a, chatId, "hello from the night");
    expect(await arriving).toEqual(sent);
    expect(sent).toMatchObject({ sender: "p1", kind: "text", content: "hello from the night" });
    const reply = await send(b, chatId, "hi, I'm here too");
    expect(reply).toMatchObject({ seq: sent.seq + 1, sender: "p2" });

    const stored = await server.database.db.select().from(messages).where(eq(messages.chatId, chatId));
    expect(stored.map((m) => m.content).every((c) => c.startsWith("enc:v1:"))).toBe(true);
    expect(JSON.stringify(sent)).not.toContain(a.userId);
  });

  it("answers the sending socket by its acknowledgement alone; the sender's other tabs hear the message", async () => {
    const { a, b, chatId } = await matchedPair("late-night");
    const otherTab = await people.connect(a.cookie);
    expect((await request(otherTab, "chat:join", { chatId })).ok).toBe(true);
    const echoed: unknown[] = [];
    a.socket.on("message:new", (message) => echoed.push(message));
    const [toPartner, toOtherTab] = [nextEvent(b.socket, "message:new"), nextEvent(otherTab, "message:new")];
    const sent = await send(a, chatId, "from my phone");
    expect(await toPartner).toEqual(sent);
    expect(await toOtherTab).toEqual(sent);
    // Sent to the room at once: had the sending socket been sent it too, it would be here by now.
    await request(a.socket, "chat:join", { chatId, afterSeq: sent.seq });
    expect(echoed).toEqual([]);
  });

  it("stores a retried send once and numbers concurrent sends without gaps", async () => {
    const { a, b, chatId } = await matchedPair("existential");
    const clientId = "retry-me-12345";
    const [first, retry] = await Promise.all([
      send(a, chatId, "once only", clientId),
      send(a, chatId, "once only", clientId),
    ]);
    expect(retry.id).toBe(first.id);
    const viaRest = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId, content: "once only" },
      a.cookie,
    );
    expect(viaRest.statusCode).toBe(200);
    expect(viaRest.json().message.id).toBe(first.id);
    const [row] = await server.database.db
      .select({ stored: count() })
      .from(messages)
      .where(and(eq(messages.chatId, chatId), eq(messages.clientId, clientId)));
    expect(row?.stored).toBe(1);

    const burst = await Promise.all(Array.from({ length: 25 }, (_, i) => send(i % 2 ? a : b, chatId, `message ${i}`)));
    expect(burst.map((m) => m.seq).sort((x, y) => x - y)).toEqual(
      Array.from({ length: 25 }, (_, i) => first.seq + 1 + i),
    );
  });

  it("gives a reconnecting person exactly what they missed, over the socket and over REST", async () => {
    const { a, b, chatId } = await matchedPair("unsent-letters");
    const seen = await send(a, chatId, "before the tunnel");
    b.socket.close();
    const missed = [await send(a, chatId, "one"), await send(a, chatId, "two"), await send(a, chatId, "three")];
    const back = await people.connect(b.cookie);
    const reply = await request(back, "chat:join", { chatId, afterSeq: seen.seq });
    expect(reply.ok && reply.data.messages).toEqual(missed);

    const polled = await getJson(server, `/api/chats/${chatId}/messages?after=${missed[0]!.seq}`, b.cookie);
    expect(MessageList.parse(polled.json()).messages.map((m) => m.content)).toEqual(["two", "three"]);
  });

  it("shows the partner typing, and only to the room", async () => {
    const { a, b, chatId } = await matchedPair("tiny-wins");
    const typing = nextEvent(b.socket, "partner:typing");
    a.socket.emit("typing", { chatId });
    expect(await typing).toEqual({ chatId });
  });

  it("tells the partner at once when the person stops typing with nothing to send", async () => {
    const { a, b, chatId } = await matchedPair("tiny-wins");
    const typing = nextEvent(b.socket, "partner:typing");
    a.socket.emit("typing", { chatId });
    await typing;
    const stopped = nextEvent(b.socket, "partner:stopped-typing");
    a.socket.emit("typing", { chatId, typing: false });
    expect(await stopped).toEqual({ chatId });
  });

  it("does not show a person's typing to their own other tab as the partner's", async () => {
    const { a, b, chatId } = await matchedPair("tiny-wins");
    const otherTab = await people.connect(a.cookie);
    await request(otherTab, "chat:join", { chatId });
    const heard: unknown[] = [];
    otherTab.on("partner:typing", (payload) => heard.push(payload));
    const typing = nextEvent(b.socket, "partner:typing");
    a.socket.emit("typing", { chatId });
    await typing;
    // The partner's next message reaches the other tab after anything the typing sent it.
    const said = nextEvent(otherTab, "message:new");
    await send(b, chatId, "still there?");
    await said;
    expect(heard).toEqual([]);
    otherTab.close();
  });

  it("shares vibes (1 to 3 from the list) and reactions with the partner, and refuses anything else", async () => {
    const { a, b, chatId } = await matchedPair("gratitude-flow");
    const vibe = nextEvent(b.socket, "message:new");
    const sent = await request(a.socket, "message:send", {
      chatId,
      clientId: "vibes-0001",
      kind: "vibe",
      content: "anxious,hopeful",
    });
    expect(sent.ok).toBe(true);
    expect(await vibe).toMatchObject({ kind: "vibe", sender: "p1", content: "anxious,hopeful" });
    const reaction = nextEvent(a.socket, "message:new");
    await request(b.socket, "message:send", { chatId, clientId: "reaction-01", kind: "reaction", content: "love" });
    expect(await reaction).toMatchObject({ kind: "reaction", sender: "p2", content: "love" });

    const refusals = [
      { kind: "vibe", content: "anxious,hopeful,numb,lonely", error: "Choose 1 to 3 vibes from the list." },
      { kind: "vibe", content: "sleepy", error: "Choose 1 to 3 vibes from the list." },
      { kind: "vibe", content: "numb,numb", error: "Choose 1 to 3 vibes from the list." },
      { kind: "reaction", content: "Sending hate", error: "Choose one of the four reactions." },
      { kind: "system", content: "I am the system now", error: expect.any(String) },
    ];
    for (const [i, { kind, content, error }] of refusals.entries()) {
      const reply = await request(a.socket, "message:send", {
        chatId,
        clientId: `refused-${i}-0000`,
        kind: kind as "vibe",
        content,
      });
      expect(reply).toEqual({ ok: false, status: 400, error });
    }
  });

  it("ends the chat for both, tells the partner at once, and refuses later messages", async () => {
    const { a, b, chatId } = await matchedPair("heartbreak-anonymous");
    const told = nextEvent(b.socket, "chat:updated");
    const ended = await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, a.cookie);
    expect(ended.json().chat).toMatchObject({ status: "completed", endedBy: "you" });
    expect(await told).toMatchObject({ id: chatId, status: "completed", endedBy: "partner" });
    const late = await request(b.socket, "message:send", { chatId, clientId: "too-late-1", content: "wait" });
    expect(late).toMatchObject({ ok: false, status: 409 });
  });

  it("blocks the partner: the chat ends for both and the two are never matched again", async () => {
    const { a, b, chatId } = await matchedPair("self-love-practice");
    const told = nextEvent(a.socket, "chat:updated");
    const blocked = await sendJson(server, "POST", `/api/chats/${chatId}/block`, {}, b.cookie);
    expect(blocked.statusCode).toBe(200);
    expect(await told).toMatchObject({ id: chatId, status: "completed", endedBy: "partner" });
    const waiting = await match(a, "self-love-practice");
    const again = await match(b, "self-love-practice");
    expect(again.id).not.toBe(waiting.id);
    expect(again.matchStatus).toBe("waiting");
  });

  it("cancels a search by deleting the waiting chat, but not once matched", async () => {
    const [a] = [await person()];
    const waiting = await match(a, "gratitude-flow");
    expect((await sendJson(server, "DELETE", `/api/chats/${waiting.id}`, {}, a.cookie)).statusCode).toBe(204);
    expect((await getJson(server, `/api/chats/${waiting.id}`, a.cookie)).statusCode).toBe(404);

    const pair = await matchedPair("gratitude-flow");
    const refused = await sendJson(server, "DELETE", `/api/chats/${pair.chatId}`, {}, pair.a.cookie);
    expect(refused.statusCode).toBe(409);
  });
});
