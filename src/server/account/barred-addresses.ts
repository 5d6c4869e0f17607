/**
 * A ban or a suspension outlives the account it was given to: deleting a banned or suspended account
 * keeps its e-mail address from signing up again, for good after a ban, until the suspension's end
 * after one. What is kept is a keyed hash of the normalised address (HMAC with the server's secret),
 * never the address itself, and its end; nothing else of the person (docs/PRODUCT.md §10).
 */
import { createHmac } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import type { Db, Tx } from "../db/client.js";
import { barredAddresses } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import { standingsOf } from "../moderation/standing.js";

/**
 * One address, however it is written: case and spaces aside, and without a "+tag" (the same mailbox
 * at nearly every provider, and the easiest way round a bar).
 */
export function normalisedAddress(email: string): string {
  const [local = "", domain = ""] = email
    .trim()
    .toLowerCase()
    .split(/@(?=[^@]*$)/);
  return `${local.replace(/\+.*$/, "")}@${domain}`;
}

export type AddressBar = ReturnType<typeof createAddressBar>;

export function createAddressBar({ db, secret, clock }: { db: Db; secret: string; clock: () => Date }) {
  const keyOf = (email: string) =>
    createHmac("sha256", secret)
      .update(`kindred-barred-address:${normalisedAddress(email)}`)
      .digest("hex");

  return {
    /**
     * Inside the erasure's transaction: a person banned or suspended now leaves their address barred
     * (a longer bar already kept for it stays).
     */
    async keepIfSanctioned(tx: Tx, userId: string, email: string): Promise<void> {
      const standing = (await standingsOf(tx, [userId], clock())).get(userId)!;
      if (standing.state !== "banned" && standing.state !== "suspended") return;
      const endsAt = standing.endsAt ? new Date(standing.endsAt) : null;
      await tx
        .insert(barredAddresses)
        .values({ emailHash: keyOf(email), endsAt })
        .onConflictDoUpdate({
          target: barredAddresses.emailHash,
          // Null (for good) is the longest bar of all.
          set: {
            endsAt: sql`case when ${barredAddresses.endsAt} is null or excluded.ends_at is null then null
              else greatest(${barredAddresses.endsAt}, excluded.ends_at) end`,
          },
        });
    },

    /** Before a sign-up reaches Better Auth: a barred address is refused with a sentence (403). */
    async check(email: string): Promise<void> {
      if (!email) return;
      const [barred] = await db
        .select()
        .from(barredAddresses)
        .where(eq(barredAddresses.emailHash, keyOf(email)));
      if (!barred) return;
      if (barred.endsAt === null) {
        throw new HttpError(
          403,
          "This e-mail address belonged to an account banned from Kindred, so it cannot be used to sign up again.",
        );
      }
      if (barred.endsAt > clock()) {
        throw new HttpError(
          403,
          `This e-mail address belonged to an account suspended until ${barred.endsAt.toISOString().slice(0, 10)}. You can sign up with it after that.`,
        );
      }
    },
  };
}
