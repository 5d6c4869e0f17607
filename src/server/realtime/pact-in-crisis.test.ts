/**
 * A suicide pact offered to a person in crisis, and a bare "ok" after their act, on a real server
 * with two people on real sockets. A second stranger's trial delivered B's "same, lets do it
 * together" to A, who had just said "i'm going to take all my pills". Now it is refused as urging
 * and reported at once, and, being B's own crisis too, opens crisis support for B: a crisis line
 * reaches B, the opening is recorded as B's, and urging aimed at B is refused from then on. A bare
 * "ok" after the act is refused with a reason that asks for words, and reports nobody.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MessageList, type MessageView } from "../../shared/api.js";
import { UNCLEAR_ASSENT_REASON } from "../../shared/harassment-urging-approval.js";
import { URGING_REASON } from "../../shared/harassment-urging.js";
import { crisisOpenings, reports } from "../db/schema.js";
import { liveChatSuite } from "../testing/live-chats.js";
import { databaseKinds, getJson } from "../testing/server.js";
import { nextEventWhere, request } from "../testing/sockets.js";

describe.each(databaseKinds)("a pact offered to a person in crisis on the %s database", (kind) => {
  const { server, send, pairInCrisis } = liveChatSuite(kind);
  const db = () => server.database.db;
  const reportsOn = (chatId: string) => db().select().from(reports).where(eq(reports.chatId, chatId));

  it("refuses the pact to A, reports B at once, and opens crisis support for B", async () => {
    const { a, b, chatId } = await pairInCrisis("i'm going to take all my pills");
    const heardByA: MessageView[] = [];
    a.socket.on("message:new", (message: MessageView) => heardByA.push(message));
    const linesForB = nextEventWhere(b.socket, "message:new", (m: MessageView) => m.kind === "system");

    const reply = await request(b.socket, "message:send", {
      chatId,
      clientId: "pact-0000001",
      content: "same, lets do it together",
    });
    expect(reply).toEqual({ ok: false, status: 422, error: URGING_REASON });
    expect(await linesForB).toMatchObject({ kind: "system", sender: "system" });

    const filed = await reportsOn(chatId);
    expect(filed).toHaveLength(1);
    expect(filed[0]).toMatchObject({ reporterId: null, reportedId: b.userId, reason: "Harassment or bullying" });
    const bsOpenings = await db()
      .select()
      .from(crisisOpenings)
      .where(and(eq(crisisOpenings.chatId, chatId), eq(crisisOpenings.personId, b.userId)));
    expect(bsOpenings).toHaveLength(1);
    expect(bsOpenings[0]).toMatchObject({ detector: "offline" });

    // A never reads the pact, live or later.
    expect(heardByA.filter((m) => m.content.includes("together"))).toEqual([]);
    const list = MessageList.parse((await getJson(server, `/api/chats/${chatId}/messages`, a.cookie)).json());
    expect(list.messages.filter((m) => m.content.includes("together"))).toEqual([]);

    // B is in crisis now too: urging B to act is refused, A reported for it.
    const urged = await request(a.socket, "message:send", { chatId, clientId: "pact-0000002", content: "then do it" });
    expect(urged).toEqual({ ok: false, status: 422, error: URGING_REASON });
    expect((await reportsOn(chatId)).map((r) => r.reportedId).sort()).toEqual([a.userId, b.userId].sort());
  });

  it('refuses a bare "ok" after the act with a reason that asks for words, reports nobody, and delivers "ok, i\'m listening"', async () => {
    const { a, b, chatId } = await pairInCrisis("i'm going to take all my pills");
    const reply = await request(b.socket, "message:send", { chatId, clientId: "unclear-00001", content: "ok" });
    expect(reply).toEqual({ ok: false, status: 422, error: UNCLEAR_ASSENT_REASON });
    expect(await reportsOn(chatId)).toEqual([]);

    const delivered = nextEventWhere(a.socket, "message:new", (m: MessageView) => m.sender === "p2");
    await send(b, chatId, "ok, i'm listening");
    expect(await delivered).toMatchObject({ content: "ok, i'm listening" });
  });
});
