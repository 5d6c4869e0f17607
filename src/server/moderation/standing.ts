/**
 * A person's standing, from the sanctions table: the one place that decides what a sanction lets
 * them do. The gate asks on every request and socket event, so each instance keeps the standings it
 * has read (StandingBook) until told that one changed: the instance that decides a sanction forgets
 * at once and announces it to the others (standing-channel.ts). While announcements may not reach
 * this instance, a standing is kept for STANDING_CACHE_MS only, so a sanction is in force everywhere
 * within a second even then.
 */
import { and, gt, inArray, isNull, or } from "drizzle-orm";
import { underAgeHeldBelow } from "../../shared/age.js";
import { CLOSED_FOR_AGE, UNDER_AGE_SANCTION_REASON, type Standing } from "../../shared/moderation-api.js";
import { anyOf } from "../db/any-of.js";
import { createBatcher } from "../db/batcher.js";
import type { Db } from "../db/client.js";
import { sanctions } from "../db/schema.js";
import { HttpError } from "../http-error.js";

/** Under a second: while announcements may not arrive, a new sanction is in force on every instance within a second. */
export const STANDING_CACHE_MS = 500;
/**
 * While announcements arrive: only a backstop for a change made outside Kindred (an operator's SQL).
 * Reading the standing on every socket event cost a query per message: at 1,000 people writing once a
 * second, delivery fell from milliseconds to seconds behind.
 */
export const STANDING_KEPT_MS = 60_000;
/** About 10 MB at most: every person connected to a busy instance, without a read per event. */
const MOST_KEPT = 100_000;
/** Bounds one statement's size; more standings asked for at once are read in several. */
const MAX_BATCH = 500;

type SanctionRow = typeof sanctions.$inferSelect;

/** The strongest sanction in force at `now`: ban, then suspension, then warning, then hold. */
export function standingFrom(rows: SanctionRow[], now: Date): Standing {
  const live = rows.filter((row) => row.liftedAt === null);
  const ban = live.find((row) => row.kind === "ban");
  if (ban) return { state: "banned", reason: ban.reason, endsAt: null };
  const suspension = live
    .filter((row) => row.kind === "suspension" && row.endsAt && row.endsAt > now)
    .sort((a, b) => b.endsAt!.getTime() - a.endsAt!.getTime())[0];
  if (suspension) return { state: "suspended", reason: suspension.reason, endsAt: suspension.endsAt!.toISOString() };
  const warning = live.find((row) => row.kind === "warning" && row.acknowledgedAt === null);
  if (warning) return { state: "warned", reason: warning.reason, endsAt: null };
  // The under-age hold first: the page reads it to tell the person why, with the youth lines.
  const holds = live.filter((row) => row.kind === "hold");
  const hold = holds.find((row) => underAgeHeldBelow(row.reason) !== null) ?? holds[0];
  if (hold) return { state: "held", reason: hold.reason, endsAt: null };
  return { state: "clear", reason: null, endsAt: null };
}

/**
 * A suspension or a ban in force at `now` (not lifted; a suspension not yet ended), in SQL: what
 * the sanctions list and lifting offer, and what bars an address from signing up.
 */
export const shutsOutAt = (now: Date) =>
  and(
    inArray(sanctions.kind, ["suspension", "ban"]),
    isNull(sanctions.liftedAt),
    or(isNull(sanctions.endsAt), gt(sanctions.endsAt, now)),
  );

/** Each person's standing at `now`, read in one statement (also inside a transaction: the matcher's). */
export async function standingsOf(db: Db, userIds: string[], now: Date): Promise<Map<string, Standing>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .select()
    .from(sanctions)
    .where(and(anyOf(sanctions.userId, userIds), isNull(sanctions.liftedAt)));
  const byPerson = new Map<string, SanctionRow[]>();
  for (const row of rows) {
    const theirs = byPerson.get(row.userId);
    if (theirs) theirs.push(row);
    else byPerson.set(row.userId, [row]);
  }
  return new Map(userIds.map((id) => [id, standingFrom(byPerson.get(id) ?? [], now)]));
}

