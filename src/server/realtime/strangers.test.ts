/**
 * Someone signed in but not in a chat tries every door of it, over REST and over the socket: each
 * answers 403 with the same sentence and nothing of the chat, even for words the filter would
 * refuse, and their typing never reaches the room. A chat that does not exist answers 404 with a
 * sentence of its own. A visitor without a session gets no further.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHAT_NOT_FOUND, NOT_A_PARTICIPANT } from "../chats/access.js";
import { matchTwo } from "../testing/chats.js";
import { databaseKinds, getJson, sendJson, serverForSuite } from "../testing/server.js";
import { connectAs, nextEvent, request, socketPeople } from "../testing/sockets.js";

describe.each(databaseKinds)("a stranger to a chat on the %s database", (kind) => {
  let url: string;
  const people = socketPeople();
  const server = serverForSuite({ kind });
  beforeAll(async () => {
    url = await people.start(server);
  });
  afterAll(() => people.closeAll());

  it("keeps every door shut to someone who is not a participant", async () => {
    const [a, b, stranger] = [await people.add(), await people.add(), await people.add()];
    const { id: chatId } = await matchTwo(server, a, b, "burnout-zone");
    const refusals = [
      await getJson(server, `/api/chats/${chatId}`, stranger.cookie),
      await getJson(server, `/api/chats/${chatId}/messages`, stranger.cookie),
      await sendJson(
        server,
        "POST",
        `/api/chats/${chatId}/messages`,
        { clientId: "intruder-1", content: "hi" },
        stranger.cookie,
      ),
      // Words the filter refuses must not tell a stranger anything the chat's 403 does not.
      await sendJson(
        server,
        "POST",
        `/api/chats/${chatId}/messages`,
        { clientId: "intruder-3", content: "you id1ot" },
        stranger.cookie,
      ),
      await sendJson(server, "POST", `/api/chats/${chatId}/end`, {}, stranger.cookie),
      await sendJson(server, "POST", `/api/chats/${chatId}/block`, {}, stranger.cookie),
      await sendJson(server, "DELETE", `/api/chats/${chatId}`, {}, stranger.cookie),
    ];
    for (const response of refusals) expect(response.json()).toEqual({ error: NOT_A_PARTICIPANT });
    expect(refusals.map((r) => r.statusCode)).toEqual([403, 403, 403, 403, 403, 403, 403]);

    const join = await request(stranger.socket, "chat:join", { chatId });
    expect(join).toEqual({ ok: false, status: 403, error: NOT_A_PARTICIPANT });
    for (const content of ["hi", "you id1ot"]) {
      const post = await request(stranger.socket, "message:send", { chatId, clientId: "intruder-2", content });
      expect(post).toEqual({ ok: false, status: 403, error: NOT_A_PARTICIPANT });
    }
    // The chat is as it was: nothing the stranger sent was stored, nothing they did ended it.
    const { messages } = (await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json<{
      messages: { clientId: string | null }[];
    }>();
    expect(messages.filter((m) => m.clientId?.startsWith("intruder"))).toEqual([]);
    const opened = await getJson(server, `/api/chats/${chatId}`, a.cookie);
    expect(opened.json()).toMatchObject({ chat: { status: "active", matchStatus: "matched" } });

    const visitor = await getJson(server, `/api/chats/${chatId}`);
    expect(visitor.statusCode).toBe(401);
    await expect(connectAs(url)).rejects.toThrow("Please sign in to continue.");
    const badId = await getJson(server, "/api/chats/not-a-uuid", stranger.cookie);
    expect(badId.statusCode).toBe(400);
  });

  it("answers a chat that does not exist with 404 and its own sentence, over REST and the socket", async () => {
    const [someone] = [await people.add()];
    const missing = crypto.randomUUID();
    const opened = await getJson(server, `/api/chats/${missing}`, someone.cookie);
    expect([opened.statusCode, opened.json()]).toEqual([404, { error: CHAT_NOT_FOUND }]);
    const join = await request(someone.socket, "chat:join", { chatId: missing });
    expect(join).toEqual({ ok: false, status: 404, error: CHAT_NOT_FOUND });
    const post = await request(someone.socket, "message:send", {
      chatId: missing,
      clientId: "lost-chat-1",
      content: "hi",
    });
    expect(post).toEqual({ ok: false, status: 404, error: CHAT_NOT_FOUND });
  });

  it("keeps a stranger's typing, and its end, out of the room", async () => {
    const [a, b, stranger] = [await people.add(), await people.add(), await people.add()];
    const { id: chatId } = await matchTwo(server, a, b, "overthinking-spiral");
    for (const who of [a, b]) expect((await request(who.socket, "chat:join", { chatId })).ok).toBe(true);
    const seen: unknown[] = [];
    b.socket.on("partner:typing", (payload) => seen.push(payload));
    b.socket.on("partner:stopped-typing", (payload) => seen.push(payload));
    stranger.socket.emit("typing", { chatId });
    stranger.socket.emit("typing", { chatId, typing: false });
    // The stranger's events are handled in order, so this answer means the typing was handled too;
    // the partner's typing then reaches b after anything the stranger's could have caused.
    await request(stranger.socket, "chat:join", { chatId });
    const fromPartner = nextEvent(b.socket, "partner:typing");
    a.socket.emit("typing", { chatId });
    await fromPartner;
    expect(seen).toHaveLength(1);
  });
});
