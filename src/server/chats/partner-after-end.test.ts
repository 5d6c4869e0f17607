/**
 * Reporting and blocking the other person after the chat has ended (partner-reach.ts): whoever was
 * harassed can still do both once the harasser has left, for PARTNER_REACH_DAYS. Everyone else is
 * refused with a sentence: a stranger, a chat id nobody holds, a chat nobody was matched into, a
 * moderator, a chat seating one person twice, a partner who deleted their account, a window closed.
 */
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { BlockResult, ChatSummary } from "../../shared/after-chat-api.js";
import { ReportQueue } from "../../shared/moderation-api.js";
import { PARTNER_REACH_MS } from "../../shared/partner-reach.js";
import { blocks, chats } from "../db/schema.js";
import { matchTwo, waitIn, type Someone } from "../testing/chats.js";
import { databaseKinds, getJson, PASSWORD, sendJson, serverForSuite, signUp, signUpAdmin } from "../testing/server.js";
import { CHAT_NOT_FOUND, NOT_A_PARTICIPANT } from "./access.js";
import {
  MODERATORS_HAVE_NO_PARTNER,
  NOBODY_MATCHED,
  NOT_YOURSELF,
  PARTNER_LEFT_KINDRED,
  REACH_CLOSED,
} from "./partner-reach.js";

const ADMIN = "after-end-moderator@kindred.test";
const report = { reason: "Harassment or bullying", note: "said awful things, then ended the chat" } as const;

