/**
 * A crisis noticed before a match, carried into the chat the person is matched in. What a person
 * says to the room's persona while waiting is theirs alone (chats/views.ts firstReadableSeq): their
 * partner and moderators never read it. But if those words opened crisis support, the person in
 * crisis should not be paired with someone who does not know to be gentle, in a chat no moderator
 * sees as in crisis: the chat opens in crisis support at its match (crisis-mode.ts openBeforeMatch),
 * and nothing of the words goes with it, only whose seat the crisis is, its tier, and whether the
 * person was given the urgent line (urgent-line.ts), which the match's line repeats.
 *
 * Which crises count, all opened by the person's own words (an opening's person_id):
 * - those noticed while they sat alone in the chat now matched (the same search, however long the
 *   wait: the opening's notice at or before its match);
 * - any in another chat of theirs within BEFORE_MATCH_WITHIN_MS: a waiting chat (a search moved to
 *   another room, cancelled and begun again) or a conversation, from either seat. Someone whose
 *   words opened crisis support in a chat and who pressed New Match, or was left and searched
 *   again, is the same person in the same crisis minutes later; the new partner should meet them
 *   knowing to be gentle, and moderators should see the chat marked. The partner of that earlier
 *   chat is not carried anywhere: only whose words opened it count.
 * An opening made at an earlier match (detector before-match) is never carried on: it would renew
 * the window on words said longer ago than it, chat after chat.
 */
import { and, eq, inArray, isNotNull, isNull, lte, ne, or, sql } from "drizzle-orm";
import { strongest } from "../../shared/crisis.js";
import type { ChatRow } from "../chats/views.js";
import { anyOf } from "../db/any-of.js";
import { createBatcher } from "../db/batcher.js";
import type { Db } from "../db/client.js";
import { chats, crisisOpenings } from "../db/schema.js";
import type { ContentCipher } from "../messages/crypto.js";
import type { Noticed } from "./crisis-mode.js";
import { urgentAmong } from "./urgent-line.js";

/**
 * How long a crisis opened in another chat of the person's (waiting or matched) still opens a new
 * match in crisis support: half an hour. A crisis is not over in the minutes a search takes, nor
 * when the person tries another room, searches again or presses New Match (a waiting chat lasts up
 * to 10 minutes without an update, and a search may be moved a few times); but the mark should not
 * follow someone into every chat for the rest of the evening on words the partner cannot see and
 * the person may have moved past, when what they say in the chat itself is read as it is written.
 */
export const BEFORE_MATCH_WITHIN_MS = 30 * 60_000;

const RECENT = `${BEFORE_MATCH_WITHIN_MS / 1000} seconds`;

export interface CrisisBeforeMatch {
  personId: string;
  seat: "p1" | "p2";
  /** The strongest of the openings carried: never the words, only how they were read. */
  signal: Noticed;
  /** Whether they were given the urgent line before the match: the match's line keeps the emergency wording. */
  urgent: boolean;
}

/** How many matched chats one look for recent openings serves at most. */
const MOST_CHATS_AT_ONCE = 500;

/**
 * Whether a matched chat may have a crisis before its match to carry, for many chats in one
 * statement: a burst of searches matches hundreds of chats a second, and nearly none of them has one.
 * A chat whose row has no crisis_opened_at had no crisis while its person waited in it; then only an
 * opening of either person's in the last BEFORE_MATCH_WITHIN_MS can count, and a chat with none has
 * nothing to carry. Only a chat that may have one is read in full (crisesBeforeMatch).
 */
export function createCrisisBeforeMatchCheck(db: Db): (chat: ChatRow) => Promise<boolean> {
  const recentlyInCrisis = createBatcher(
    async (people: string[][]) => {
      const all = [...new Set(people.flat())];
      const found = new Set(
        (
          await db
            .selectDistinct({ personId: crisisOpenings.personId })
            .from(crisisOpenings)
            .where(
              and(anyOf(crisisOpenings.personId, all), sql`${crisisOpenings.createdAt} >= now() - ${RECENT}::interval`),
            )
        ).map((row) => row.personId),
      );
      return people.map((ids) => ({ ok: true as const, value: ids.some((id) => found.has(id)) }));
    },
    { maxBatch: MOST_CHATS_AT_ONCE },
  );
  return async (chat) => {
    if (chat.crisisOpenedAt !== null) return true;
    const people = [chat.participant1Id, chat.participant2Id].filter((id) => id !== null);
    return people.length > 0 && recentlyInCrisis(people);
  };
}

/** The crises of the matched chat's two people noticed before it (the rules above), seat by seat. */
export async function crisesBeforeMatch(db: Db, cipher: ContentCipher, chat: ChatRow): Promise<CrisisBeforeMatch[]> {
  const seats = { p1: chat.participant1Id, p2: chat.participant2Id } as const;
  const people = Object.values(seats).filter((id) => id !== null);
  const rows = await db
    .select({
      personId: crisisOpenings.personId,
      tier: crisisOpenings.tier,
      category: crisisOpenings.category,
      chatId: chats.id,
      seq: crisisOpenings.seq,
    })
    .from(crisisOpenings)
    .innerJoin(chats, eq(chats.id, crisisOpenings.chatId))
    .where(
      and(
        inArray(crisisOpenings.personId, people),
        isNotNull(crisisOpenings.seq),
        // An opening made at an earlier match is not a new crisis: its own opening is read instead.
        ne(crisisOpenings.detector, "before-match"),
        or(
          // Alone in this chat while they waited for it: the seat of the one who waits, before the match.
          and(
            eq(chats.id, chat.id),
            eq(chats.participant1Id, crisisOpenings.personId),
            or(isNull(chats.matchedAt), lte(crisisOpenings.seq, chats.matchedSeq)),
          ),
          // Any other chat of theirs, waiting or matched, recently, on the database's clock, which
          // stamped the opening.
          and(ne(chats.id, chat.id), sql`${crisisOpenings.createdAt} >= now() - ${RECENT}::interval`),
        ),
      ),
    );
  const found: CrisisBeforeMatch[] = [];
  for (const seat of ["p1", "p2"] as const) {
    const personId = seats[seat];
    const theirs = rows.filter((row) => row.personId === personId);
    if (personId === null || theirs.length === 0) continue;
    const { tier, category } = strongest(theirs)!;
    let urgent = false;
    for (const chatId of new Set(theirs.map((row) => row.chatId))) {
      const seqs = theirs.filter((row) => row.chatId === chatId).map((row) => row.seq!);
      urgent ||= await urgentAmong(db, cipher, chatId, seqs);
    }
    found.push({ personId, seat, signal: { tier, category }, urgent });
  }
  return found;
}
