/**
 * "Download my data": a file with everything Kindred holds about the person (their messages
 * decrypted), and nothing that identifies their partner or could sign anyone in.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DataExport } from "../../shared/account-api.js";
import { joinWaiting, say, waitIn } from "../testing/chats.js";
import { session } from "../db/schema.js";
import { databaseKinds, getJson, sendJson, signUp, serverForSuite, uniqueEmail } from "../testing/server.js";

describe.each(databaseKinds)("downloading my data on the %s database", (kind) => {
  const server = serverForSuite({ kind, reviewMinChatMs: 0 });

  const post = (path: string, body: unknown, cookie: string) => sendJson(server, "POST", path, body, cookie);

  it("is for signed-in people only", async () => {
    const visitor = await getJson(server, "/api/me/export");
    expect([visitor.statusCode, visitor.json()]).toEqual([401, { error: "Please sign in to continue." }]);
  });

  it("holds the person's account, chats with their messages decrypted, and everything they did, but never the partner's identity", async () => {
    const a = await signUp(server, uniqueEmail("exporter"), undefined, "Exporting Ada");
    const b = await signUp(server, uniqueEmail("partner"), undefined, "Partner Bea");
    const waiting = await waitIn(server, a, "need-to-vent");
    await say(server, a, waiting.id, "only the persona hears this");
    const chat = await joinWaiting(server, b, "need-to-vent", waiting.id);
    await say(server, a, chat.id, "my landlord raised the rent again");
    await say(server, b, chat.id, "that is a lot to carry, I am sorry");
    await say(server, a, chat.id, "i feel like such a burden to everyone");
    const confirmed = {
      clientId: "confirmed-share-1",
      content: "text me on 07911 123456",
      confirmedPersonalDetails: true,
    };
    // Held first (not confirmed): kept for the moderators, so theirs to download; the partner's hold is not.
    // (Other words than the confirmed send's: the same words sent anyway would be that one send.)
    const unconfirmed = { clientId: "held-share-1", content: "call me on 07700 900123" };
    expect((await post(`/api/chats/${chat.id}/messages`, unconfirmed, a.cookie)).statusCode).toBe(422);
    const partnerHeld = { clientId: "held-partner-1", content: "wanna facetime?" };
    expect((await post(`/api/chats/${chat.id}/messages`, partnerHeld, b.cookie)).statusCode).toBe(422);
    expect((await post(`/api/chats/${chat.id}/messages`, confirmed, a.cookie)).statusCode).toBe(201);
    await post(`/api/chats/${chat.id}/end`, {}, a.cookie);
    // The token goes before the block: nobody can send one to a person they blocked.
    await post(`/api/chats/${chat.id}/reconnect`, {}, a.cookie);
    await post(`/api/chats/${chat.id}/block`, {}, a.cookie);
    await post(`/api/chats/${chat.id}/report`, { reason: "Spam or scam", note: "kept sending links" }, a.cookie);
    await post(`/api/chats/${chat.id}/review`, { rating: 2, comment: "not a good fit" }, a.cookie);
    await post("/api/theme-suggestions", { name: "Rent worries", description: "Housing and money stress." }, a.cookie);

    const response = await server.fastify.inject({
      method: "GET",
      url: "/api/me/export",
      headers: { cookie: a.cookie, "user-agent": "Exporter Browser/1.0" },
    });
    expect(response.statusCode).toBe(200);
    const today = new Date().toISOString().slice(0, 10);
    expect(response.headers["content-disposition"]).toBe(`attachment; filename="kindred-data-${today}.json"`);
    expect(response.headers["cache-control"]).toBe("no-store");
    const data = DataExport.parse(response.json());

    expect(data.account).toMatchObject({ id: a.userId, email: a.email, name: "Exporting Ada", emailVerified: false });
    expect(data.profile).toMatchObject({ role: "both", waitlisted: false, compassionPoints: 0 });
    // The age answer as Kindred keeps it: when it was given, never the date of birth.
    expect(data.profile?.adultConfirmedAt).toEqual(expect.any(String));
    expect(JSON.stringify(data)).not.toContain("1990-01-01");
    expect(data.personalDetailShares).toMatchObject([{ chatId: chat.id, kinds: "phone" }]);
    expect(data.crisisOpenings).toMatchObject([{ chatId: chat.id, detector: "offline", category: "burden" }]);
    expect(data.tokens?.balance).toBe(9);
    expect(data.sessions).toHaveLength(1);
    expect(data.sessions[0]).toMatchObject({ current: true });
    expect(data.chats).toHaveLength(1);
    expect(data.chats[0]).toMatchObject({ id: chat.id, themeId: "need-to-vent", status: "completed", you: "p1" });
    expect(data.chats[0]!.undelivered).toEqual([
      { kind: "held", content: "call me on 07700 900123", createdAt: expect.any(String) },
    ]);
    expect(JSON.stringify(data)).not.toContain("facetime");
    const said = data.chats[0]!.messages.filter((m) => m.kind === "text" && !m.sender.startsWith("ai:"));
    expect(said.map((m) => [m.sender, m.content])).toEqual([
      ["p1", "only the persona hears this"],
      ["p1", "my landlord raised the rent again"],
      ["p2", "that is a lot to carry, I am sorry"],
      ["p1", "i feel like such a burden to everyone"],
      ["p1", "text me on 07911 123456"],
    ]);
    expect(data.reviews).toMatchObject([{ chatId: chat.id, rating: 2, comment: "not a good fit" }]);
    expect(data.reports).toMatchObject([{ chatId: chat.id, reason: "Spam or scam", note: "kept sending links" }]);
    expect(data.blocks).toMatchObject([{ chatId: chat.id }]);
    expect(data.themeSuggestions).toMatchObject([{ name: "Rent worries" }]);
    expect(data.reconnectTokens).toMatchObject([{ chatId: chat.id, status: "pending" }]);
    expect(data.emails.map((m) => m.subject)).toEqual(["Verify your Kindred account"]);

    // Nothing about the partner beyond their seat, and no credential.
    const [stored] = await server.database.db.select().from(session).where(eq(session.userId, a.userId));
    for (const secret of [b.email, "Partner Bea", b.userId, stored!.token]) {
      expect(response.body).not.toContain(secret);
    }
    expect(response.body).not.toContain("argon2");
    expect(response.body).not.toMatch(/verify-email\?token=/);

    // The partner's file leaves out what the person said to the persona before the match.
    const partnerFile = DataExport.parse((await getJson(server, "/api/me/export", b.cookie)).json());
    expect(partnerFile.chats[0]?.you).toBe("p2");
    expect(partnerFile.chats[0]?.messages.map((m) => m.content)).not.toContain("only the persona hears this");
    expect(JSON.stringify(partnerFile)).not.toContain(a.email);
    expect(JSON.stringify(partnerFile)).not.toContain(a.userId);
  });

  it("is always the signed-in person's own file, whatever the query names", async () => {
    const a = await signUp(server);
    const b = await signUp(server);
    const response = await getJson(server, `/api/me/export?userId=${a.userId}&email=${a.email}`, b.cookie);
    expect(response.statusCode).toBe(200);
    expect(DataExport.parse(response.json()).account.id).toBe(b.userId);
    expect(response.body).not.toContain(a.email);
  });
});
