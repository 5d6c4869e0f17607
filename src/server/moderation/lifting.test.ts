/**
 * Lifting a suspension early or reversing a ban, through the server: admins only (a member, a
 * visitor and the sanctioned person are refused), a reason required, the person's standing restored
 * at once (they match again, though the gate had just read them as shut out), their address free to
 * sign up again, one audit entry, and a clear 409 for what is not in force (lifted twice, by two
 * moderators at once, a suspension already ended, a warning). The person's open page, which reads
 * their standing again while they are shut out (src/client/lib/standing.ts), is always answered.
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SanctionList, SANCTION_NOT_IN_FORCE } from "../../shared/sanctions-api.js";
import { moderationAudit, sanctions } from "../db/schema.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, getJson, postSignUp, sendJson } from "../testing/server.js";

const DAY_MS = 86_400_000;

describe.each(databaseKinds)("lifting a sanction on the %s database", (kind) => {
  const { server, clock, act, asAdmin, adminCookie, auditLog, standing, match, reported, queue } =
    moderationSuite(kind);

  const inForce = async () => SanctionList.parse((await asAdmin("/api/admin/sanctions")).json()).sanctions;
  /** A lifting as the admin, unless another cookie is given ("": signed out). */
  const lift = (sanctionId: string, body: unknown, cookie = adminCookie()) =>
    sendJson(server, "POST", `/api/admin/sanctions/${sanctionId}/lift`, body, cookie || undefined);
  const sanctionOf = async (userId: string) =>
    (await server.database.db.select().from(sanctions).where(eq(sanctions.userId, userId)))[0]!;

  it("an admin lifts a suspension: listed first, refused to anyone else, then the person can match again", async () => {
    const { reporter, offender, reportId } = await reported();
    expect((await act(reportId, { action: "suspend", reason: "Spam or scam", days: 7 })).statusCode).toBe(204);
    // The gate reads the person as suspended now, and remembers it.
    expect((await match(offender)).statusCode).toBe(403);
    const person = (await queue("actioned")).reports.find((r) => r.id === reportId)!.reported;
    const { id } = await sanctionOf(offender.userId);
    expect(await inForce()).toContainEqual(
      expect.objectContaining({ id, kind: "suspension", person, reason: "Spam or scam" }),
    );
    expect(JSON.stringify(await inForce())).not.toContain(offender.userId);

    const body = { reason: "Appeal accepted: the report was mistaken" };
    expect((await lift(id, body, reporter.cookie)).statusCode).toBe(403);
    expect((await lift(id, body, "")).statusCode).toBe(401);
    const themselves = await lift(id, body, offender.cookie);
    expect(themselves.statusCode).toBe(403);
    expect((await getJson(server, "/api/admin/sanctions", offender.cookie)).statusCode).toBe(403);
    for (const bad of [{}, { reason: "   " }, { reason: "x".repeat(501) }]) {
      const refused = await lift(id, bad);
      expect([refused.statusCode, typeof refused.json().error]).toEqual([400, "string"]);
    }
    expect((await lift("not-a-uuid", body)).statusCode).toBe(400);
    expect((await standing(offender)).state).toBe("suspended");

    expect((await lift(id, body)).statusCode).toBe(204);
    expect(await standing(offender)).toEqual({ state: "clear", reason: null, endsAt: null });
    expect((await match(offender)).statusCode).toBe(200);
    expect((await inForce()).map((s) => s.id)).not.toContain(id);
    // The address is free again: the suspension no longer bars a sign-up.
    expect((await postSignUp(server, { email: offender.email.replace("@", "+back@") })).statusCode).toBe(200);

    const again = await lift(id, body);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(SANCTION_NOT_IN_FORCE);
    const rows = await server.database.db
      .select()
      .from(moderationAudit)
      .where(eq(moderationAudit.subjectId, offender.userId));
    expect(rows.filter((r) => r.action === "lift").map((r) => [r.actorId !== null, r.reason])).toEqual([
      [true, "Suspension lifted: Appeal accepted: the report was mistaken"],
    ]);
    expect((await auditLog()).entries).toContainEqual(
      expect.objectContaining({
        action: "lift",
        subject: person,
        reason: "Suspension lifted: Appeal accepted: the report was mistaken",
      }),
    );
  });

  it("answers a banned person's page reading its standing, however often, and says clear once lifted", async () => {
    const { offender, reportId } = await reported();
    expect((await act(reportId, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(204);
    // A page asks every 30 s; twenty at once show that no rate limit stands between it and the answer.
    const reads = await Promise.all(
      Array.from({ length: 20 }, () => getJson(server, "/api/me/standing", offender.cookie)),
    );
    expect(reads.map((read) => [read.statusCode, read.json().state])).toEqual(Array(20).fill([200, "banned"]));
    // Never kept by the browser or a proxy: each reading reaches the server.
    expect(reads[0]!.headers["cache-control"]).toBe("no-store");
    const { id } = await sanctionOf(offender.userId);
    expect((await lift(id, { reason: "Mistaken" })).statusCode).toBe(204);
    expect((await standing(offender)).state).toBe("clear");
  });

  it("reverses a ban once when two moderators lift it at once: one 204, one 409, one audit entry", async () => {
    const { offender, reportId } = await reported();
    expect((await act(reportId, { action: "ban", reason: "Spam or scam" })).statusCode).toBe(204);
    const { id } = await sanctionOf(offender.userId);
    const answers = await Promise.all([lift(id, { reason: "Mistaken" }), lift(id, { reason: "Mistaken" })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([204, 409]);
    expect((await match(offender)).statusCode).toBe(200);
    const lifts = await server.database.db
      .select()
      .from(moderationAudit)
      .where(eq(moderationAudit.subjectId, offender.userId));
    expect(lifts.filter((r) => r.action === "lift")).toHaveLength(1);
  });

  it("answers 409 for a suspension already ended and for a warning, 404 for an id nobody was given", async () => {
    const suspended = await reported();
    expect((await act(suspended.reportId, { action: "suspend", reason: "Spam or scam", days: 1 })).statusCode).toBe(
      204,
    );
    const { id } = await sanctionOf(suspended.offender.userId);
    const before = clock.now;
    clock.now = new Date(before.getTime() + DAY_MS + 1_000);
    try {
      expect((await inForce()).map((s) => s.id)).not.toContain(id);
      expect((await lift(id, { reason: "Too late" })).statusCode).toBe(409);
    } finally {
      clock.now = before;
    }
    const warned = await reported();
    expect((await act(warned.reportId, { action: "warn", reason: "Spam or scam" })).statusCode).toBe(204);
    const warning = await sanctionOf(warned.offender.userId);
    expect((await lift(warning.id, { reason: "Not a ban" })).statusCode).toBe(409);
    expect((await standing(warned.offender)).state).toBe("warned");
    expect((await lift(crypto.randomUUID(), { reason: "Nobody" })).statusCode).toBe(404);
  });
});
