/**
 * A sanction decided on one instance holds on the other (PostgreSQL + Redis, as in a scale-out):
 * the person's sockets there close at once after their chat has ended for both, and as soon as the
 * first instance's announcement of the change arrives, the other refuses their requests and new
 * sockets; a lifting there lets the person back in on the other just as soon. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { reports, sanctions } from "../db/schema.js";
import { ADMIN_EMAIL } from "../security/cast.js";
import { matchTwo } from "../testing/chats.js";
import {
  canStartTwoInstances,
  getJson,
  sendJson,
  signInAgain,
  signUp,
  signUpAdmin,
  twoInstancesForSuite,
} from "../testing/server.js";
import { connectAs, disconnection, listen, nextEventWhere, request } from "../testing/sockets.js";

describe.runIf(canStartTwoInstances)("sanctions across two instances", () => {
  const instances = twoInstancesForSuite({ config: { adminEmails: new Set([ADMIN_EMAIL]) } });
  let secondUrl: string;
  beforeAll(async () => {
    secondUrl = await listen(instances.second);
  });

  it("a suspension on the first instance ends the chat and shuts the person out on the second", async () => {
    const { first, second } = instances;
    const admin = await signUpAdmin(first, ADMIN_EMAIL);
    const [reporter, offender] = [await signUp(first), await signUp(first)];
    const chat = await matchTwo(first, reporter, offender);
    const [reporterSocket, offenderSocket] = [
      await connectAs(secondUrl, reporter.cookie),
      await connectAs(secondUrl, offender.cookie),
    ];
    for (const socket of [reporterSocket, offenderSocket]) {
      expect((await request(socket, "chat:join", { chatId: chat.id })).ok).toBe(true);
    }
    // The second instance has just read the offender's standing (clear) and remembers it.
    expect((await getJson(second, `/api/chats/${chat.id}`, offender.cookie)).statusCode).toBe(200);
    const partnerHears = nextEventWhere(reporterSocket, "chat:updated", (c) => c.status === "completed");
    const offenderHears = nextEventWhere(offenderSocket, "chat:updated", (c) => c.status === "completed");
    const closed = disconnection(offenderSocket);

    await sendJson(first, "POST", `/api/chats/${chat.id}/report`, { reason: "Spam or scam" }, reporter.cookie);
    const [filed] = await first.database.db.select().from(reports).where(eq(reports.chatId, chat.id));
    const action = { action: "suspend", reason: "Spam or scam", days: 3 };
    expect(
      (await sendJson(first, "POST", `/api/admin/reports/${filed!.id}/action`, action, admin.cookie)).statusCode,
    ).toBe(204);
    expect(await partnerHears).toMatchObject({ endedBy: "closed" });
    expect(await offenderHears).toMatchObject({ endedBy: "closed" });
    expect(await closed).toBe("io server disconnect");
    expect(reporterSocket.connected).toBe(true);

    // What the second instance remembered is forgotten when the first one's announcement arrives.
    await vi.waitFor(
      async () => expect((await getJson(second, `/api/chats/${chat.id}`, offender.cookie)).statusCode).toBe(403),
      { timeout: 1_000 },
    );
    const refused = await sendJson(second, "POST", "/api/chats/match", { themeId: "calm" }, offender.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toMatch(/^Your account is suspended until/);
    await expect(connectAs(secondUrl, offender.cookie)).rejects.toThrow(/suspended until/);
    reporterSocket.close();
  });

  it("a ban lifted on the first instance lets the person back in on the second at once", async () => {
    const { first, second } = instances;
    // The admin signed up in the test above.
    const admin = { cookie: await signInAgain(first, ADMIN_EMAIL) };
    const [reporter, offender] = [await signUp(first), await signUp(first)];
    const chat = await matchTwo(first, reporter, offender);
    await sendJson(first, "POST", `/api/chats/${chat.id}/report`, { reason: "Spam or scam" }, reporter.cookie);
    const [filed] = await first.database.db.select().from(reports).where(eq(reports.chatId, chat.id));
    const ban = { action: "ban", reason: "Spam or scam" };
    expect(
      (await sendJson(first, "POST", `/api/admin/reports/${filed!.id}/action`, ban, admin.cookie)).statusCode,
    ).toBe(204);
    // The second instance reads the ban (after the announcement) and remembers it for a minute.
    const matchOnSecond = () => sendJson(second, "POST", "/api/chats/match", { themeId: "calm" }, offender.cookie);
    await vi.waitFor(async () => expect((await matchOnSecond()).statusCode).toBe(403), { timeout: 1_000 });

    const [banned] = await first.database.db.select().from(sanctions).where(eq(sanctions.userId, offender.userId));
    const lifted = await sendJson(
      first,
      "POST",
      `/api/admin/sanctions/${banned!.id}/lift`,
      { reason: "Appeal accepted" },
      admin.cookie,
    );
    expect(lifted.statusCode).toBe(204);
    // Forgotten on the second instance when the announcement arrives, not after its minute.
    await vi.waitFor(async () => expect((await matchOnSecond()).statusCode).toBe(200), { timeout: 1_000 });
    (await connectAs(secondUrl, offender.cookie)).close();
  });
});
