/**
 * The wire: two people go through a whole chat, over REST and sockets (match, persona, messages,
 * typing, vibes, reactions, polling, ending, summary, review, reconnect into a new chat, block and
 * report, their own data file). Everything each of them receives is recorded, every REST reply
 * (body and headers) and every socket event and acknowledgement, and none of it may carry the
 * other person's e-mail, name, user id or session: to each other they are an anonymous seat.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { ChatView, MessageList, MessageView } from "../../shared/api.js";
import { ReconnectResult } from "../../shared/after-chat-api.js";
import { session } from "../db/schema.js";
import { databaseKinds, getJson, sendJson, signUp, serverForSuite, uniqueEmail } from "../testing/server.js";
import { connectAs, listen, nextEvent, request, type ClientSocket } from "../testing/sockets.js";

interface Witness {
  email: string;
  name: string;
  userId: string;
  cookie: string;
  socket: ClientSocket;
  /** Everything that reached this person, as text. */
  heard: string[];
}

describe.each(databaseKinds)("what the wire tells one person about the other, on the %s database", (kind) => {
  let url: string;
  const server = serverForSuite({ kind, reviewMinChatMs: 0 });
  beforeAll(async () => {
    url = await listen(server);
  });

  async function witness(name: string): Promise<Witness> {
    const email = uniqueEmail(name.split(" ")[0]!.toLowerCase());
    const account = await signUp(server, email, undefined, name);
    const socket = await connectAs(url, account.cookie);
    const heard: string[] = [];
    socket.onAny((event: string, ...args: unknown[]) => heard.push(JSON.stringify([event, ...args])));
    return { ...account, name, socket, heard };
  }

  /** A REST call whose whole reply, headers included, is recorded as heard by the caller. */
  async function rest(who: Witness, method: "GET" | "POST" | "DELETE", path: string, body?: unknown) {
    const response =
      method === "GET"
        ? await getJson(server, path, who.cookie)
        : await sendJson(server, method, path, body ?? {}, who.cookie);
    who.heard.push(JSON.stringify(response.headers), response.body);
    if (response.statusCode >= 400) throw new Error(`${method} ${path}: ${response.statusCode} ${response.body}`);
    return response;
  }

  async function emit(who: Witness, event: "chat:join" | "message:send", payload: Record<string, unknown>) {
    const reply = await request(who.socket, event, payload as never);
    who.heard.push(JSON.stringify(reply));
    if (!reply.ok) throw new Error(`${event}: ${reply.status} ${reply.error}`);
    return reply;
  }

  /** Sends from `from` and waits until `to` has it: both sides' events are then recorded. */
  async function exchange(from: Witness, to: Witness, chatId: string, kind: string, content: string) {
    const arriving = nextEvent(to.socket, "message:new");
    const reply = await emit(from, "message:send", { chatId, clientId: crypto.randomUUID(), kind, content });
    await arriving;
    return MessageView.parse((reply as { data: { message: unknown } }).data.message);
  }

  /** Waits (asking over REST, which is recorded too) until the room's persona has spoken after `afterSeq`. */
  async function untilPersonaSpoke(who: Witness, chatId: string, afterSeq = 0) {
    for (let attempt = 0; attempt < 500; attempt++) {
      const list = MessageList.parse(
        (await rest(who, "GET", `/api/chats/${chatId}/messages?after=${afterSeq}`)).json(),
      );
      if (list.messages.some((m) => m.sender.startsWith("ai:"))) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error("the persona never spoke");
  }

  it("never carries the partner's e-mail, name, user id or session, in either direction", async () => {
    const alice = await witness("Alice Wirewatch");
    const bruno = await witness("Bruno Wirewatch");
    for (const who of [alice, bruno]) {
      await rest(who, "GET", "/api/me");
      await rest(who, "GET", "/api/early-access");
    }

    const waiting = ChatView.parse(
      (await rest(alice, "POST", "/api/chats/match", { themeId: "late-night" })).json().chat,
    );
    await emit(alice, "chat:join", { chatId: waiting.id });
    await untilPersonaSpoke(alice, waiting.id);
    const aliceMatched = nextEvent(alice.socket, "chat:updated");
    await rest(bruno, "POST", "/api/chats/match", { themeId: "late-night" });
    await aliceMatched;
    const chatId = waiting.id;
    await emit(bruno, "chat:join", { chatId });

    await exchange(alice, bruno, chatId, "text", "I cannot sleep again tonight");
    await exchange(bruno, alice, chatId, "text", "me neither, want to talk about it?");
    await exchange(alice, bruno, chatId, "vibe", "anxious,lonely");
    await exchange(bruno, alice, chatId, "reaction", "holding-space");
    for (const [from, to] of [
      [alice, bruno],
      [bruno, alice],
    ] as const) {
      const typing = nextEvent(to.socket, "partner:typing");
      from.socket.emit("typing", { chatId });
      await typing;
    }
    // The persona answers in the matched chat when its handle is written; both hear it stream.
    const asked = await exchange(alice, bruno, chatId, "text", "@luna what helps with racing thoughts?");
    await untilPersonaSpoke(bruno, chatId, asked.seq);

    for (const who of [alice, bruno]) {
      await rest(who, "GET", `/api/chats/${chatId}`);
      await rest(who, "GET", `/api/chats/${chatId}/messages?after=0`);
      await rest(who, "POST", `/api/chats/${chatId}/messages`, { clientId: crypto.randomUUID(), content: "over REST" });
    }
    const brunoTold = nextEvent(bruno.socket, "chat:updated");
    await rest(alice, "POST", `/api/chats/${chatId}/end`);
    await brunoTold;

    for (const who of [alice, bruno]) {
      await rest(who, "GET", `/api/chats/${chatId}/summary`);
      await rest(who, "POST", `/api/chats/${chatId}/review`, { rating: 5, comment: "thank you" });
    }
    await rest(alice, "POST", `/api/chats/${chatId}/reconnect`);
    const aliceReunited = nextEvent(alice.socket, "chat:updated");
    const reunion = ReconnectResult.parse((await rest(bruno, "POST", `/api/chats/${chatId}/reconnect`)).json());
    await aliceReunited;
    for (const who of [alice, bruno]) {
      await rest(who, "GET", "/api/reconnects");
      await rest(who, "GET", `/api/chats/${reunion.newChatId}`);
      await emit(who, "chat:join", { chatId: reunion.newChatId });
    }
    await exchange(bruno, alice, reunion.newChatId!, "text", "good to see you again");
    const aliceTold = nextEvent(alice.socket, "chat:updated");
    await rest(bruno, "POST", `/api/chats/${reunion.newChatId}/block`);
    await aliceTold;
    await rest(bruno, "POST", `/api/chats/${reunion.newChatId}/report`, { reason: "Something else" });
    for (const who of [alice, bruno]) await rest(who, "GET", "/api/me/export");

    const sessionOf = async (userId: string) =>
      (await server.database.db.select().from(session).where(eq(session.userId, userId)))[0]!.token;
    for (const [listener, partner] of [
      [alice, bruno],
      [bruno, alice],
    ] as const) {
      const heard = listener.heard.join("\n");
      // The recording is real: dozens of answers and events, what the partner said, and the
      // listener's own account.
      expect(listener.heard.length).toBeGreaterThan(40);
      expect(heard).toContain(
        partner === bruno ? "me neither, want to talk about it?" : "I cannot sleep again tonight",
      );
      expect(heard).toContain(listener.email);
      for (const secret of [partner.email, partner.name, partner.userId, await sessionOf(partner.userId)]) {
        expect(heard).not.toContain(secret);
      }
    }
    for (const who of [alice, bruno]) who.socket.close();
  });
});
