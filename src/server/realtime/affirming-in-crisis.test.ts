/**
 * A bare affirmation to a person in crisis, judged on a real server with two people on real
 * sockets by what the person last said (shared/harassment-urging-affirmed.ts): the supporter's "you
 * should" after "maybe i should call someone" reaches them and reports nobody; the same words after
 * "i'm going to take all my pills" are refused as urging and reported at once, and the report keeps
 * the refused message, encrypted, for the moderators' reading of the conversation, marked refused,
 * which only an admin may read.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { MessageView } from "../../shared/api.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { ReportConversation } from "../../shared/moderation-api.js";
import { refusedMessages, reports } from "../db/schema.js";
import { CIPHERTEXT_PREFIX } from "../messages/crypto.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson, signUpAdmin } from "../testing/server.js";
import { nextEventWhere, request } from "../testing/sockets.js";

describe.each(databaseKinds)("a bare affirmation to a person in crisis on the %s database", (kind) => {
  const { server, send, pairInCrisis } = liveChatSuite(kind, undefined, { adminEmails: new Set([ADMIN_EMAIL]) });
  const reportsOn = (chatId: string) => server.database.db.select().from(reports).where(eq(reports.chatId, chatId));

  it("delivers the supporter's \"you should\" after the person's own plan to call someone, and reports nobody", async () => {
    const { a, b, chatId } = await pairInCrisis("i want to die, i have nothing left");
    const heard = nextEventWhere(b.socket, "message:new", (m: MessageView) => m.sender === "p1");
    await send(a, chatId, "maybe i should call someone");
    await heard;
    const delivered = nextEventWhere(a.socket, "message:new", (m: MessageView) => m.sender === "p2");
    await send(b, chatId, "you should");
    expect(await delivered).toMatchObject({ sender: "p2", content: "you should" });
    expect(await reportsOn(chatId)).toEqual([]);
  });

  it('refuses "you should" after "i\'m going to take all my pills", reports it with the message, and shows it only to moderators', async () => {
    const { a, b, chatId } = await pairInCrisis("i'm going to take all my pills");
    const reply = await request(b.socket, "message:send", {
      chatId,
      clientId: "affirming-act-0001",
      content: "you should",
    });
    expect(reply).toEqual({ ok: false, status: 422, error: URGING_REASON });

    const [report, ...more] = await reportsOn(chatId);
    expect(more).toEqual([]);
    expect(report).toMatchObject({ reporterId: null, reportedId: b.userId, reason: "Harassment or bullying" });
    // Kept encrypted at rest, like the messages.
    const kept = await server.database.db.select().from(refusedMessages).where(eq(refusedMessages.chatId, chatId));
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ reportId: report!.id, seat: "p2" });
    expect(kept[0]!.content.startsWith(CIPHERTEXT_PREFIX)).toBe(true);

    const url = `/api/admin/reports/${report!.id}/conversation`;
    const admin = await signUpAdmin(server, ADMIN_EMAIL);
    const conversation = ReportConversation.parse((await getJson(server, url, admin.cookie)).json());
    const theirs = conversation.messages.filter((m) => m.sender !== "system" && !m.sender.startsWith("ai:"));
    expect(theirs).toEqual([
      expect.objectContaining({ sender: "p1", content: "i'm going to take all my pills" }),
      expect.objectContaining({ sender: "p2", content: "you should", refused: true }),
    ]);
    expect(theirs[0]!.refused).toBeUndefined();

    // Neither person may read it: not the one refused, nor the one it was aimed at.
    for (const who of [a, b]) {
      const refused = await getJson(server, url, who.cookie);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain("you should");
    }
  });
});
