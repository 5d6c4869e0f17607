/** Every auth endpoint that takes an e-mail address refuses an impossible one with a sentence, and sends nothing. */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { EMAIL_INVALID, EMAIL_MISSING, EMAIL_TOO_LONG } from "../../shared/email-address.js";
import { user } from "../db/schema.js";
import { authPost, databaseKinds, mailsTo, PASSWORD, postSignUp, serverForSuite } from "../testing/server.js";

const LONG_LOCAL = `${"x".repeat(300)}@example.com`;

describe.each(databaseKinds)("e-mail addresses at the auth endpoints on the %s database", (kind) => {
  const server = serverForSuite({ kind });
  const stored = async (email: string) => ({
    users: (await server.database.db.select().from(user).where(eq(user.email, email))).length,
    mails: (await mailsTo(server, email)).length,
  });

  it("refuses a local part over 64 characters, or an address over 254, at sign-up, and sends no mail", async () => {
    for (const email of [LONG_LOCAL, `${"x".repeat(64)}@${"d".repeat(190)}.com`]) {
      const response = await postSignUp(server, { email });
      expect([response.statusCode, response.json()]).toEqual([400, { error: EMAIL_TOO_LONG }]);
      expect(await stored(email)).toEqual({ users: 0, mails: 0 });
    }
    // The limits themselves are allowed.
    expect((await postSignUp(server, { email: `${"x".repeat(64)}@example.com` })).statusCode).toBe(200);
  });

  it("answers sign-in, reset and verification with the same rule and sentences", async () => {
    const asks = [
      ["/sign-in/email", (email: unknown) => ({ email, password: PASSWORD })],
      ["/request-password-reset", (email: unknown) => ({ email, redirectTo: "/reset-password" })],
      ["/send-verification-email", (email: unknown) => ({ email })],
    ] as const;
    for (const [path, body] of asks) {
      for (const [email, error] of [
        [LONG_LOCAL, EMAIL_TOO_LONG],
        ["foo@bar", EMAIL_INVALID],
        [undefined, EMAIL_MISSING],
      ] as const) {
        const response = await authPost(server, path, body(email));
        expect([path, email, response.statusCode, response.json()]).toEqual([path, email, 400, { error }]);
      }
    }
    expect(await stored(LONG_LOCAL)).toEqual({ users: 0, mails: 0 });
  });
});