/** May not chat at all: no chat, message, match or reconnect token. */
export const isShutOut = (standing: Standing) => standing.state === "suspended" || standing.state === "banned";
/** May not start a new chat (match or reconnect): shut out, or a warning or hold stands in the way. */
export const mayNotStartChat = (standing: Standing) => standing.state !== "clear";

/** The sentence a refused request is answered with. */
export function refusalFor(standing: Standing): HttpError {
  switch (standing.state) {
    case "banned":
      if (standing.reason === UNDER_AGE_SANCTION_REASON) return new HttpError(403, CLOSED_FOR_AGE);
      return new HttpError(
        403,
        `Your account has been banned (${standing.reason}). You can still download or delete your data.`,
      );
    case "suspended":
      return new HttpError(
        403,
        `Your account is suspended until ${standing.endsAt!.slice(0, 10)} (${standing.reason}). You can chat again after that.`,
      );
    case "warned":
      return new HttpError(
        403,
        `A moderator has warned you (${standing.reason}). Please read and acknowledge the warning before your next chat.`,
      );
    case "held":
      return new HttpError(
        403,
        "Your account is on hold while a moderator looks at reports about it. You can start new chats once they have decided.",
      );
    case "clear":
      return new HttpError(403, "You cannot do that right now.");
  }
}

export type StandingBook = ReturnType<typeof createStandingBook>;

/** How instances tell each other of a changed standing (standing-channel.ts). */
export interface StandingChannel {
  /** Tells every other instance that this person's standing changed. */
  announce(userId: string): void;
  /** Whether announcements from other instances reach this one now. */
  hears(): boolean;
}

export function createStandingBook({ db, now }: { db: Db; now: () => Date }) {
  const remembered = new Map<string, { at: number; standing: Promise<Standing> }>();
  // Without a channel there is no other instance (several instances need Redis): nothing to hear.
  let channel: StandingChannel | null = null;
  const keptFor = () => (channel && !channel.hears() ? STANDING_CACHE_MS : STANDING_KEPT_MS);
  // The standings asked for together are read in one statement (a burst of requests from people
  // not yet remembered, each its own query, kept the embedded database busy for seconds); each is
  // still answered by a read that started after it was asked (db/batcher.ts).
  const read = createBatcher(
    async (userIds: string[]) => {
      const standings = await standingsOf(db, [...new Set(userIds)], now());
      return userIds.map((id) => ({ ok: true as const, value: standings.get(id)! }));
    },
    { maxBatch: MAX_BATCH },
  );
  const book = {
    /** The standing as last read (by the wall clock, whatever the test clock says, see keptFor). */
    async of(userId: string): Promise<Standing> {
      const kept = remembered.get(userId);
      if (kept && Date.now() - kept.at < keptFor()) {
        const standing = await kept.standing;
        // A suspension ends on its date to the moment, not when the remembered answer is forgotten.
        if (standing.state !== "suspended" || new Date(standing.endsAt!) > now()) return standing;
      }
      const standing = read(userId);
      remembered.set(userId, { at: Date.now(), standing });
      // A failed read is not remembered: the next request asks the database again.
      standing.catch(() => remembered.delete(userId));
      if (remembered.size > MOST_KEPT) remembered.delete(remembered.keys().next().value!);
      return standing;
    },
    /** A sanction on this person was decided (or lifted, or read) here: forget it, and tell the others. */
    changed(userId: string): void {
      book.forget(userId);
      channel?.announce(userId);
    },
    /** Read afresh next time: another instance announced a change. */
    forget(userId: string): void {
      remembered.delete(userId);
    },
    /** Read everyone afresh: announcements may have been missed while they could not arrive. */
    forgetAll(): void {
      remembered.clear();
    },
    /** From now on, changes are announced on `shared` and kept only briefly while it cannot hear. */
    share(shared: StandingChannel): void {
      channel = shared;
    },
  };
  return book;
}
