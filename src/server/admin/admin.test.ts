/**
 * The admin side: every route and the admin socket room refused to members and visitors; chat
 * lists by tab with pagination and decrypted last messages; an admin joining and posting as a
 * moderator; the overview on seeded data; admitting from the waitlist.
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AdminChatPage, AdminOverview, AdminWaitlist } from "../../shared/admin-api.js";
import { ChatView, MessageView } from "../../shared/api.js";
import { encodeKeysetCursor } from "../../shared/keyset-cursor.js";
import { chatReviews, chats, profiles } from "../db/schema.js";
import { createPeople } from "../testing/people.js";
import { getJson, sendJson, signUp, signUpAdmin, serverForSuite } from "../testing/server.js";
import { connectAs, listen, nextEvent, request, type ClientSocket } from "../testing/sockets.js";
import { ADMINS_ONLY } from "./routes.js";

describe("the admin side", () => {
  let url: string;
  let admin: { cookie: string };
  const sockets: ClientSocket[] = [];
  const server = serverForSuite({ config: { adminEmails: new Set(["admin@kindred.test"]), earlyAccessLimit: 0 } });
  beforeAll(async () => {
    url = await listen(server);
    admin = await signUpAdmin(server, "admin@kindred.test");
  });
  afterAll(() => {
    for (const socket of sockets) socket.close();
  });

  const connect = async (cookie: string) => {
    const socket = await connectAs(url, cookie);
    sockets.push(socket);
    return socket;
  };

  it("refuses every admin route to members (403) and visitors (401)", async () => {
    const member = await signUp(server);
    const routes: ["GET" | "POST", string][] = [
      ["GET", "/api/admin/chats?status=active"],
      ["GET", "/api/admin/overview"],
      ["GET", "/api/admin/reports"],
      ["GET", "/api/admin/suggestions"],
      ["GET", "/api/admin/waitlist"],
      ["POST", `/api/admin/waitlist/${member.userId}/admit`],
    ];
    for (const [method, path] of routes) {
      const asMember =
        method === "GET"
          ? await getJson(server, path, member.cookie)
          : await sendJson(server, "POST", path, {}, member.cookie);
      expect([path, asMember.statusCode, asMember.json()]).toEqual([path, 403, { error: ADMINS_ONLY }]);
      const asVisitor = method === "GET" ? await getJson(server, path) : await sendJson(server, "POST", path, {});
      expect([path, asVisitor.statusCode]).toEqual([path, 401]);
    }
  });

  it("tells admin sockets, and only them, when chats change", async () => {
    const member = await signUp(server);
    const [adminSocket, memberSocket] = [await connect(admin.cookie), await connect(member.cookie)];
    let leaked = false;
    memberSocket.on("admin:chats-changed", () => (leaked = true));
    const told = nextEvent(adminSocket, "admin:chats-changed");
    const opened = await sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, member.cookie);
    expect(await told).toEqual({ chatId: opened.json().chat.id });
    await request(memberSocket, "chat:join", { chatId: opened.json().chat.id });
    expect(leaked).toBe(false);
  });

  it("pages through chats made within one millisecond without skipping or repeating one", async () => {
    const crowd = await createPeople(server.database.db, 70);
    const made = await server.database.db
      .insert(chats)
      .values(
        crowd.map((person, i) => ({
          themeId: "calm",
          participant1Id: person.id,
          status: "completed" as const,
          matchStatus: "expired" as const,
          // Seventy chats in one millisecond, a microsecond apart, long before any other test's.
          createdAt: sql`'2020-01-01T00:00:00.000000Z'::timestamptz + ${i} * interval '1 microsecond'`,
        })),
      )
      .returning({ id: chats.id });
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `&cursor=${cursor}` : "";
      const page = AdminChatPage.parse(
        (await getJson(server, `/api/admin/chats?status=completed${query}`, admin.cookie)).json(),
      );
      seen.push(...page.chats.map((c) => c.id));
      cursor = page.nextCursor;
    } while (cursor);
    const ours = seen.filter((id) => made.some((m) => m.id === id));
    expect(ours).toHaveLength(70);
    expect(new Set(seen).size).toBe(seen.length);
  });

  it("refuses a cursor it could not have given out, with a sentence", async () => {
    const page = AdminChatPage.parse((await getJson(server, "/api/admin/chats?status=completed", admin.cookie)).json());
    const other = encodeKeysetCursor({ list: "active", at: "2026-01-01T00:00:00.000000Z", id: crypto.randomUUID() });
    const notAnId = encodeKeysetCursor({ list: "completed", at: "2026-01-01T00:00:00.000000Z", id: "x' or 1=1" });
    for (const [cursor, error] of [
      ["not-a-cursor!", "This link to more chats is not valid. Load the chats again from the first page."],
      [notAnId, "This link to more chats is not valid. Load the chats again from the first page."],
      [other, "This link to more chats belongs to another tab. Load the chats again from the first page."],
    ] as const) {
      const answer = await getJson(
        server,
        `/api/admin/chats?status=completed&cursor=${encodeURIComponent(cursor)}`,
        admin.cookie,
      );
      expect([cursor, answer.statusCode, answer.json().error]).toEqual([cursor, 400, error]);
    }
    expect(page.chats.length).toBeGreaterThan(0);
  });

  it("lists chats by tab, newest first, 50 to a page, with the last message decrypted", async () => {
    const crowd = await createPeople(server.database.db, 60);
    await server.database.db.insert(chats).values(
      crowd.map((person, i) => ({
        themeId: "calm",
        participant1Id: person.id,
        status: "completed" as const,
        matchStatus: "expired" as const,
        createdAt: new Date(Date.now() - (i + 1) * 60_000),
      })),
    );
    const first = AdminChatPage.parse(
      (await getJson(server, "/api/admin/chats?status=completed", admin.cookie)).json(),
    );
    expect(first.chats).toHaveLength(50);
    expect(first.nextCursor).not.toBeNull();
    const second = AdminChatPage.parse(
      (await getJson(server, `/api/admin/chats?status=completed&cursor=${first.nextCursor}`, admin.cookie)).json(),
    );
    expect(second.chats.length).toBeGreaterThanOrEqual(10);
    const ids = [...first.chats, ...second.chats].map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    const times = [...first.chats, ...second.chats].map((c) => c.createdAt);
    expect([...times].sort().reverse()).toEqual(times);

    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = ChatView.parse(
      (await sendJson(server, "POST", "/api/chats/match", { themeId: "existential" }, a.cookie)).json().chat,
    );
    await sendJson(server, "POST", "/api/chats/match", { themeId: "existential" }, b.cookie);
    await sendJson(
      server,
      "POST",
      `/api/chats/${chat.id}/messages`,
      { clientId: "admin-view-1", content: "a private hello" },
      b.cookie,
    );
    const active = AdminChatPage.parse((await getJson(server, "/api/admin/chats?status=active", admin.cookie)).json());
    const card = active.chats.find((c) => c.id === chat.id);
    expect(card?.lastMessage).toMatchObject({ kind: "text", content: "a private hello", sender: "p2" });
    // A vibe is catalogue ids; the kind tells the dashboard to show it by its labels.
    await sendJson(
      server,
      "POST",
      `/api/chats/${chat.id}/messages`,
      { clientId: "admin-view-2", kind: "vibe", content: "numb,anxious" },
      a.cookie,
    );
    const after = AdminChatPage.parse((await getJson(server, "/api/admin/chats?status=active", admin.cookie)).json());
    expect(after.chats.find((c) => c.id === chat.id)?.lastMessage).toMatchObject({
      kind: "vibe",
      content: "numb,anxious",
      sender: "p1",
    });
    const pending = AdminChatPage.parse(
      (await getJson(server, "/api/admin/chats?status=pending", admin.cookie)).json(),
    );
    expect(pending.chats.every((c) => c.matchStatus === "waiting")).toBe(true);
  });

  it("lets an admin join any chat, read it, post as a moderator both people see, and end it", async () => {
    const [a, b] = [await signUp(server), await signUp(server)];
    const chat = ChatView.parse(
      (await sendJson(server, "POST", "/api/chats/match", { themeId: "tiny-wins" }, a.cookie)).json().chat,
    );
    await sendJson(server, "POST", "/api/chats/match", { themeId: "tiny-wins" }, b.cookie);
    const [socketA, socketB, socketAdmin] = [
      await connect(a.cookie),
      await connect(b.cookie),
      await connect(admin.cookie),
    ];
    for (const socket of [socketA, socketB]) await request(socket, "chat:join", { chatId: chat.id });
    const joined = await request(socketAdmin, "chat:join", { chatId: chat.id });
    expect(joined.ok && joined.data.chat.you).toBe("admin");

    const [toA, toB] = [nextEvent(socketA, "message:new"), nextEvent(socketB, "message:new")];
    const posted = await request(socketAdmin, "message:send", {
      chatId: chat.id,
      clientId: "moderator-1",
      content: "A moderator is here",
    });
    expect(posted.ok).toBe(true);
    for (const message of [await toA, await toB]) {
      expect(MessageView.parse(message)).toMatchObject({ sender: "admin", content: "A moderator is here" });
    }
    const told = nextEvent(socketA, "chat:updated");
    const ended = await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, admin.cookie);
    expect(ended.json().chat).toMatchObject({ status: "completed", you: "admin", endedBy: "you" });
    expect(await told).toMatchObject({ status: "completed", endedBy: "moderator" });
  });

  it("computes the overview from the data", async () => {
    const [a, b] = await createPeople(server.database.db, 2);
    const matchedAt = new Date();
    await server.database.db.insert(chats).values({
      themeId: "calm",
      participant1Id: a!.id,
      participant2Id: b!.id,
      matchStatus: "matched",
      createdAt: new Date(matchedAt.getTime() - 30_000),
      matchedAt,
    });
    await server.database.db.execute(sql`delete from chat_reviews`);
    const reviewed = await server.database.db
      .insert(chats)
      .values({ themeId: "calm", participant1Id: a!.id, status: "completed" })
      .returning();
    await server.database.db.insert(chatReviews).values([
      { chatId: reviewed[0]!.id, reviewerId: a!.id, rating: 5 },
      { chatId: reviewed[0]!.id, reviewerId: b!.id, rating: 4 },
    ]);
    const overview = AdminOverview.parse((await getJson(server, "/api/admin/overview", admin.cookie)).json());
    expect(overview.chatsPerDay).toHaveLength(14);
    expect(overview.chatsPerDay.at(-1)!.count).toBeGreaterThan(0);
    expect(overview.active).toBeGreaterThanOrEqual(1);
    expect(overview.averageRating).toBe(4.5);
    expect(overview.medianWaitMs).not.toBeNull();
  });

  it("lists the waitlist and admits a person", async () => {
    const late = await signUp(server);
    await server.database.db.update(profiles).set({ waitlisted: true }).where(eq(profiles.id, late.userId));
    const list = AdminWaitlist.parse((await getJson(server, "/api/admin/waitlist", admin.cookie)).json());
    expect(list.people.map((p) => p.userId)).toContain(late.userId);
    const refused = await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, late.cookie);
    expect(refused.statusCode).toBe(403);
    expect(
      (await sendJson(server, "POST", `/api/admin/waitlist/${late.userId}/admit`, {}, admin.cookie)).statusCode,
    ).toBe(204);
    const admitted = await sendJson(server, "POST", "/api/chats/match", { themeId: "calm" }, late.cookie);
    expect(admitted.statusCode).toBe(200);
    const nobody = await sendJson(server, "POST", `/api/admin/waitlist/${crypto.randomUUID()}/admit`, {}, admin.cookie);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().error).toBe("There is nobody with that id on the waitlist.");
  });
});
