/**
 * Two people on two instances (PostgreSQL + Redis, as in production at scale): told of their match,
 * then messages both ways, typing, a reaction and the persona's reply, exactly as on one instance.
 * Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { afterAll, describe, expect, it } from "vitest";
import { ChatView } from "../../shared/api.js";
import { canStartTwoInstances, sendJson, signUp, twoInstancesForSuite } from "../testing/server.js";
import { connectAs, listen, nextEvent, nextEventWhere, request, type ClientSocket } from "../testing/sockets.js";

describe.runIf(canStartTwoInstances)("chatting across two instances", () => {
  const instances = twoInstancesForSuite();
  const sockets: ClientSocket[] = [];
  // Registered after the instances' own hook, so it runs before they close.
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  it("tells of the match and delivers messages to a person on the other instance", async () => {
    const { first, second } = instances;
    const [urlA, urlB] = [await listen(first), await listen(second)];
    const [a, b] = [await signUp(first), await signUp(second)];
    const [socketA, socketB] = [await connectAs(urlA, a.cookie), await connectAs(urlB, b.cookie)];
    sockets.push(socketA, socketB);
    const waiting = await sendJson(first, "POST", "/api/chats/match", { themeId: "late-night" }, a.cookie);
    const chatId = ChatView.parse(waiting.json().chat).id;
    const told = nextEvent(socketA, "chat:updated");
    await sendJson(second, "POST", "/api/chats/match", { themeId: "late-night" }, b.cookie);
    expect(await told).toMatchObject({ id: chatId, matchStatus: "matched" });

    for (const socket of [socketA, socketB]) expect((await request(socket, "chat:join", { chatId })).ok).toBe(true);
    // Each side may also hear its own messages and the persona's greeting: wait for the partner's.
    const arriving = nextEventWhere(socketA, "message:new", (m) => m.content === "over here");
    const reply = await request(socketB, "message:send", { chatId, clientId: "across-1234", content: "over here" });
    expect(reply.ok).toBe(true);
    expect(await arriving).toMatchObject({ content: "over here", sender: "p2" });
    const back = nextEventWhere(socketB, "message:new", (m) => m.content === "and back");
    expect((await request(socketA, "message:send", { chatId, clientId: "across-5678", content: "and back" })).ok).toBe(
      true,
    );
    expect(await back).toMatchObject({ content: "and back", sender: "p1" });

    const typing = nextEvent(socketB, "partner:typing");
    socketA.emit("typing", { chatId });
    expect(await typing).toEqual({ chatId });
    const reaction = nextEvent(socketA, "message:new");
    await request(socketB, "message:send", { chatId, clientId: "across-love", kind: "reaction", content: "love" });
    expect(await reaction).toMatchObject({ kind: "reaction", sender: "p2", content: "love" });

    // The persona's reply is produced by the instance that stored the mention; both people receive it.
    const personaTo = (socket: ClientSocket) =>
      new Promise<string>((resolve) =>
        socket.on("message:new", (message) => message.sender.startsWith("ai:") && resolve(message.content)),
      );
    const [toA, toB] = [personaTo(socketA), personaTo(socketB)];
    await request(socketB, "message:send", { chatId, clientId: "across-sage", content: "@luna what is it all for" });
    // One reply, the same for both (the companion answers in its own words, never quoting).
    const [replyToA, replyToB] = await Promise.all([toA, toB]);
    expect(replyToA.length).toBeGreaterThan(0);
    expect(replyToB).toBe(replyToA);
  });
});
