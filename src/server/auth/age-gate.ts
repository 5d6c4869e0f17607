/**
 * Adults only: the server decides whether a person may chat from the answer they gave, with its own
 * clock. A refused answer leaves nothing of the person behind except a key that stops them from
 * simply answering again at once: a hash of the e-mail address in the rate limiter (memory, or
 * Redis with REDIS_URL), which expires by itself after a day.
 */
import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import { AGE_UNCONFIRMED, AgeAnswer, isOldEnough, underAgeMemberRefusal, underAgeRefusal } from "../../shared/age.js";
import type { Db } from "../db/client.js";
import { profiles } from "../db/schema.js";
import { HttpError } from "../http-error.js";
import type { Viewer } from "./viewer.js";

/** How long an under-age answer keeps its e-mail address from answering again. */
export const UNDER_AGE_RETRY_SECONDS = 24 * 60 * 60;

/** Chat actions (matching, opening a chat, sending, reconnecting) wait until the age question is answered. */
export function requireAdult(viewer: Viewer): void {
  if (!viewer.adultConfirmed) throw new HttpError(403, AGE_UNCONFIRMED, "age-unconfirmed");
}

export type AgeGate = ReturnType<typeof createAgeGate>;

export function createAgeGate(options: {
  db: Db;
  minimumAge: number;
  clock: () => Date;
  /** One point per refused address, for UNDER_AGE_RETRY_SECONDS. */
  refusedAddresses: RateLimiterAbstract;
}) {
  const { db, minimumAge, clock, refusedAddresses } = options;
  const keyOf = (email: string) => createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
  const underAge = (member: boolean) =>
    new HttpError(403, (member ? underAgeMemberRefusal : underAgeRefusal)(minimumAge), "under-age");

  return {
    /**
     * Decides an answer: nothing happens for an adult; under age, the address is kept from trying
     * again for a while and the caller hears "under-age" (403), in the words for someone signing up
     * or, with `member`, for someone whose account already exists. A bad answer is a 400 sentence.
     */
    async check(email: string, body: unknown, member = false): Promise<void> {
      const key = email ? keyOf(email) : null;
      if (key && ((await refusedAddresses.get(key))?.consumedPoints ?? 0) > 0) throw underAge(member);
      const parsed = AgeAnswer.safeParse(body);
      if (!parsed.success) throw new HttpError(400, parsed.error.issues[0]?.message ?? "Please answer the question.");
      if (isOldEnough(parsed.data.dateOfBirth, clock(), minimumAge)) return;
      if (key) await refusedAddresses.penalty(key, 1);
      throw underAge(member);
    },

    /** Records that the person answered as an adult (the date of birth itself is not kept). */
    async confirm(userId: string): Promise<void> {
      await db.update(profiles).set({ adultConfirmedAt: clock() }).where(eq(profiles.id, userId));
    },
  };
}
