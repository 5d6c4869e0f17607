/**
 * A moderator in a chat they have no seat in, however they came (the admin page's Join Chat over
 * REST, or the socket): each reading (once per visit, not per poll), each message written and the
 * ending are in the audit log, naming the moderator and the chat. A participant's own reads are not.
 * Viewing the admin chat lists, which show each chat's last message, is logged once an hour per list.
 */
import { randomUUID } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditLog } from "../../shared/sanctions-api.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { matchTwo, say, type Someone } from "../testing/chats.js";
import { databaseKinds, getJson, sendJson, serverForSuite, signUp, signUpAdmin } from "../testing/server.js";
import { request, socketPeople } from "../testing/sockets.js";
import { listReadReason, MODERATOR_ACT_REASON } from "./moderator-in-chat.js";

describe.each(databaseKinds)("a moderator in a chat, on the %s database", (kind) => {
  const server = serverForSuite({ kind, config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 } });
  const people = socketPeople();
  let admin: Someone;
  beforeAll(async () => {
    await people.start(server);
    admin = await signUpAdmin(server, ADMIN_EMAIL);
  });
  afterAll(() => people.closeAll());

  /** The audit log's entries about one chat, oldest first. */
  const entriesOf = async (chatId: string) =>
    AuditLog.parse((await getJson(server, "/api/admin/audit", admin.cookie)).json())
      .entries.filter((e) => e.chatId === chatId)
      .reverse();
  const read = (who: Someone, chatId: string) => getJson(server, `/api/chats/${chatId}/messages`, who.cookie);
  const write = (chatId: string, clientId: string) =>
    sendJson(server, "POST", `/api/chats/${chatId}/messages`, { clientId, content: "a moderator here" }, admin.cookie);

  it("logs a moderator's reading once a visit, over REST and the socket, and never a participant's own", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    await say(server, a, chat.id, "hello there");
    // The two people read their own chat every way there is: nothing is logged.
    for (const who of [a, b]) {
      expect((await read(who, chat.id)).statusCode).toBe(200);
      expect((await request(who.socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    }
    expect(await entriesOf(chat.id)).toEqual([]);

    // The moderator's page polls, several requests at once, then joins over the socket: one reading.
    const reads = await Promise.all([1, 2, 3, 4].map(() => read(admin, chat.id)));
    expect(reads.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(reads[0]!.json().messages.map((m: { content: string }) => m.content)).toContain("hello there");
    const socket = await people.connect(admin.cookie);
    expect((await request(socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    const [first, ...others] = await entriesOf(chat.id);
    expect(others).toEqual([]);
    expect(first).toMatchObject({
      action: "read_chat",
      chatId: chat.id,
      subject: null,
      reason: MODERATOR_ACT_REASON.read_chat,
    });
    expect(first!.moderator).toMatch(/^[0-9a-f]{8}$/);

    // A visit later (the window past): a new reading.
    await server.database.db.execute(
      sql`update moderation_audit set created_at = created_at - interval '2 hours' where chat_id = ${chat.id}`,
    );
    expect((await request(socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    expect((await entriesOf(chat.id)).map((e) => [e.action, e.moderator])).toEqual([
      ["read_chat", first!.moderator],
      ["read_chat", first!.moderator],
    ]);
  });

  it("logs each message a moderator writes, over REST and the socket, and the ending, once each", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    const clientId = randomUUID();
    expect((await write(chat.id, clientId)).statusCode).toBe(201);
    // A retry of the same message is the same message.
    expect((await write(chat.id, clientId)).statusCode).toBe(200);
    const socket = await people.connect(admin.cookie);
    const sent = await request(socket, "message:send", {
      chatId: chat.id,
      clientId: randomUUID(),
      content: "still here",
    });
    expect(sent.ok).toBe(true);
    await say(server, b, chat.id, "thank you");
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, admin.cookie)).statusCode).toBe(200);
    // Ending an ended chat changes nothing, and logs nothing.
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, admin.cookie)).statusCode).toBe(200);
    const entries = await entriesOf(chat.id);
    expect(entries.map((e) => [e.action, e.reason])).toEqual([
      ["write_in_chat", MODERATOR_ACT_REASON.write_in_chat],
      ["write_in_chat", MODERATOR_ACT_REASON.write_in_chat],
      ["end_chat", MODERATOR_ACT_REASON.end_chat],
    ]);
    expect(new Set(entries.map((e) => e.moderator)).size).toBe(1);
  });

  it("does not log an admin in a chat of their own, nor a person ending theirs", async () => {
    const other = await signUp(server);
    const own = await matchTwo(server, admin, other);
    await say(server, admin, own.id, "as a person, not a moderator");
    expect((await read(admin, own.id)).statusCode).toBe(200);
    expect((await sendJson(server, "POST", `/api/chats/${own.id}/end`, {}, other.cookie)).statusCode).toBe(200);
    expect(await entriesOf(own.id)).toEqual([]);
  });

  it("logs a moderator's viewing of a chat list's last messages once an hour per list, and a member's never", async () => {
    const [a, b] = [await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    await say(server, a, chat.id, "a last message the list shows");
    const listEntries = async () =>
      AuditLog.parse((await getJson(server, "/api/admin/audit", admin.cookie)).json())
        .entries.filter((e) => e.action === "read_chat_list")
        .map((e) => e.reason)
        .sort();
    const view = (query: string, cookie = admin.cookie) => getJson(server, `/api/admin/chats?${query}`, cookie);
    expect((await view("status=active", a.cookie)).statusCode).toBe(403);
    expect(await listEntries()).toEqual([]);

    // The page reads the list again at every change of any chat: one entry, several at once too.
    const views = await Promise.all([1, 2, 3].map(() => view("status=active")));
    const shown = views[0]!.json().chats.find((c: { id: string }) => c.id === chat.id);
    expect(shown.lastMessage.content).toBe("a last message the list shows");
    expect((await view("status=active")).statusCode).toBe(200);
    expect(await listEntries()).toEqual([listReadReason("active", false)]);
    // Another list is another entry; a list that shows no message (nobody matched yet) is no reading.
    expect((await view("status=active&crisis=true")).statusCode).toBe(200);
    const waiting = await people.add();
    await sendJson(server, "POST", "/api/chats/match", { themeId: "unsent-letters" }, waiting.cookie);
    expect((await view("status=pending")).statusCode).toBe(200);
    const entries = await listEntries();
    expect(entries).not.toContain(listReadReason("pending", false));
    expect(entries.filter((r) => r === listReadReason("active", false))).toHaveLength(1);

    // An hour later, the same list is a new reading.
    await server.database.db.execute(
      sql`update moderation_audit set created_at = created_at - interval '2 hours' where action = 'read_chat_list'`,
    );
    await view("status=active");
    expect((await listEntries()).filter((r) => r === listReadReason("active", false))).toHaveLength(2);
  });
});
