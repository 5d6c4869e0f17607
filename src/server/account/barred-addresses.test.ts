/**
 * Deleting the account does not undo a ban or a suspension: the address cannot sign up again, for
 * good after a ban, until the suspension's end after one; and nothing but a keyed hash of it is kept.
 * Anyone else deletes and signs up again as before.
 */
import { createHmac, randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { barredAddresses, sanctions, user } from "../db/schema.js";
import {
  ADULT_ANSWER,
  authPost,
  databaseKinds,
  PASSWORD,
  sendJson,
  signUp,
  startTestServer,
  uniqueEmail,
  type TestServer,
} from "../testing/server.js";
import { createAddressBar, normalisedAddress } from "./barred-addresses.js";

const DAY_MS = 86_400_000;

describe.each(databaseKinds)("signing up again after deleting a sanctioned account, on the %s database", (kind) => {
  let server: TestServer;
  let now = new Date();
  beforeAll(async () => {
    server = await startTestServer({ kind, config: { earlyAccessLimit: 0 }, clock: () => now });
  });
  afterAll(() => server.close());

  const signUpWith = (email: string) =>
    authPost(server, "/sign-up/email", { email, password: PASSWORD, name: "Anonymous", ...ADULT_ANSWER });

  /** Signs up with `email`, is given `kind` by a moderator (if any), and deletes the account. */
  async function sanctionedAndGone(email: string, kind?: "ban" | "suspension", endsAt: Date | null = null) {
    const person = await signUp(server, email);
    if (kind) {
      await server.database.db
        .insert(sanctions)
        .values({ userId: person.userId, kind, reason: "Spam or scam", endsAt, createdAt: now });
    }
    const deleted = await sendJson(server, "DELETE", "/api/me", { password: PASSWORD }, person.cookie);
    expect(deleted.statusCode).toBe(204);
  }

  it("refuses the address of a banned account for good, however it is written, and keeps only a hash", async () => {
    const email = uniqueEmail("banned");
    await sanctionedAndGone(email, "ban");
    for (const written of [email, ` ${email.toUpperCase()} `, email.replace("@", "+again@")]) {
      const refused = await signUpWith(written);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        "This e-mail address is linked to an account banned from Kindred, so it cannot be used to sign up again.",
      );
    }
    const kept = JSON.stringify(await server.database.db.select().from(barredAddresses));
    expect(kept).not.toContain(email);
    expect(kept).not.toContain(email.split("@")[0]);
  });

  it("refuses the address of a suspended account until the suspension ends, then lets it sign up", async () => {
    const before = now;
    const endsAt = new Date(now.getTime() + 7 * DAY_MS);
    const email = uniqueEmail("suspended");
    await sanctionedAndGone(email, "suspension", endsAt);
    try {
      now = new Date(endsAt.getTime() - 1_000);
      const refused = await signUpWith(email);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().error).toBe(
        `This e-mail address is linked to an account suspended until ${endsAt.toISOString().slice(0, 10)}. You can sign up with it after that.`,
      );
      now = endsAt;
      expect((await signUpWith(email)).statusCode).toBe(200);
    } finally {
      now = before;
    }
  });

  it("forgets a suspension's bar once it has ended, and keeps a ban's and a running suspension's", async () => {
    const before = now;
    const soon = new Date(now.getTime() + DAY_MS);
    const later = new Date(now.getTime() + 30 * DAY_MS);
    const [ended, running, banned] = [uniqueEmail("ends-soon"), uniqueEmail("ends-later"), uniqueEmail("banned")];
    await sanctionedAndGone(ended, "suspension", soon);
    await sanctionedAndGone(running, "suspension", later);
    await sanctionedAndGone(banned, "ban");
    const bar = createAddressBar({ db: server.database.db, secret: server.config.authSecret, clock: () => now });
    try {
      now = new Date(soon.getTime() + 1_000);
      expect(await bar.forgetEnded()).toBeGreaterThanOrEqual(1);
      const left = await server.database.db.select({ endsAt: barredAddresses.endsAt }).from(barredAddresses);
      expect(left.every(({ endsAt }) => endsAt === null || endsAt > now)).toBe(true);
      expect(left.some(({ endsAt }) => endsAt?.getTime() === later.getTime())).toBe(true);
      expect((await signUpWith(ended)).statusCode).toBe(200);
      expect((await signUpWith(running)).statusCode).toBe(403);
      expect((await signUpWith(banned)).statusCode).toBe(403);
    } finally {
      now = before;
    }
  });

  it("knows Gmail's two domains and that it ignores dots, and still finds bars kept before it knew", async () => {
    const mailbox = `first.last.${randomUUID().slice(0, 6)}`;
    await sanctionedAndGone(`${mailbox}@gmail.com`, "ban");
    for (const written of [`${mailbox.replaceAll(".", "")}@gmail.com`, `${mailbox}+x@googlemail.com`]) {
      expect((await signUpWith(written)).statusCode, written).toBe(403);
    }
    // A bar kept under the earlier normalisation (dots kept, the domain as written).
    const earlier = `kept.before.${randomUUID().slice(0, 6)}@gmail.com`;
    const emailHash = createHmac("sha256", server.config.authSecret)
      .update(`kindred-barred-address:${earlier}`)
      .digest("hex");
    await server.database.db.insert(barredAddresses).values({ emailHash, endsAt: null });
    expect((await signUpWith(earlier.replace("@", "+again@"))).statusCode).toBe(403);
  });

  it("bars, when the server starts, the address of an account sanctioned before bars were kept at once", async () => {
    const email = uniqueEmail("sanctioned-before");
    const person = await signUp(server, email);
    // Recorded as an earlier version did: the sanction only, no bar.
    await server.database.db
      .insert(sanctions)
      .values({ userId: person.userId, kind: "ban", reason: "Spam or scam", endsAt: null, createdAt: now });
    expect((await signUpWith(email.replace("@", "+again@"))).statusCode).toBe(200);

    await createAddressBar({
      db: server.database.db,
      secret: server.config.authSecret,
      clock: () => now,
    }).keepForSanctioned();
    expect((await signUpWith(email.replace("@", "+twice@"))).statusCode).toBe(403);
  });

  it("never moves an account onto a barred address, however it is written", async () => {
    const banned = uniqueEmail("banned-mailbox");
    await sanctionedAndGone(banned, "ban");
    const someone = await signUp(server);
    const changeTo = (newEmail: string) => authPost(server, "/change-email", { newEmail }, { cookie: someone.cookie });
    for (const written of [banned, banned.replace("@", "+again@").toUpperCase()]) {
      const refused = await changeTo(written);
      expect([refused.statusCode, refused.json()]).toEqual([
        403,
        {
          error:
            "This e-mail address is linked to an account banned from Kindred, so it cannot be used to sign up again.",
        },
      ]);
    }
    // Kindred offers no change of address at all (auth.ts): a clean one is refused too, by Better Auth.
    const clean = await changeTo(uniqueEmail("clean"));
    expect(clean.statusCode).toBe(400);
    const [account] = await server.database.db.select().from(user).where(eq(user.id, someone.userId));
    expect(account?.email).toBe(someone.email);
    expect((await signUpWith(banned.replace("@", "+later@"))).statusCode).toBe(403);
  });

  it("lets anyone else delete their account and sign up again with the same address", async () => {
    const email = uniqueEmail("clear");
    await sanctionedAndGone(email);
    expect((await signUpWith(email)).statusCode).toBe(200);
    // A suspension already over when the account went keeps nothing either.
    const served = uniqueEmail("served");
    await sanctionedAndGone(served, "suspension", new Date(now.getTime() - 1_000));
    expect((await signUpWith(served)).statusCode).toBe(200);
  });
});

describe("one address, however it is written", () => {
  it("ignores case, spaces, a +tag and, at Gmail, dots and the old domain; nothing else", () => {
    expect(normalisedAddress("  Sam.Lee+kindred@Example.ORG ")).toBe("sam.lee@example.org");
    expect(normalisedAddress("Sam.Lee+kindred@GoogleMail.com")).toBe("samlee@gmail.com");
    expect(normalisedAddress("s.a.m.lee@gmail.com")).toBe("samlee@gmail.com");
    expect(normalisedAddress("sam@example.org")).not.toBe(normalisedAddress("sam2@example.org"));
  });
});