describe.each(databaseKinds)("reporting and blocking after the chat ended, on the %s database", (kind) => {
  // The server's clock, moved forward to reach past the window; the chats' ends are real time.
  let ahead = 0;
  afterEach(() => {
    ahead = 0;
  });
  const server = serverForSuite({
    kind,
    config: { adminEmails: new Set([ADMIN]) },
    clock: () => new Date(Date.now() + ahead),
  });
  let admin: Someone;
  beforeAll(async () => {
    admin = await signUpAdmin(server, ADMIN);
  });

  const reportFrom = (who: Someone, chatId: string, body: object = report) =>
    sendJson(server, "POST", `/api/chats/${chatId}/report`, body, who.cookie);
  const blockFrom = (who: Someone, chatId: string) =>
    sendJson(server, "POST", `/api/chats/${chatId}/block`, {}, who.cookie);
  const summaryFor = async (who: Someone, chatId: string) =>
    ChatSummary.parse((await getJson(server, `/api/chats/${chatId}/summary`, who.cookie)).json());
  const openReports = async (chatId: string) =>
    ReportQueue.parse((await getJson(server, "/api/admin/reports", admin.cookie)).json()).reports.filter(
      (r) => r.chatId === chatId,
    );
  /** Two people matched; `leaver` ends the chat. */
  async function endedChat() {
    const [harasser, harassed] = [await signUp(server), await signUp(server)];
    const chat = await matchTwo(server, harasser, harassed);
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/end`, {}, harasser.cookie)).statusCode).toBe(200);
    return { harasser, harassed, chatId: chat.id };
  }
  const expectRefused = (response: { statusCode: number; json(): { error?: string } }, status: number, error: string) =>
    expect([response.statusCode, response.json().error]).toEqual([status, error]);

  it("lets the person left behind report and then block the one who ended it; the block knows of the report", async () => {
    const { harassed, chatId } = await endedChat();
    expect(await summaryFor(harassed, chatId)).toMatchObject({
      partner: { reachable: true, reported: false, blocked: false },
    });
    expect((await reportFrom(harassed, chatId)).statusCode).toBe(201);
    expect(await openReports(chatId)).toEqual([expect.objectContaining({ chatId, ...report })]);

    const blocked = await blockFrom(harassed, chatId);
    expect(blocked.statusCode).toBe(200);
    expect(BlockResult.parse(blocked.json())).toMatchObject({ reported: true, chat: { status: "completed" } });
    expect(await summaryFor(harassed, chatId)).toMatchObject({
      partner: { reachable: true, reported: true, blocked: true },
      // Whoever blocked is offered no way back to them.
      reconnect: { offered: false },
    });
  });

  it("lets the one who ended it block too, and says when no report was sent; blocking again changes nothing", async () => {
    const { harasser, harassed, chatId } = await endedChat();
    for (let i = 0; i < 2; i++) {
      const blocked = await blockFrom(harasser, chatId);
      expect(blocked.statusCode).toBe(200);
      expect(BlockResult.parse(blocked.json()).reported).toBe(false);
    }
    const rows = await server.database.db.select().from(blocks).where(eq(blocks.chatId, chatId));
    expect(rows).toEqual([expect.objectContaining({ blockerId: harasser.userId, blockedId: harassed.userId })]);
  });

  it("keeps one open report per person and chat after the end too: reporting again adds to it", async () => {
    const { harassed, chatId } = await endedChat();
    expect((await reportFrom(harassed, chatId)).statusCode).toBe(201);
    expect((await reportFrom(harassed, chatId, { reason: "Made me feel unsafe" })).statusCode).toBe(201);
    expect(await openReports(chatId)).toEqual([
      expect.objectContaining({ reason: "Made me feel unsafe", note: report.note }),
    ]);
  });

  it("refuses a stranger, on an ended chat of two other people and on a chat id nobody holds", async () => {
    const { chatId } = await endedChat();
    const stranger = await signUp(server);
    expectRefused(await reportFrom(stranger, chatId), 403, NOT_A_PARTICIPANT);
    expectRefused(await blockFrom(stranger, chatId), 403, NOT_A_PARTICIPANT);
    expect((await getJson(server, `/api/chats/${chatId}/summary`, stranger.cookie)).statusCode).toBe(403);
    const nobodys = crypto.randomUUID();
    expectRefused(await reportFrom(stranger, nobodys), 404, CHAT_NOT_FOUND);
    expectRefused(await blockFrom(stranger, nobodys), 404, CHAT_NOT_FOUND);
    expect(await openReports(chatId)).toEqual([]);
    expect(await server.database.db.select().from(blocks).where(eq(blocks.chatId, chatId))).toEqual([]);
  });

  it("refuses once the window after the end has closed, and not a moment before", async () => {
    const { harassed, chatId } = await endedChat();
    ahead = PARTNER_REACH_MS - 60_000;
    expect((await summaryFor(harassed, chatId)).partner.reachable).toBe(true);
    ahead = PARTNER_REACH_MS + 60_000;
    expectRefused(await reportFrom(harassed, chatId), 409, REACH_CLOSED);
    expectRefused(await blockFrom(harassed, chatId), 409, REACH_CLOSED);
    expect((await summaryFor(harassed, chatId)).partner).toEqual({ reachable: false, reported: false, blocked: false });
    expect(await openReports(chatId)).toEqual([]);
  });

  it("refuses a chat nobody was matched into, waiting or ended: only the room's persona was there", async () => {
    const alone = await signUp(server);
    const waiting = await waitIn(server, alone, "calm");
    expectRefused(await reportFrom(alone, waiting.id), 409, NOBODY_MATCHED.report);
    expectRefused(await blockFrom(alone, waiting.id), 409, NOBODY_MATCHED.block);
    expect((await sendJson(server, "POST", `/api/chats/${waiting.id}/end`, {}, alone.cookie)).statusCode).toBe(200);
    expectRefused(await reportFrom(alone, waiting.id), 409, NOBODY_MATCHED.report);
    expectRefused(await blockFrom(alone, waiting.id), 409, NOBODY_MATCHED.block);
    expect((await summaryFor(alone, waiting.id)).partner.reachable).toBe(false);
  });

  it("refuses a moderator, who holds no seat, and anyone reporting or blocking themselves", async () => {
    const { chatId } = await endedChat();
    expectRefused(await reportFrom(admin, chatId), 403, MODERATORS_HAVE_NO_PARTNER);
    expectRefused(await blockFrom(admin, chatId), 403, MODERATORS_HAVE_NO_PARTNER);

    // The matcher never seats one person twice; should a chat ever do so, the rule still holds.
    const twice = await signUp(server);
    const [chat] = await server.database.db
      .insert(chats)
      .values({
        themeId: "calm",
        participant1Id: twice.userId,
        participant2Id: twice.userId,
        matchStatus: "matched",
        matchedAt: new Date(),
      })
      .returning();
    expectRefused(await reportFrom(twice, chat!.id), 403, NOT_YOURSELF);
    expectRefused(await blockFrom(twice, chat!.id), 403, NOT_YOURSELF);
    const own = and(eq(blocks.blockerId, twice.userId), eq(blocks.blockedId, twice.userId));
    expect(await server.database.db.select().from(blocks).where(own)).toEqual([]);
  });

  it("says so when the other person has deleted their account", async () => {
    const { harasser, harassed, chatId } = await endedChat();
    expect((await sendJson(server, "DELETE", "/api/me", { password: PASSWORD }, harasser.cookie)).statusCode).toBe(204);
    expectRefused(await reportFrom(harassed, chatId), 409, PARTNER_LEFT_KINDRED);
    expectRefused(await blockFrom(harassed, chatId), 409, PARTNER_LEFT_KINDRED);
  });
});
