/**
 * What a moderator's warn, suspend and ban do, end to end through the server: at once (chats end,
 * sockets close) and from then on, a suspension that ends on its date (moved clock), the audit log kept
 * after the person deletes their account, and a sanction that waits for the matches being decided.
 * The queue, holds and refused actions: report-queue.test.ts.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { CLOSED_FOR_SAFETY } from "../chats/views.js";
import { chats, moderationAudit, sanctions } from "../db/schema.js";
import { waitIn } from "../testing/chats.js";
import { whileMatchLockHeld } from "../testing/locks.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, getJson, PASSWORD, postSignUp, sendJson } from "../testing/server.js";
import { connectAs, disconnection, nextEvent, nextEventWhere, request } from "../testing/sockets.js";

const DAY_MS = 86_400_000;

describe.each(databaseKinds)("sanctions on the %s database", (kind) => {
  const { server, people, clock, url, queue, act, auditLog, standing, match, reported } = moderationSuite(kind);

  it("a warning must be acknowledged before the next chat, and nothing else is refused", async () => {
    const { offender, reportId, chatId } = await reported();
    expect((await act(reportId, { action: "warn", reason: "Harassment or bullying" })).statusCode).toBe(204);
    expect(await standing(offender)).toEqual({ state: "warned", reason: "Harassment or bullying", endsAt: null });
    const refused = await match(offender);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/warned you \(Harassment or bullying\).*acknowledge/);
    expect((await getJson(server, `/api/chats/${chatId}`, offender.cookie)).statusCode).toBe(200);
    const acknowledged = await sendJson(server, "POST", "/api/me/standing/acknowledge", {}, offender.cookie);
    expect(acknowledged.json()).toEqual({
      state: "clear",
      reason: null,
      endsAt: null,
      counselChatId: null,
      urgentCrisis: false,
    });
    expect((await match(offender)).statusCode).toBe(200);
    expect((await queue("actioned")).reports.map((r) => r.id)).toContain(reportId);
  });

  it("a suspension ends open chats for both at once, shuts the person out everywhere, and ends on its date", async () => {
    const { reporter, offender, reportId, chatId } = await reported();
    await request(reporter.socket, "chat:join", { chatId });
    await request(offender.socket, "chat:join", { chatId });
    const partnerHears = nextEventWhere(reporter.socket, "chat:updated", (c) => c.id === chatId);
    const offenderHears = nextEventWhere(offender.socket, "chat:updated", (c) => c.id === chatId);
    const closed = disconnection(offender.socket);
    // Told why the socket closes, so the page says so at once; the partner is told nothing of it.
    const offenderTold = nextEvent(offender.socket, "standing:shut-out").then(() => "told");
    const partnerTold = nextEvent(reporter.socket, "standing:shut-out", 500).then(
      () => "told",
      () => "not told",
    );
    expect((await act(reportId, { action: "suspend", reason: "Harassment or bullying", days: 7 })).statusCode).toBe(
      204,
    );
    expect(await partnerHears).toMatchObject({ status: "completed", endedBy: "closed" });
    expect(await offenderHears).toMatchObject({ status: "completed", endedBy: "closed" });
    expect(await offenderTold).toBe("told");
    expect(await closed).toBe("io server disconnect");
    expect(await partnerTold).toBe("not told");

    const endsAt = new Date(clock.now.getTime() + 7 * DAY_MS).toISOString();
    expect(await standing(offender)).toEqual({ state: "suspended", reason: "Harassment or bullying", endsAt });
    const refused = await match(offender);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toContain(`suspended until ${endsAt.slice(0, 10)} (Harassment or bullying)`);
    for (const [method, path] of [
      ["GET", `/api/chats/${chatId}`],
      ["POST", `/api/chats/${chatId}/messages`],
      ["POST", `/api/chats/${chatId}/reconnect`],
      ["GET", "/api/reconnects"],
    ] as const) {
      const answer =
        method === "GET"
          ? await getJson(server, path, offender.cookie)
          : await sendJson(server, method, path, { clientId: crypto.randomUUID(), content: "hi" }, offender.cookie);
      expect([path, answer.statusCode]).toEqual([path, 403]);
    }
    await expect(connectAs(url(), offender.cookie)).rejects.toThrow(/suspended until/);
    // Their own data stays theirs.
    expect((await getJson(server, "/api/me/export", offender.cookie)).statusCode).toBe(200);
    // The partner is not held back by someone else's sanction.
    expect((await match(reporter)).statusCode).toBe(200);

    const before = clock.now;
    clock.now = new Date(before.getTime() + 7 * DAY_MS - 1_000);
    expect((await match(offender)).statusCode).toBe(403);
    clock.now = new Date(before.getTime() + 7 * DAY_MS);
    expect(await standing(offender)).toEqual({ state: "clear", reason: null, endsAt: null });
    expect((await match(offender)).statusCode).toBe(200);
    clock.now = before;
  });

  it("a suspension or a ban bars the person's address at once: no second account beside the first", async () => {
    const signUpAs = (email: string) => postSignUp(server, { email });
    const suspended = await reported();
    const days = { action: "suspend", reason: "Harassment or bullying", days: 7 };
    expect((await act(suspended.reportId, days)).statusCode).toBe(204);
    const until = new Date(clock.now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);
    const refused = await signUpAs(suspended.offender.email.replace("@", "+again@"));
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      `This e-mail address is linked to an account suspended until ${until}. You can sign up with it after that.`,
    );

    const banned = await reported();
    expect((await act(banned.reportId, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(204);
    const refusedForGood = await signUpAs(` ${banned.offender.email.toUpperCase().replace("@", "+x@")}`);
    expect(refusedForGood.json().error).toBe(
      "This e-mail address is linked to an account banned from Kindred, so it cannot be used to sign up again.",
    );

    // A warning bars nothing.
    const warned = await reported();
    expect((await act(warned.reportId, { action: "warn", reason: "Spam or scam" })).statusCode).toBe(204);
    expect((await signUpAs(warned.offender.email.replace("@", "+again@"))).statusCode).toBe(200);
  });

  it("a ban refuses sockets' events already open, and the audit log outlives the account", async () => {
    const { offender, reportId, chatId } = await reported();
    const second = await connectAs(url(), offender.cookie);
    expect((await act(reportId, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(204);
    await expect(connectAs(url(), offender.cookie)).rejects.toThrow(/banned \(Spam or scam\)/);
    expect(second.connected).toBe(false);
    const sent = await sendJson(
      server,
      "POST",
      `/api/chats/${chatId}/messages`,
      { clientId: crypto.randomUUID(), content: "still here" },
      offender.cookie,
    );
    expect(sent.json()).toEqual({
      error: "Your account has been banned (Spam or scam). You can still download or delete your data.",
    });
    expect((await getJson(server, "/api/me/export", offender.cookie)).statusCode).toBe(200);

    const anonymous = (await queue("actioned")).reports.find((r) => r.id === reportId)!.reported;
    const deleted = await sendJson(server, "DELETE", "/api/me", { password: PASSWORD }, offender.cookie);
    expect(deleted.statusCode).toBe(204);
    const kept = await server.database.db.select().from(moderationAudit).where(eq(moderationAudit.reportId, reportId));
    expect(kept.map((row) => [row.action, row.subjectId, row.subjectAnonId])).toContainEqual(["ban", null, anonymous]);
    expect(await server.database.db.select().from(sanctions).where(eq(sanctions.userId, offender.userId))).toEqual([]);
    const log = await auditLog();
    expect(log.entries).toContainEqual(
      expect.objectContaining({ action: "ban", subject: anonymous, reason: "Spam or scam" }),
    );
    expect(JSON.stringify(log)).not.toContain(offender.email);
  });

  it.runIf(kind === "postgres")(
    "a sanction waits for the matches being decided, then ends the chat they made",
    async () => {
      const { offender, reportId } = await reported();
      // A room nobody else in this file waits in: the offender's chat must be their own, waiting.
      const waiting = await waitIn(server, offender, "unsent-letters");
      expect(waiting.matchStatus).toBe("waiting");
      const partner = await people.add();
      // A batch of matches being decided (on another instance): it holds the lock and seats a
      // partner in the offender's waiting chat, not yet committed.
      const banned = await whileMatchLockHeld(server.config.databaseUrl, {
        write: (matcher) =>
          matcher.query(
            "update chats set participant2_id = $1, participant2_role = 'both', match_status = 'matched', matched_at = now() where id = $2",
            [partner.userId, waiting.id],
          ),
        request: () => act(reportId, { action: "ban", reason: "Spam or scam" }),
        whileWaiting: async () => {
          const recorded = await server.database.db
            .select()
            .from(sanctions)
            .where(eq(sanctions.userId, offender.userId));
          expect(recorded).toEqual([]);
        },
      });
      expect(banned.statusCode).toBe(204);
      const [chat] = await server.database.db.select().from(chats).where(eq(chats.id, waiting.id));
      expect(chat).toMatchObject({ status: "completed", participant2Id: partner.userId, endedBy: CLOSED_FOR_SAFETY });
    },
  );
});
