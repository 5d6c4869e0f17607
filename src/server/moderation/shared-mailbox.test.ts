/**
 * Two accounts on one mailbox, written two ways (a "+tag", Gmail's dots and its other domain), both
 * sanctioned: the mailbox stays barred from signing up while either sanction stands, whichever ends
 * first and however (lifted, run out, two moderators lifting at once), and also when one of the
 * accounts was deleted while sanctioned. Only when nothing bars it any more may it sign up again.
 */
import { createHmac, randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { normalisedAddress } from "../account/barred-addresses.js";
import { barredAddresses, sanctions } from "../db/schema.js";
import { moderationSuite } from "../testing/moderation.js";
import { databaseKinds, PASSWORD, postSignUp, sendJson } from "../testing/server.js";

const DAY_MS = 86_400_000;
const BANNED =
  "This e-mail address is linked to an account banned from Kindred, so it cannot be used to sign up again.";

describe.each(databaseKinds)("one mailbox behind two sanctioned accounts, on the %s database", (kind) => {
  const { server, clock, act, adminCookie, reported } = moderationSuite(kind);

  /** Two accounts of one Gmail mailbox, each reported; and a third way of writing it. */
  const twoAccountsOfOneMailbox = async () => {
    const mailbox = `sam.lee.${randomUUID().slice(0, 6)}`;
    const first = await reported(`${mailbox}@gmail.com`);
    const second = await reported(`${mailbox.replaceAll(".", "")}+again@googlemail.com`);
    return { first, second, third: `${mailbox.toUpperCase()}+third@gmail.com` };
  };
  const sanction = async (reportId: string, action: "ban" | "suspend", days = 7) =>
    expect((await act(reportId, { action, reason: "Spam or scam", days })).statusCode).toBe(204);
  const sanctionIdOf = async (userId: string) =>
    (await server.database.db.select().from(sanctions).where(eq(sanctions.userId, userId)))[0]!.id;
  const lift = (sanctionId: string) =>
    sendJson(server, "POST", `/api/admin/sanctions/${sanctionId}/lift`, { reason: "Appeal accepted" }, adminCookie());
  const signUpWith = (email: string) => postSignUp(server, { email });

  it("keeps the mailbox barred while the other account's sanction stands, and frees it once both are lifted", async () => {
    const { first, second, third } = await twoAccountsOfOneMailbox();
    await sanction(first.reportId, "ban");
    await sanction(second.reportId, "suspend", 7);
    const suspendedUntil = new Date(clock.now.getTime() + 7 * DAY_MS).toISOString().slice(0, 10);

    expect((await lift(await sanctionIdOf(first.offender.userId))).statusCode).toBe(204);
    const refused = await signUpWith(third);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(
      `This e-mail address is linked to an account suspended until ${suspendedUntil}. You can sign up with it after that.`,
    );

    expect((await lift(await sanctionIdOf(second.offender.userId))).statusCode).toBe(204);
    expect((await signUpWith(third)).statusCode).toBe(200);
  });

  it("keeps the mailbox barred when one account's suspension runs out while the other is banned", async () => {
    const { first, second, third } = await twoAccountsOfOneMailbox();
    await sanction(first.reportId, "suspend", 1);
    await sanction(second.reportId, "ban");
    const before = clock.now;
    clock.now = new Date(before.getTime() + DAY_MS + 1_000);
    try {
      const refused = await signUpWith(third);
      expect([refused.statusCode, refused.json().error]).toEqual([403, BANNED]);
      expect((await lift(await sanctionIdOf(second.offender.userId))).statusCode).toBe(204);
      expect((await signUpWith(third)).statusCode).toBe(200);
    } finally {
      clock.now = before;
    }
  });

  it("frees the mailbox when two moderators lift both sanctions at once, and bars it again for a new ban", async () => {
    const { first, second, third } = await twoAccountsOfOneMailbox();
    await sanction(first.reportId, "ban");
    await sanction(second.reportId, "ban");
    const ids = [await sanctionIdOf(first.offender.userId), await sanctionIdOf(second.offender.userId)];
    expect((await Promise.all(ids.map(lift))).map((answer) => answer.statusCode)).toEqual([204, 204]);
    expect((await signUpWith(third)).statusCode).toBe(200);

    // Banned again on a new report, while the moderator lifts nothing else: barred again.
    const again = await reported(first.offender.email.replace("@", "+later@"));
    await sanction(again.reportId, "ban");
    const refused = await signUpWith(third.replace("+third", "+fourth"));
    expect([refused.statusCode, refused.json().error]).toEqual([403, BANNED]);
  });

  it("frees, on lifting, a bar kept for the person's mailbox before bars were kept per sanction", async () => {
    const { first, third } = await twoAccountsOfOneMailbox();
    await sanction(first.reportId, "ban");
    // As an earlier version kept it: the mailbox's hash and no sanction.
    const emailHash = createHmac("sha256", server.config.authSecret)
      .update(`kindred-barred-address:${normalisedAddress(first.offender.email)}`)
      .digest("hex");
    await server.database.db.insert(barredAddresses).values({ emailHash, endsAt: null });
    expect((await lift(await sanctionIdOf(first.offender.userId))).statusCode).toBe(204);
    expect((await signUpWith(third)).statusCode).toBe(200);
  });

  it("keeps the mailbox barred for an account deleted while banned when the other account's ban is lifted", async () => {
    const { first, second, third } = await twoAccountsOfOneMailbox();
    await sanction(first.reportId, "ban");
    await sanction(second.reportId, "ban");
    const deleted = await sendJson(server, "DELETE", "/api/me", { password: PASSWORD }, first.offender.cookie);
    expect(deleted.statusCode).toBe(204);
    expect((await lift(await sanctionIdOf(second.offender.userId))).statusCode).toBe(204);
    const refused = await signUpWith(third);
    expect([refused.statusCode, refused.json().error]).toEqual([403, BANNED]);
  });
});
