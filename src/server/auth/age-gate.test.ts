/**
 * Adults only, decided by the server: sign-up refuses an answer under MINIMUM_AGE before any account
 * exists (and the same address cannot simply answer again), the boundary day lets an 18th birthday
 * in, and members from before the question cannot match, open a chat, send or reconnect until they
 * answer — on REST and on the socket. An under-age answer locks the account and signs the browser
 * out, but never erases it: only the password does that (account/service.ts says why).
 */
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ApiError, Me } from "../../shared/api.js";
import { AGE_UNCONFIRMED, underAgeMemberRefusal } from "../../shared/age.js";
import { profiles, user } from "../db/schema.js";
import { matchTwo } from "../testing/chats.js";
import {
  authPost,
  cookiesFrom,
  databaseKinds,
  getJson,
  PASSWORD,
  sendJson,
  serverForSuite,
  signInAgain,
  uniqueEmail,
} from "../testing/server.js";
import { request, socketPeople } from "../testing/sockets.js";

/** Midday UTC on 14 June 2026: already 15 June at UTC+14, the first time zone to reach it. */
const NOW = new Date("2026-06-14T12:00:00Z");

describe.each(databaseKinds)("adults only on the %s database", (kind) => {
  const people = socketPeople();
  const server = serverForSuite({ kind, clock: () => NOW });
  beforeAll(async () => {
    await people.start(server);
  });
  afterAll(() => people.closeAll());

  const signUpWith = (email: string, answer: Record<string, unknown>) =>
    authPost(server, "/sign-up/email", { email, password: PASSWORD, name: "Anonymous", ...answer });
  const accountsFor = (email: string) => server.database.db.select().from(user).where(eq(user.email, email));

  it("refuses an under-age sign-up kindly, stores nothing, and does not take a second answer at once", async () => {
    const email = uniqueEmail("young");
    const refused = await signUpWith(email, { dateOfBirth: "2010-03-02", acceptTerms: true });
    expect(refused.statusCode).toBe(403);
    const answer = ApiError.parse(refused.json());
    expect(answer.code).toBe("under-age");
    expect(answer.error).toMatch(/^Kindred is for adults aged 18 and over/);
    expect(refused.headers["set-cookie"]).toBeUndefined();
    expect(await accountsFor(email)).toEqual([]);

    // The same address, a moment later, claiming to be older: the same kind answer, still no account.
    const again = await signUpWith(email.toUpperCase(), { dateOfBirth: "1990-03-02", acceptTerms: true });
    expect(again.statusCode).toBe(403);
    expect(ApiError.parse(again.json()).code).toBe("under-age");
    expect(await accountsFor(email)).toEqual([]);
  });

  it("lets someone in on their 18th birthday, and not the day before it", async () => {
    const birthday = await signUpWith(uniqueEmail(), { dateOfBirth: "2008-06-15", acceptTerms: true });
    expect(birthday.statusCode).toBe(200);
    const me = Me.parse((await getJson(server, "/api/me", cookiesFrom(birthday.headers["set-cookie"]))).json());
    expect(me.profile.adultConfirmed).toBe(true);
    const tomorrow = await signUpWith(uniqueEmail(), { dateOfBirth: "2008-06-16", acceptTerms: true });
    expect(tomorrow.statusCode).toBe(403);
  });

  it("asks for a date of birth and the terms, in sentences, before anything else", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{}, "Please enter your date of birth: day, month and year."],
      [
        { dateOfBirth: "1990-02-30", acceptTerms: true },
        "That date does not exist. Please check the day, month and year.",
      ],
      [{ dateOfBirth: "1990-02-03" }, "Please accept the terms to continue."],
      [{ dateOfBirth: "1990-02-03", acceptTerms: false }, "Please accept the terms to continue."],
    ];
    for (const [answer, sentence] of cases) {
      const email = uniqueEmail();
      const response = await signUpWith(email, answer);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ error: sentence });
      expect(await accountsFor(email)).toEqual([]);
    }
  });

  it("asks members from before the question before they can chat, and a modified page cannot skip it", async () => {
    const [a, b, old] = [await people.add(), await people.add(), await people.add()];
    const chat = await matchTwo(server, a, b);
    await server.database.db.update(profiles).set({ adultConfirmedAt: null }).where(eq(profiles.id, old.userId));
    // The socket read the session before the change: a fresh one, as after the next visit.
    const socket = await people.connect(old.cookie);

    expect(Me.parse((await getJson(server, "/api/me", old.cookie)).json()).profile.adultConfirmed).toBe(false);
    const refusals = [
      await sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, old.cookie),
      await getJson(server, `/api/chats/${chat.id}`, old.cookie),
      await sendJson(
        server,
        "POST",
        `/api/chats/${chat.id}/messages`,
        { clientId: randomUUID(), content: "hi" },
        old.cookie,
      ),
      await sendJson(server, "POST", `/api/chats/${chat.id}/reconnect`, {}, old.cookie),
    ];
    for (const refused of refusals) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: AGE_UNCONFIRMED, code: "age-unconfirmed" });
    }
    expect(await request(socket, "chat:join", { chatId: chat.id })).toMatchObject({
      ok: false,
      code: "age-unconfirmed",
    });
    expect(
      await request(socket, "message:send", { chatId: chat.id, clientId: randomUUID(), content: "hi" }),
    ).toMatchObject({ ok: false, code: "age-unconfirmed" });

    const answered = await sendJson(
      server,
      "POST",
      "/api/me/age",
      { dateOfBirth: "1985-11-30", acceptTerms: true },
      old.cookie,
    );
    expect(answered.statusCode).toBe(204);
    expect(Me.parse((await getJson(server, "/api/me", old.cookie)).json()).profile.adultConfirmed).toBe(true);
    expect((await sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, old.cookie)).statusCode).toBe(
      200,
    );
  });

  it("locks a member who answers under age and signs the browser out, but leaves erasing to the password", async () => {
    const old = await people.add();
    await server.database.db.update(profiles).set({ adultConfirmedAt: null }).where(eq(profiles.id, old.userId));
    const answered = await sendJson(
      server,
      "POST",
      "/api/me/age",
      { dateOfBirth: "2011-01-20", acceptTerms: true },
      old.cookie,
    );
    expect(answered.statusCode).toBe(403);
    expect(ApiError.parse(answered.json())).toEqual({ error: underAgeMemberRefusal(18), code: "under-age" });
    expect(String(answered.headers["set-cookie"])).toMatch(/session_token=;/);
    expect((await getJson(server, "/api/me", old.cookie)).statusCode).toBe(401);
    // The account is still there, and still cannot chat; the address cannot answer again at once.
    expect(await accountsFor(old.email)).toHaveLength(1);
    const again = await signInAgain(server, old.email);
    expect((await sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, again)).statusCode).toBe(403);
    const adultNow = await sendJson(
      server,
      "POST",
      "/api/me/age",
      { dateOfBirth: "1990-01-01", acceptTerms: true },
      again,
    );
    expect(ApiError.parse(adultNow.json()).code).toBe("under-age");
    // The password erases it, as for anyone (that refusal signed the browser out again).
    const third = await signInAgain(server, old.email);
    expect((await sendJson(server, "DELETE", "/api/me", { password: PASSWORD }, third)).statusCode).toBe(204);
    expect(await accountsFor(old.email)).toEqual([]);
  });

  it("cannot be used by whoever holds an adult's session cookie to erase or lock the account", async () => {
    const adult = await people.add();
    const minor = { dateOfBirth: "2011-01-20", acceptTerms: true };
    expect((await sendJson(server, "POST", "/api/me/age", minor, adult.cookie)).statusCode).toBe(204);
    expect(await accountsFor(adult.email)).toHaveLength(1);
    expect(Me.parse((await getJson(server, "/api/me", adult.cookie)).json()).profile.adultConfirmed).toBe(true);
    const match = await sendJson(server, "POST", "/api/chats/match", { themeId: "late-night" }, adult.cookie);
    expect(match.statusCode).toBe(200);
    // Deleting still asks for the password.
    const guessed = await sendJson(server, "DELETE", "/api/me", { password: "not the password" }, adult.cookie);
    expect(guessed.statusCode).toBe(403);
    expect(await accountsFor(adult.email)).toHaveLength(1);
  });
});

describe("MINIMUM_AGE", () => {
  const server = serverForSuite({ config: { minimumAge: 21 }, clock: () => NOW });

  it("is the age the server asks for", async () => {
    const answer = (dateOfBirth: string) =>
      authPost(server, "/sign-up/email", {
        email: uniqueEmail(),
        password: PASSWORD,
        name: "Anonymous",
        dateOfBirth,
        acceptTerms: true,
      });
    const twenty = await answer("2006-01-01");
    expect(twenty.statusCode).toBe(403);
    expect(twenty.json().error).toMatch(/^Kindred is for adults aged 21 and over/);
    expect((await answer("2005-06-15")).statusCode).toBe(200);
  });
});
