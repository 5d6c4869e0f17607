/**
 * Pre-account takeover (pending-account.ts): someone signs up with another person's address and
 * chooses its password. The owner's own sign-up claims the account, so the stranger's password stops
 * working, without the answer telling anyone that an account existed.
 */
import * as argon2 from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { describe, expect, it, vi } from "vitest";
import { profiles, session } from "../db/schema.js";
import {
  authPost,
  cookiesFrom,
  databaseKinds,
  getJson,
  mailsTo,
  outboxLink,
  PASSWORD,
  postSignUp,
  serverForSuite,
  uniqueEmail,
  type TestServer,
} from "../testing/server.js";

// The real argon2id, counted: how many hashes a request costs (a claim must cost no more than a sign-up).
vi.mock("@node-rs/argon2", async (original) => {
  const real = await original<typeof argon2>();
  return { ...real, hash: vi.fn(real.hash) };
});
const hashesDuring = async <T>(act: () => Promise<T>) => {
  vi.mocked(argon2.hash).mockClear();
  await act();
  return vi.mocked(argon2.hash).mock.calls.length;
};

const OWNERS = "the owner's own long password";
const LATER = "a later stranger's password";

const signIn = (server: TestServer, email: string, password: string) =>
  authPost(server, "/sign-in/email", { email, password }).then((answer) => answer.statusCode);
const mailCount = async (server: TestServer, email: string) => (await mailsTo(server, email)).length;

/** An answer as the client reads it, without what differs between any two sign-ups (id, address, time). */
function answerShape(answer: Awaited<ReturnType<typeof postSignUp>>) {
  const body = answer.json() as { user: Record<string, unknown> };
  const user = { ...body.user, id: "id", email: "email", createdAt: "t", updatedAt: "t" };
  return { status: answer.statusCode, cookies: answer.headers["set-cookie"], body: { ...body, user } };
}

describe.each(databaseKinds)("signing up with an unverified address on the %s database", (kind) => {
  const server = serverForSuite({
    kind,
    config: { requireEmailVerification: true },
    limits: { verificationMailsPerAccount: { points: 2, duration: 60 * 60 } },
  });

  it("gives the account to the owner: their password works once verified, the stranger's never", async () => {
    const email = uniqueEmail("owner");
    const fresh = await postSignUp(server, { email: uniqueEmail() });
    const strangers = await postSignUp(server, { email });
    const owners = await postSignUp(server, { email, password: OWNERS });
    expect(answerShape(strangers)).toEqual(answerShape(fresh));
    expect(answerShape(owners)).toEqual(answerShape(fresh));
    expect(owners.json().token).toBeNull();

    // Neither signs in before the address is verified; the stranger's password is no longer right.
    expect([await signIn(server, email, OWNERS), await signIn(server, email, PASSWORD)]).toEqual([403, 401]);
    const verified = await getJson(server, await outboxLink(server, email));
    expect([verified.statusCode, verified.headers.location]).toEqual([302, "/"]);
    expect(cookiesFrom(verified.headers["set-cookie"])).toMatch(/session_token=/);
    expect([await signIn(server, email, OWNERS), await signIn(server, email, PASSWORD)]).toEqual([200, 401]);
  });

  it("hashes a claiming sign-up's password once, as a new sign-up's, and that hash is the one kept", async () => {
    const email = uniqueEmail();
    expect(await hashesDuring(() => postSignUp(server, { email }))).toBe(1);
    expect(await hashesDuring(() => postSignUp(server, { email, password: OWNERS }))).toBe(1);
    await getJson(server, await outboxLink(server, email));
    expect([await signIn(server, email, OWNERS), await signIn(server, email, PASSWORD)]).toEqual([200, 401]);
  });

  it("records the claiming sign-up's age answer, as a new account's", async () => {
    const email = uniqueEmail();
    const created = await postSignUp(server, { email });
    const userId = (created.json() as { user: { id: string } }).user.id;
    const { db } = server.database;
    await db.update(profiles).set({ adultConfirmedAt: null }).where(eq(profiles.id, userId));
    await postSignUp(server, { email, password: OWNERS });
    const [profile] = await db.select().from(profiles).where(eq(profiles.id, userId));
    expect(profile?.adultConfirmedAt).toBeInstanceOf(Date);
  });

  it("changes nothing past the address's limit of verification mails, answering the same", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    await postSignUp(server, { email, password: OWNERS });
    await postSignUp(server, { email, password: OWNERS });
    const fresh = await postSignUp(server, { email: uniqueEmail() });
    const past = await postSignUp(server, { email, password: LATER });
    expect(answerShape(past)).toEqual(answerShape(fresh));
    expect(await mailCount(server, email)).toBe(1 + 2);
    await getJson(server, await outboxLink(server, email));
    expect([await signIn(server, email, OWNERS), await signIn(server, email, LATER)]).toEqual([200, 401]);
  });

  it("never changes a verified account's password", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    await getJson(server, await outboxLink(server, email));
    const fresh = await postSignUp(server, { email: uniqueEmail() });
    const again = await postSignUp(server, { email, password: OWNERS });
    expect(answerShape(again)).toEqual(answerShape(fresh));
    expect([await signIn(server, email, PASSWORD), await signIn(server, email, OWNERS)]).toEqual([200, 401]);
  });

  it("refuses an under-age sign-up as a new one is refused, before anything changes", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    const body = { email, password: OWNERS, name: "Anonymous", acceptTerms: true };
    const newcomer = await authPost(server, "/sign-up/email", {
      ...body,
      email: uniqueEmail(),
      dateOfBirth: "2020-01-01",
    });
    const refused = await authPost(server, "/sign-up/email", { ...body, dateOfBirth: "2020-01-01" });
    expect([refused.statusCode, refused.body]).toEqual([newcomer.statusCode, newcomer.body]);
    expect(refused.statusCode).toBe(403);
    expect(await mailCount(server, email)).toBe(1);
    await getJson(server, await outboxLink(server, email));
    expect([await signIn(server, email, PASSWORD), await signIn(server, email, OWNERS)]).toEqual([200, 401]);
  });

  it("revokes at verification every session the account held before, keeping the one the link opens", async () => {
    const email = uniqueEmail();
    const created = await postSignUp(server, { email });
    const userId = (created.json() as { user: { id: string } }).user.id;
    // Such a session exists only from a time verification was not required: opened here directly.
    const earlier = await (await server.auth.$context).internalAdapter.createSession(userId);
    const verified = await getJson(server, await outboxLink(server, email));
    const { db } = server.database;
    const left = await db.select().from(session).where(eq(session.userId, userId));
    expect(left.map((row) => row.token)).not.toContain(earlier.token);
    expect(left).toHaveLength(1);
    expect(cookiesFrom(verified.headers["set-cookie"])).toContain(left[0]!.token);
  });
});

describe("signing up with an existing address when verification is not required", () => {
  const server = serverForSuite({ config: { requireEmailVerification: false } });

  it("refuses it and changes nothing: the account may already be in use", async () => {
    const email = uniqueEmail();
    await postSignUp(server, { email });
    const mails = await mailCount(server, email);
    const again = await postSignUp(server, { email, password: OWNERS });
    expect(again.statusCode).toBe(422);
    expect([await signIn(server, email, PASSWORD), await signIn(server, email, OWNERS)]).toEqual([200, 401]);
    expect(await mailCount(server, email)).toBe(mails);
  });
});
