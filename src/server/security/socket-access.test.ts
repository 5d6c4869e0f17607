/**
 * Access control for every client-to-server socket event: a visitor cannot connect at all; an
 * outsider is refused (403 for someone else's chat, 404 for no chat, 400 for a malformed id, and
 * nothing of the chat) and is never heard in the room; participants and the admin are served. The rows are typed by
 * the wire contract (a new event in src/shared/events.ts fails typecheck until it has one) and
 * checked against the events the server really listens to.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ClientToServer } from "../../shared/events.js";
import { CHAT_NOT_FOUND, NOT_A_PARTICIPANT } from "../chats/access.js";
import { serverForSuite } from "../testing/server.js";
import { connectAs, listen, request, type ClientSocket } from "../testing/sockets.js";
import { ADMIN_EMAIL, assembleCast, freshChat, type Cast } from "./cast.js";

type Seat = "outsider" | "participant" | "admin";

interface Probe {
  /** The caller's socket, the partner's socket (in the room), and the chat. */
  caller: ClientSocket;
  partner: ClientSocket;
  chatId: string;
}

interface SocketRow {
  /** Runs the event as the caller and says what happened, in words a failure can show. */
  probe(p: Probe): Promise<unknown>;
  outsider: unknown;
  participant: unknown;
  admin: unknown;
}

const NOT_THEIRS = { ok: false, status: 403, error: NOT_A_PARTICIPANT };
const MISSING = { ok: false, status: 404, error: CHAT_NOT_FOUND };

/** What an acknowledgement amounts to, without the data a success carries. */
const verdict = (ack: { ok: boolean; status?: number; error?: string }) =>
  ack.ok ? { ok: true } : { ok: false, status: ack.status, error: ack.error };

/**
 * Starts noting the typing the partner hears; `until()` has the partner say something and returns
 * what they heard before their message was acknowledged (the socket delivers in order).
 */
function partnerEar(p: Probe) {
  const heard: string[] = [];
  const onTyping = () => heard.push("partner:typing");
  p.partner.on("partner:typing", onTyping);
  return {
    async until(): Promise<string[]> {
      await request(p.partner, "message:send", { chatId: p.chatId, clientId: crypto.randomUUID(), content: "here" });
      p.partner.off("partner:typing", onTyping);
      return heard;
    },
  };
}

const ROWS: Record<keyof ClientToServer, SocketRow> = {
  "chat:join": {
    probe: async ({ caller, chatId }) => ({
      "their chat": verdict(await request(caller, "chat:join", { chatId })),
      "no such chat": verdict(await request(caller, "chat:join", { chatId: crypto.randomUUID() })),
      "malformed id": (await request(caller, "chat:join", { chatId: "not-a-chat-id" })).ok,
    }),
    outsider: { "their chat": NOT_THEIRS, "no such chat": MISSING, "malformed id": false },
    participant: { "their chat": { ok: true }, "no such chat": MISSING, "malformed id": false },
    admin: { "their chat": { ok: true }, "no such chat": MISSING, "malformed id": false },
  },
  "message:send": {
    probe: async ({ caller, chatId }) => {
      const send = (id: string) =>
        request(caller, "message:send", { chatId: id, clientId: crypto.randomUUID(), content: "hi" });
      return { "their chat": verdict(await send(chatId)), "no such chat": verdict(await send(crypto.randomUUID())) };
    },
    outsider: { "their chat": NOT_THEIRS, "no such chat": MISSING },
    participant: { "their chat": { ok: true }, "no such chat": MISSING },
    admin: { "their chat": { ok: true }, "no such chat": MISSING },
  },
  // Typing is heard only from a socket that chat:join admitted to the room, and only from one of the
  // two people: a moderator's typing would read as the partner's.
  typing: {
    probe: async (p) => {
      await request(p.caller, "chat:join", { chatId: p.chatId });
      const ear = partnerEar(p);
      p.caller.emit("typing", { chatId: p.chatId });
      await request(p.caller, "chat:join", { chatId: crypto.randomUUID() }); // the typing has been handled
      return ear.until();
    },
    outsider: [],
    participant: ["partner:typing"],
    admin: [],
  },
  // Leaving a room stops its messages; for an outsider there was never a room to leave.
  "chat:leave": {
    probe: async (p) => {
      await request(p.caller, "chat:join", { chatId: p.chatId });
      p.caller.emit("chat:leave", { chatId: p.chatId });
      await request(p.caller, "chat:join", { chatId: crypto.randomUUID() }); // the leave has been handled
      let heard = false;
      const onMessage = () => (heard = true);
      p.caller.on("message:new", onMessage);
      await partnerEar(p).until();
      // The partner's message went to the whole room at once; anything the caller was sent from it
      // arrives before the answer to the caller's next request.
      await request(p.caller, "chat:join", { chatId: crypto.randomUUID() });
      p.caller.off("message:new", onMessage);
      return { "hears the room afterwards": heard };
    },
    outsider: { "hears the room afterwards": false },
    participant: { "hears the room afterwards": false },
    admin: { "hears the room afterwards": false },
  },
};

describe("the socket access matrix", () => {
  let url: string;
  let cast: Cast;
  let listened: string[] = [];
  const sockets: Partial<Record<keyof Cast, ClientSocket>> = {};
  const server = serverForSuite({ config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 } });
  beforeAll(async () => {
    url = await listen(server);
    cast = await assembleCast(server);
    server.io.on("connection", (socket) => {
      listened = socket.eventNames().map(String);
    });
    for (const who of ["participant", "partner", "outsider", "admin"] as const) {
      sockets[who] = await connectAs(url, cast[who].cookie);
    }
  });
  afterAll(() => {
    for (const socket of Object.values(sockets)) socket.close();
  });

  it("has a row for every event the server listens to", () => {
    const reserved = new Set(["disconnect", "disconnecting", "error"]);
    expect(listened.filter((name) => !reserved.has(name)).sort()).toEqual(Object.keys(ROWS).sort());
  });

  it("refuses a visitor's connection, so no event reaches the server", async () => {
    await expect(connectAs(url)).rejects.toThrow("Please sign in to continue.");
  });

  it.each(Object.entries(ROWS))("%s", async (_event, row) => {
    const seen: Record<Seat, unknown> = { outsider: null, participant: null, admin: null };
    for (const seat of ["outsider", "participant", "admin"] as const) {
      const chatId = await freshChat(server, cast, "matched");
      const partner = sockets.partner!;
      expect((await request(partner, "chat:join", { chatId })).ok).toBe(true);
      seen[seat] = await row.probe({ caller: sockets[seat]!, partner, chatId });
    }
    expect(seen).toEqual({ outsider: row.outsider, participant: row.participant, admin: row.admin });
  });
});
