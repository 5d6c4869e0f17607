/**
 * Reads a request's session the way Better Auth's getSession does — the signed session cookie,
 * then the session and its user from the database — except that the sessions of requests arriving
 * together are read in one query. Every signed-in request reads its session, so under load this
 * read was most of what a request cost (each statement on the embedded database costs far more
 * than each row it returns). There is no cache: a request is answered from a read that started
 * after it arrived, so signing out, a password reset or a deleted account ends a session at once.
 * Whatever is not a plain valid session (expired, due for Better Auth's daily refresh) is handed
 * to Better Auth itself, which deletes or refreshes it as it always has.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import { parse as parseCookies } from "cookie";
import { eq } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import { createBatcher } from "../db/batcher.js";
import type { Db } from "../db/client.js";
import { profiles, session, user } from "../db/schema.js";
import type { Auth } from "./auth.js";
import { toFetchHeaders } from "./routes.js";

export interface SignedIn {
  sessionId: string;
  userId: string;
  email: string;
  emailVerified: boolean;
  /** Whether they have told Kindred they are old enough (profiles.adult_confirmed_at). */
  adultConfirmed: boolean;
}

export type ReadSession = (headers: IncomingHttpHeaders) => Promise<SignedIn | null>;

/** Bounds one statement's size; a burst larger than this is read in several batches. */
const MAX_BATCH = 500;

export function createSessionReader(auth: Auth, db: Db): ReadSession {
  const settings = auth.$context.then((context) => ({
    cookieName: context.authCookies.sessionToken.name,
    secret: context.secret,
    expiresInMs: context.sessionConfig.expiresIn * 1000,
    updateAgeMs: context.sessionConfig.updateAge * 1000,
  }));

  const readByToken = createBatcher(
    async (tokens: string[]) => {
      const rows = await db
        .select({
          token: session.token,
          sessionId: session.id,
          expiresAt: session.expiresAt,
          userId: user.id,
          email: user.email,
          emailVerified: user.emailVerified,
          adultConfirmedAt: profiles.adultConfirmedAt,
        })
        .from(session)
        .innerJoin(user, eq(user.id, session.userId))
        .leftJoin(profiles, eq(profiles.id, session.userId))
        .where(anyOf(session.token, [...new Set(tokens)]));
      const byToken = new Map(rows.map((row) => [row.token, row]));
      return tokens.map((token) => ({ ok: true as const, value: byToken.get(token) }));
    },
    { maxBatch: MAX_BATCH },
  );

  /** Better Auth's own read, for the sessions it must change on the way. */
  async function readByBetterAuth(headers: IncomingHttpHeaders): Promise<SignedIn | null> {
    const found = await auth.api.getSession({ headers: toFetchHeaders(headers) });
    if (!found) return null;
    const { user, session } = found;
    const [profile] = await db
      .select({ adultConfirmedAt: profiles.adultConfirmedAt })
      .from(profiles)
      .where(eq(profiles.id, user.id));
    const adultConfirmed = Boolean(profile?.adultConfirmedAt);
    return {
      sessionId: session.id,
      userId: user.id,
      email: user.email,
      emailVerified: user.emailVerified,
      adultConfirmed,
    };
  }

  return async (headers) => {
    const { cookieName, secret, expiresInMs, updateAgeMs } = await settings;
    if (typeof headers.cookie !== "string") return null;
    const cookie = parseCookies(headers.cookie)[cookieName];
    const token = cookie ? verifiedValue(cookie, secret) : null;
    if (!token) return null;
    const found = await readByToken(token);
    if (!found) return null;
    const now = Date.now();
    const expired = found.expiresAt.getTime() < now;
    const dueForRefresh = found.expiresAt.getTime() - expiresInMs + updateAgeMs <= now;
    if (expired || dueForRefresh) return readByBetterAuth(headers);
    const { sessionId, userId, email, emailVerified, adultConfirmedAt } = found;
    return { sessionId, userId, email, emailVerified, adultConfirmed: adultConfirmedAt !== null };
  };
}

/**
 * The value of a cookie Better Auth signed (better-call's format: `value.base64(HMAC-SHA256)`),
 * or null when the signature does not match the secret. Better Auth has no public function for
 * this, and asking it (`auth.api.getSession`) costs a query per request, which is what this reader
 * exists to batch. So the format is restated here, and `sessions.test.ts` checks it against the
 * cookies Better Auth itself sets and reads: an upgrade that changes the format fails that test.
 */
export function verifiedValue(signed: string, secret: string): string | null {
  const dot = signed.lastIndexOf(".");
  if (dot < 1) return null;
  const value = signed.slice(0, dot);
  const encoded = signed.slice(dot + 1);
  if (encoded.length !== 44) return null;
  const signature = Buffer.from(encoded, "base64");
  const expected = createHmac("sha256", secret).update(value).digest();
  return signature.length === expected.length && timingSafeEqual(signature, expected) ? value : null;
}
