/**
 * A ban or a suspension bars the person's e-mail address from signing up, for good after a ban,
 * until the suspension's end after one — from the moment it is given, so that the same mailbox
 * written another way ("+tag", Gmail's dots) cannot open a second account beside the sanctioned
 * one, and after the account is deleted. What is kept is a keyed hash of the normalised address
 * (HMAC with the server's secret), never the address itself, and its end; nothing else of the
 * person (docs/PRODUCT.md §10).
 */
import { createHmac } from "node:crypto";
import { and, eq, gt, inArray, isNull, or, sql } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import type { Db, Tx } from "../db/client.js";
import { barredAddresses, sanctions, user } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { standingsOf } from "../moderation/standing.js";

/** Gmail's two names for one domain; it ignores dots in the part before the @. */
const GMAIL = new Set(["gmail.com", "googlemail.com"]);

/**
 * One mailbox, however it is written: case and spaces aside, without a "+tag" (the same mailbox at
 * nearly every provider, and the easiest way round a bar), and at Gmail without dots.
 */
export function normalisedAddress(email: string): string {
  const [local, domain] = splitAddress(email);
  const mailbox = local.replace(/\+.*$/, "");
  return GMAIL.has(domain) ? `${mailbox.replaceAll(".", "")}@gmail.com` : `${mailbox}@${domain}`;
}

/** How addresses were normalised before Gmail's dots were: bars kept then are found by it. */
function earlierNormalisedAddress(email: string): string {
  const [local, domain] = splitAddress(email);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

function splitAddress(email: string): [string, string] {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return [local, domain];
}

export type AddressBar = ReturnType<typeof createAddressBar>;

export function createAddressBar({ db, secret, clock }: { db: Db; secret: string; clock: () => Date }) {
  const keyOf = (normalised: string) =>
    createHmac("sha256", secret).update(`kindred-barred-address:${normalised}`).digest("hex");

  /** Bars each address until its `endsAt` (null: for good); a longer bar already kept for it stays. */
  async function keep(tx: Db | Tx, bars: { email: string; endsAt: Date | null }[]): Promise<void> {
    // One row per address: two accounts of one mailbox keep the longer bar.
    const byKey = new Map<string, Date | null>();
    for (const { email, endsAt } of bars) {
      const key = keyOf(normalisedAddress(email));
      const kept = byKey.get(key);
      byKey.set(key, kept === null || endsAt === null ? null : kept && kept > endsAt ? kept : endsAt);
    }
    if (byKey.size === 0) return;
    await tx
      .insert(barredAddresses)
      .values([...byKey].map(([emailHash, endsAt]) => ({ emailHash, endsAt })))
      .onConflictDoUpdate({
        target: barredAddresses.emailHash,
        // Null (for good) is the longest bar of all.
        set: {
          endsAt: sql`case when ${barredAddresses.endsAt} is null or excluded.ends_at is null then null
              else greatest(${barredAddresses.endsAt}, excluded.ends_at) end`,
        },
      });
  }

  async function keepIfSanctioned(tx: Tx, userId: string, email: string): Promise<void> {
    const standing = (await standingsOf(tx, [userId], clock())).get(userId)!;
    if (standing.state !== "banned" && standing.state !== "suspended") return;
    await keep(tx, [{ email, endsAt: standing.endsAt ? new Date(standing.endsAt) : null }]);
  }

  return {
    /** Inside the sanction's transaction: the person's address is barred as long as the sanction lasts. */
    async barFor(tx: Tx, userId: string, endsAt: Date | null): Promise<void> {
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (account) await keep(tx, [{ email: account.email, endsAt }]);
    },

    /**
     * At start-up: every suspension or ban in force has its bar, also those given before bars were
     * kept when a sanction is given (they were kept only when the account was deleted).
     */
    async keepForSanctioned(): Promise<void> {
      const now = clock();
      const sanctioned = await db
        .select({ email: user.email, endsAt: sanctions.endsAt })
        .from(sanctions)
        .innerJoin(user, eq(user.id, sanctions.userId))
        .where(
          and(
            inArray(sanctions.kind, ["suspension", "ban"]),
            isNull(sanctions.liftedAt),
            or(isNull(sanctions.endsAt), gt(sanctions.endsAt, now)),
          ),
        );
      await keep(db, sanctioned);
    },

    /**
     * Inside the erasure's transaction: a person banned or suspended now leaves their address barred
     * (sanctions given before bars were kept at once have none yet).
     */
    keepIfSanctioned,

    /**
     * Inside a lifting's transaction (moderation/lifting.ts), after the sanction is lifted: the
     * address's bar is dropped, and kept again only for what still stands (another suspension or ban).
     */
    async releaseFor(tx: Tx, userId: string): Promise<void> {
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, userId));
      if (!account) return;
      const keys = [...new Set([normalisedAddress(account.email), earlierNormalisedAddress(account.email)])].map(keyOf);
      await tx.delete(barredAddresses).where(anyOf(barredAddresses.emailHash, keys));
      await keepIfSanctioned(tx, userId, account.email);
    },

    /** Before a sign-up reaches Better Auth: a barred address is refused with a sentence (403). */
    async check(email: string): Promise<void> {
      if (!email) return;
      const keys = [...new Set([normalisedAddress(email), earlierNormalisedAddress(email)])].map(keyOf);
      const bars = await db.select().from(barredAddresses).where(anyOf(barredAddresses.emailHash, keys));
      if (bars.some((bar) => bar.endsAt === null)) {
        throw new HttpError(
          403,
          "This e-mail address is linked to an account banned from Kindred, so it cannot be used to sign up again.",
        );
      }
      const endsAt = new Date(Math.max(...bars.map((bar) => bar.endsAt!.getTime())));
      if (bars.length > 0 && endsAt > clock()) {
        throw new HttpError(
          403,
          `This e-mail address is linked to an account suspended until ${endsAt.toISOString().slice(0, 10)}. You can sign up with it after that.`,
        );
      }
    },
  };
}
