/**
 * A member is a signed-up person with a profile and a token balance. Profile and tokens are
 * created idempotently (Better Auth's after-create hook is not atomic with the user insert), and
 * repaired on every sign-in and /api/me, as PRODUCT.md §4 asks of a missing token record.
 */
import { count, eq, sql } from "drizzle-orm";
import { LIMITS } from "../../shared/limits.js";
import type { Db, Tx } from "../db/client.js";
import { profiles, userTokens } from "../db/schema.js";

/** A fixed number of its own (not the migration or match lock): it serialises profile creation so the early-access count cannot be overrun. */
const EARLY_ACCESS_LOCK = 727_003;

export async function ensureMember(db: Db, userId: string, earlyAccessLimit: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [existing] = await tx.select({ id: profiles.id }).from(profiles).where(eq(profiles.id, userId));
    if (!existing) {
      // Without a limit there is nothing to count: a sign-up then waits for no other.
      const waitlisted = earlyAccessLimit > 0 && (await earlyAccessTaken(tx, earlyAccessLimit));
      await tx.insert(profiles).values({ id: userId, waitlisted }).onConflictDoNothing();
    }
    await tx.insert(userTokens).values({ userId, tokens: LIMITS.newUserTokens }).onConflictDoNothing();
  });
}

/**
 * Whether every early-access place is taken, under the lock that keeps two sign-ups from both
 * taking the last one. Counts no further than the limit: past it, the answer no longer changes.
 */
async function earlyAccessTaken(tx: Tx, limit: number): Promise<boolean> {
  await tx.execute(sql`select pg_advisory_xact_lock(${EARLY_ACCESS_LOCK})`);
  const places = tx.select({ id: profiles.id }).from(profiles).limit(limit).as("places");
  const [row] = await tx.select({ n: count() }).from(places);
  return (row?.n ?? 0) >= limit;
}

export interface Member {
  role: "talk" | "listen" | "both";
  waitlisted: boolean;
  compassionPoints: number;
  tokens: number;
  /** When they told Kindred they are old enough; null until they have been asked. */
  adultConfirmedAt: Date | null;
}

/** The person's profile and token balance in one read; null while either row is missing. */
async function readMember(db: Db, userId: string): Promise<Member | null> {
  const [row] = await db
    .select({
      role: profiles.role,
      waitlisted: profiles.waitlisted,
      compassionPoints: profiles.compassionPoints,
      tokens: userTokens.tokens,
      adultConfirmedAt: profiles.adultConfirmedAt,
    })
    .from(profiles)
    .innerJoin(userTokens, eq(userTokens.userId, profiles.id))
    .where(eq(profiles.id, userId));
  return row ?? null;
}

/**
 * The member as they are now, created or repaired first when a row is missing. Most calls are one
 * read: the locking transaction of ensureMember runs only for a first sign-in or a lost row.
 */
export async function loadMember(db: Db, userId: string, earlyAccessLimit: number): Promise<Member> {
  const found = await readMember(db, userId);
  if (found) return found;
  await ensureMember(db, userId, earlyAccessLimit);
  const created = await readMember(db, userId);
  if (!created) throw new Error("a member's rows were missing right after they were created");
  return created;
}

export async function countProfiles(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(profiles);
  return row?.n ?? 0;
}

/** The admin role is decided here only: a listed e-mail that its owner has verified. */
export function isAdmin(user: { email: string; emailVerified: boolean }, adminEmails: ReadonlySet<string>): boolean {
  return user.emailVerified && adminEmails.has(user.email.toLowerCase());
}
