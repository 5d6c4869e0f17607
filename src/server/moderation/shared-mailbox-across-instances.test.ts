/**
 * One mailbox behind two sanctioned accounts, with moderators on two instances acting at once
 * (PostgreSQL + Redis): a lifting never takes away the bar another sanction keeps, and a lifting
 * racing the account's own deletion ends one way or the other, never half of each. Runs when
 * TEST_DATABASE_URL and TEST_REDIS_URL are set. One instance: shared-mailbox.test.ts.
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { reports, sanctions } from "../db/schema.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { matchTwo, say } from "../testing/chats.js";
import {
  canStartTwoInstances,
  PASSWORD,
  postSignUp,
  sendJson,
  signInAgain,
  signUp,
  signUpAdmin,
  twoInstancesForSuite,
  type TestServer,
} from "../testing/server.js";

describe.runIf(canStartTwoInstances)("one mailbox behind two sanctioned accounts, across two instances", () => {
  const instances = twoInstancesForSuite({ config: { adminEmails: new Set([ADMIN_EMAIL]), earlyAccessLimit: 0 } });
  const admin = new Map<TestServer, string>();
  beforeAll(async () => {
    admin.set(instances.first, (await signUpAdmin(instances.first, ADMIN_EMAIL)).cookie);
    admin.set(instances.second, await signInAgain(instances.second, ADMIN_EMAIL));
  });

  /** An account signed up with `email` and reported by its partner; the report's id. */
  const reportedAs = async (server: TestServer, email: string) => {
    const [reporter, offender] = [await signUp(server), await signUp(server, email)];
    const chat = await matchTwo(server, reporter, offender);
    await say(server, offender, chat.id, "something unkind");
    const filed = { reason: "Spam or scam" };
    expect((await sendJson(server, "POST", `/api/chats/${chat.id}/report`, filed, reporter.cookie)).statusCode).toBe(
      201,
    );
    const [report] = await server.database.db.select().from(reports).where(eq(reports.chatId, chat.id));
    return { offender, reportId: report!.id };
  };
  const ban = (server: TestServer, reportId: string) =>
    sendJson(
      server,
      "POST",
      `/api/admin/reports/${reportId}/action`,
      { action: "ban", reason: "Spam or scam" },
      admin.get(server),
    );
  const lift = async (server: TestServer, userId: string) => {
    const [sanction] = await server.database.db.select().from(sanctions).where(eq(sanctions.userId, userId));
    return sendJson(
      server,
      "POST",
      `/api/admin/sanctions/${sanction!.id}/lift`,
      { reason: "Mistaken" },
      admin.get(server),
    );
  };
  const mailbox = () => `sam.${randomUUID().slice(0, 8)}`;

  it("keeps the mailbox barred when one account's ban is lifted while the other's is given", async () => {
    const { first, second } = instances;
    for (let round = 0; round < 5; round++) {
      const name = mailbox();
      const lifted = await reportedAs(first, `${name}@example.org`);
      const banned = await reportedAs(second, `${name}+two@example.org`);
      expect((await ban(first, lifted.reportId)).statusCode).toBe(204);
      const [liftAnswer, banAnswer] = await Promise.all([
        lift(first, lifted.offender.userId),
        ban(second, banned.reportId),
      ]);
      expect([liftAnswer.statusCode, banAnswer.statusCode]).toEqual([204, 204]);
      expect((await postSignUp(second, { email: `${name}+three@example.org` })).statusCode).toBe(403);
    }
  });

  it("leaves the mailbox barred exactly when the deletion came before the lifting", async () => {
    const { first, second } = instances;
    for (let round = 0; round < 5; round++) {
      const name = mailbox();
      const { offender, reportId } = await reportedAs(first, `${name}@example.org`);
      expect((await ban(first, reportId)).statusCode).toBe(204);
      const [liftAnswer, deleted] = await Promise.all([
        lift(first, offender.userId),
        sendJson(second, "DELETE", "/api/me", { password: PASSWORD }, offender.cookie),
      ]);
      expect(deleted.statusCode).toBe(204);
      // Lifted first (204): the account went unsanctioned. Deleted first (409, or 404 once the
      // sanction is gone before the lifting reads it): its ban still bars the address.
      expect([204, 404, 409]).toContain(liftAnswer.statusCode);
      const signedUp = await postSignUp(first, { email: `${name}+again@example.org` });
      expect(signedUp.statusCode).toBe(liftAnswer.statusCode === 204 ? 200 : 403);
    }
  });
});
