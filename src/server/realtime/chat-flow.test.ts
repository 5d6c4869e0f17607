/**
 * Two signed-up people on real sockets: matched, talking, reconnecting, ending. A stranger to the
 * chat: strangers.test.ts; two people on two instances: across-instances.test.ts.
 */
import { and, count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ChatView, MessageList, MessageView } from "../../shared/api.js";
import { CRISIS_SYSTEM_MESSAGE } from "../../shared/crisis.js";
import { messages, reports } from "../db/schema.js";
import { HARASSMENT_REASON } from "../../shared/harassment.js";
import { BLOCKED_REASON as MESSAGE_BLOCKED } from "../../shared/screening.js";
import { databaseKinds, getJson, sendJson, serverForSuite } from "../testing/server.js";
import { nextEvent, nextEventWhere, request, socketPeople, type Person } from "../testing/sockets.js";

describe.each(databaseKinds)("chatting on the %s database", (kind) => {
  const people = socketPeople();
  const server = serverForSuite({ kind });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  const person = () => people.add();

  const match = async (who: Person, themeId: string, waitingChatId?: string) => {
    const response = await sendJson(server, "POST", "/api/chats/match", { themeId, waitingChatId }, who.cookie);
    expect(response.statusCode).toBe(200);
    return ChatView.parse(response.json().chat);
  };

  const send = async (who: Person, chatId: string, content: string, clientId: string = crypto.randomUUID()) => {
    const reply = await request(who.socket, "message:send", { chatId, clientId, content });
    if (!reply.ok) throw new Error(`${reply.status} ${reply.error}`);
    return MessageView.parse(reply.data.message);
  };

  /** The persona greets a new waiting chat in the background; this waits until it has. */
  async function greeted(who: Person, chatId: string) {
    for (let attempt = 0; attempt < 500; attempt++) {
      const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, who.cookie)).json());
      const greeting = list.messages.find((m) => m.sender.startsWith("ai:"));
      if (greeting) return greeting;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the persona never greeted the waiting chat");
  }

  /** Two people matched in one room, both joined to it on their sockets. */
  async function matchedPair(themeId: string) {
    const [a, b] = [await person(), await person()];
    const waiting = await match(a, themeId);
    await greeted(a, waiting.id);
    const told = nextEvent(a.socket, "chat:updated");
    const joined = await match(b, themeId);
    expect(joined).toMatchObject({ id: waiting.id, matchStatus: "matched", you: "p2" });
    expect(await told).toMatchObject({ id: waiting.id, matchStatus: "matched", you: "p1" });
    for (const who of [a, b]) {
      const reply = await request(who.socket, "chat:join", { chatId: waiting.id });
      expect(reply.ok).toBe(true);
    }
    return { a, b, chatId: waiting.id };
  }

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

  it("refuses blocked words and over-long messages with a clear reason, and never crisis language", async () => {
    const { a, chatId } = await matchedPair("need-to-vent");
    const blocked = await request(a.socket, "message:send", {
      chatId,
      clientId: "blocked-1234",
      content: "that id1ot bus is late again",
    });
    expect(blocked).toEqual({ ok: false, status: 422, error: MESSAGE_BLOCKED });
    const long = await request(a.socket, "message:send", { chatId, clientId: "long-12345", content: "a".repeat(2001) });
    expect(long).toMatchObject({ ok: false, status: 400, error: "A message can be at most 2000 characters." });
    const viaRest = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: "rest-blocked", content: "p0rn" },
      a.cookie,
    );
    expect(viaRest.statusCode).toBe(422);

    // Each of these also holds a word the content filter lists: crisis support comes first.
    for (const words of ["I want to kill myself", "I'm thinking about suicide", "i feel suicidal"]) {
      const line = nextEventWhere(a.socket, "message:new", (m) => m.kind === "system");
      expect(await send(a, chatId, words)).toMatchObject({ kind: "text", sender: "p1", content: words });
      expect(await line).toMatchObject({ kind: "system", sender: "system", content: CRISIS_SYSTEM_MESSAGE });
    }
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

  it("puts both people into crisis support before any AI reply; both read the writer's words", async () => {
    const { a, b, chatId } = await matchedPair("heartbreak-anonymous");
    const heard = (who: Person) => {
      const arrivals: MessageView[] = [];
      const counselor = new Promise<MessageView[]>((resolve) =>
        who.socket.on("message:new", (message: MessageView) => {
          arrivals.push(message);
          if (message.sender === "ai:Crisis Counselor") resolve(arrivals);
        }),
      );
      return counselor;
    };
    const [writerHears, partnerHears] = [heard(a), heard(b)];
    const own = await send(a, chatId, "I don't want to live anymore");
    // The writer's acknowledgement is their own words, and their socket hears the crisis line.
    expect(own).toMatchObject({ kind: "text", sender: "p1", content: "I don't want to live anymore" });
    const kinds = (arrivals: MessageView[]) => arrivals.map((m) => [m.kind, m.sender]);
    expect(kinds(await writerHears)).toEqual([
      ["system", "system"],
      ["text", "ai:Crisis Counselor"],
    ]);
    const partner = await partnerHears;
    expect(kinds(partner)).toEqual([
      ["text", "p1"],
      ["system", "system"],
      ["text", "ai:Crisis Counselor"],
    ]);
    expect(partner[0]!.content).toBe("I don't want to live anymore");
    expect(partner[1]!.content).toBe(CRISIS_SYSTEM_MESSAGE);

    // A retry of the same message stores neither the words nor the line twice.
    await request(a.socket, "message:send", {
      chatId,
      clientId: own.clientId!,
      content: "I don't want to live anymore",
    });
    const stored = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, b.cookie)).json());
    expect(stored.messages.filter((m) => m.kind === "system")).toHaveLength(1);
    expect(stored.messages.filter((m) => m.content === "I don't want to live anymore")).toHaveLength(1);
  });

  it("refuses abuse aimed at the partner with a reason, delivers none of it, and reports it on the third try", async () => {
    const { a, b, chatId } = await matchedPair("need-to-vent");
    const partnerHeard: MessageView[] = [];
    b.socket.on("message:new", (message: MessageView) => partnerHeard.push(message));
    const reportsOf = () => server.database.db.select().from(reports).where(eq(reports.chatId, chatId));
    for (const [i, abuse] of ["go kys", "you stupid bitch", "what an a$$hole"].entries()) {
      const reply = await request(a.socket, "message:send", { chatId, clientId: `abuse-${i}-000`, content: abuse });
      expect(reply).toEqual({ ok: false, status: 422, error: HARASSMENT_REASON });
      if (i < 2) expect(await reportsOf()).toEqual([]);
    }
    const [report] = await reportsOf();
    expect(report).toMatchObject({ reporterId: null, reportedId: a.userId, reason: "Harassment or bullying" });
    // A fourth refusal files no second report.
    await request(a.socket, "message:send", { chatId, clientId: "abuse-4-000", content: "you should die" });
    expect(await reportsOf()).toHaveLength(1);
    // Venting passes, and is all the partner ever received.
    const vent = nextEvent(b.socket, "message:new");
    await send(a, chatId, "sorry, this is so hard and my life is a mess");
    await vent;
    expect(partnerHeard.map((m) => m.content)).toEqual(["sorry, this is so hard and my life is a mess"]);
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
