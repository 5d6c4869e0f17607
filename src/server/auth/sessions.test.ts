/**
 * The session reader (sessions.ts) answers exactly as Better Auth's getSession would — same people,
 * same refusals, sign-out effective at once — while simultaneous requests share one query.
 */
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { session } from "../db/schema.js";
import { countingCalls } from "../testing/counting.js";
import { authPost, databaseKinds, signUp, serverForSuite } from "../testing/server.js";
import { createSessionReader, verifiedValue, type ReadSession } from "./sessions.js";

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(databaseKinds)("reading sessions on the %s database", (kind) => {
  let read: ReadSession;
  const server = serverForSuite({ kind });
  beforeAll(async () => {
    read = createSessionReader(server.auth, server.database.db);
  });

  const tokenOf = async (cookie: string) => {
    const [name, value] = cookie.split("=") as [string, string];
    return { name, signed: decodeURIComponent(value) };
  };

  it("reads the sessions of simultaneous requests in one query, each request its own person", async () => {
    const people = await Promise.all(Array.from({ length: 20 }, () => signUp(server)));
    const { db, calls: selects } = countingCalls(server.database.db, "select");
    const reader = createSessionReader(server.auth, db);
    const found = await Promise.all(people.map((person) => reader({ cookie: person.cookie })));
    expect(found.map((f) => f?.userId)).toEqual(people.map((p) => p.userId));
    expect(found.map((f) => f?.email)).toEqual(people.map((p) => p.email));
    expect(selects()).toBe(1);
    // The same cookie twice in one batch is one row read, answered to both.
    const twice = await Promise.all([reader({ cookie: people[0]!.cookie }), reader({ cookie: people[0]!.cookie })]);
    expect(twice.map((f) => f?.userId)).toEqual([people[0]!.userId, people[0]!.userId]);
  });

  it("reads the cookie Better Auth sets exactly as Better Auth reads it (fails if an upgrade changes its format)", async () => {
    const person = await signUp(server);
    const theirs = await server.auth.api.getSession({ headers: new Headers({ cookie: person.cookie }) });
    expect(theirs).not.toBeNull();
    const { secret } = await server.auth.$context;
    expect(verifiedValue((await tokenOf(person.cookie)).signed, secret)).toBe(theirs!.session.token);
    expect(await read({ cookie: person.cookie })).toMatchObject({
      sessionId: theirs!.session.id,
      userId: theirs!.user.id,
      email: theirs!.user.email,
      emailVerified: theirs!.user.emailVerified,
    });
  });

  it("ends a session at once when its owner signs out", async () => {
    const person = await signUp(server);
    expect((await read({ cookie: person.cookie }))?.userId).toBe(person.userId);
    const signedOut = await authPost(server, "/sign-out", {}, { cookie: person.cookie });
    expect(signedOut.statusCode).toBe(200);
    expect(await read({ cookie: person.cookie })).toBeNull();
  });

  it("refuses a cookie that is missing, unsigned, or signed with another secret", async () => {
    const person = await signUp(server);
    const { name, signed } = await tokenOf(person.cookie);
    const token = signed.slice(0, signed.lastIndexOf("."));
    const signature = signed.slice(signed.lastIndexOf(".") + 1);
    const forged = `${token}.${Buffer.alloc(32, 7).toString("base64")}`;
    const otherToken = `${"x".repeat(token.length)}.${signature}`;
    for (const cookie of [
      undefined,
      "",
      `${name}=${encodeURIComponent(token)}`,
      `${name}=${encodeURIComponent(forged)}`,
      `${name}=${encodeURIComponent(otherToken)}`,
      `${name}=${encodeURIComponent(`${token}.${signature}x`)}`,
      `${name}=%E0%A4%A`,
    ]) {
      expect(await read({ cookie })).toBeNull();
    }
    expect((await read({ cookie: `${name}=${encodeURIComponent(signed)}` }))?.userId).toBe(person.userId);
  });

  it("hands an expired session to Better Auth, which deletes it", async () => {
    const person = await signUp(server);
    const { signed } = await tokenOf(person.cookie);
    const token = verifiedValue(signed, server.config.authSecret)!;
    await server.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(session.token, token));
    expect(await read({ cookie: person.cookie })).toBeNull();
    expect(await server.database.db.select().from(session).where(eq(session.token, token))).toEqual([]);
  });

  it("hands a session due for its daily refresh to Better Auth, which extends it", async () => {
    const person = await signUp(server);
    const token = verifiedValue((await tokenOf(person.cookie)).signed, server.config.authSecret)!;
    await server.database.db
      .update(session)
      .set({ expiresAt: new Date(Date.now() + 2 * DAY_MS) })
      .where(eq(session.token, token));
    expect((await read({ cookie: person.cookie }))?.userId).toBe(person.userId);
    const [row] = await server.database.db.select().from(session).where(eq(session.token, token));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * DAY_MS);
  });
});
