/**
 * A ban or a suspension bars the person's e-mail address from signing up, for good after a ban,
 * until the suspension's end after one — from the moment it is given, so that the same mailbox
 * written another way ("+tag", Gmail's dots) cannot open a second account beside the sanctioned
 * one, and after the account is deleted. What is kept is a keyed hash of the normalised address
 * (HMAC with the server's secret), never the address itself, the sanction that bars it and its end;
 * nothing else of the person (docs/PRODUCT.md §10).
 *
 * One bar per sanction, not per mailbox: two accounts of one mailbox (opened before either was
 * sanctioned) each keep their own, so lifting one's sanction, or its running out, leaves the
 * other's bar standing. A bar outlives its sanction's row when the account is deleted (the
 * sanction goes with it, and nobody can lift it any more); only a lifting removes a bar early, and
 * a suspension's bar is deleted once it has ended (forgetEnded).
 */
import { createHmac } from "node:crypto";
import { and, eq, isNull, lte, or, sql } from "drizzle-orm";
import { anyOf, arrayOf } from "../db/any-of.js";
import type { Db, Tx } from "../db/client.js";
import { barredAddresses, sanctions, user } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { shutsOutAt } from "../moderation/standing.js";

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
  /** Every key an address's bars may be kept under: today's normalisation and the earlier one. */
  const keysOf = (email: string) =>
    [...new Set([normalisedAddress(email), earlierNormalisedAddress(email)])].map(keyOf);

  /**
   * Bars each address for as long as its sanction is in force. One statement locks the sanctions
   * and reads them again: a lifting under way (which removes the sanction's bars in its own
   * transaction) either ends first, and the sanction lifted is passed over, or waits for this one
   * and then removes what it kept. A bar kept already stays as it is.
   */
  async function keep(tx: Db | Tx, barred: { sanctionId: string; email: string }[]): Promise<void> {
    if (barred.length === 0) return;
    const keys = arrayOf(
      barredAddresses.emailHash,
      barred.map(({ email }) => keyOf(normalisedAddress(email))),
    );
    const ids = arrayOf(
      barredAddresses.sanctionId,
      barred.map(({ sanctionId }) => sanctionId),
    );
    await tx.execute(sql`
      insert into ${barredAddresses} (email_hash, sanction_id, ends_at)
      select barred.email_hash, ${sanctions.id}, ${sanctions.endsAt}
      from ${sanctions} join unnest(${keys}, ${ids}) as barred(email_hash, sanction_id)
        on ${sanctions.id} = barred.sanction_id
      where ${shutsOutAt(clock())}
      for share of ${sanctions}
      on conflict (email_hash, sanction_id) do nothing`);
  }

  return {
    /** Inside the sanction's transaction: the person's address is barred as long as the sanction lasts. */
    async barFor(tx: Tx, sanction: { id: string; userId: string }): Promise<void> {
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, sanction.userId));
      if (account) await keep(tx, [{ sanctionId: sanction.id, email: account.email }]);
    },

    /**
     * At start-up: every suspension or ban in force has its bar, also those given before bars were
     * kept when a sanction is given (they were kept only when the account was deleted), or before
     * they were kept per sanction.
     */
    async keepForSanctioned(): Promise<void> {
      const sanctioned = await db
        .select({ sanctionId: sanctions.id, email: user.email })
        .from(sanctions)
        .innerJoin(user, eq(user.id, sanctions.userId))
        .where(shutsOutAt(clock()));
      await keep(db, sanctioned);
    },

    /**
     * Inside the erasure's transaction, before the account (and with it its sanctions) goes: each
     * suspension or ban in force leaves its bar (sanctions given before bars were kept at once have
     * none yet).
     */
    async keepForErased(tx: Tx, userId: string, email: string): Promise<void> {
      const theirs = await tx
        .select({ sanctionId: sanctions.id })
        .from(sanctions)
        .where(and(eq(sanctions.userId, userId), shutsOutAt(clock())));
      await keep(
        tx,
        theirs.map(({ sanctionId }) => ({ sanctionId, email })),
      );
    },

    /**
     * Inside a lifting's transaction (moderation/lifting.ts), after the sanction is lifted: its own
     * bar goes; the bars of the person's other sanctions, and of other accounts of the same mailbox,
     * stay. Bars kept before they were kept per sanction name none, so whose they are is unknown: a
     * lifting frees those under the person's address, as it did then (every sanction in force has
     * had its own bar since the server started, keepForSanctioned).
     */
    async releaseFor(tx: Tx, sanction: { id: string; userId: string }): Promise<void> {
      const [account] = await tx.select({ email: user.email }).from(user).where(eq(user.id, sanction.userId));
      const keptBefore = account
        ? and(isNull(barredAddresses.sanctionId), anyOf(barredAddresses.emailHash, keysOf(account.email)))
        : undefined;
      await tx.delete(barredAddresses).where(or(eq(barredAddresses.sanctionId, sanction.id), keptBefore));
    },

    /**
     * Bars whose suspension has ended bar nothing, and a keyed hash of an address is still something
     * of the person's: they are deleted (hourly, server-wide: app.ts). Answers how many went.
     */
    async forgetEnded(): Promise<number> {
      const gone = await db
        .delete(barredAddresses)
        .where(lte(barredAddresses.endsAt, clock()))
        .returning({ emailHash: barredAddresses.emailHash });
      return gone.length;
    },

    /** Before a sign-up reaches Better Auth: a barred address is refused with a sentence (403). */
    async check(email: string): Promise<void> {
      if (!email) return;
      const bars = await db
        .select()
        .from(barredAddresses)
        .where(anyOf(barredAddresses.emailHash, keysOf(email)));
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
