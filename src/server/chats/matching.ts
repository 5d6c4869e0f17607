/**
 * Matching, on the server and atomic (PRODUCT.md §4 "Finding a match"). One transaction under one
 * advisory lock: however many instances and simultaneous requests there are, only one matcher
 * decides at a time, so nobody is matched twice, with themselves, or with someone they blocked.
 * A transaction decides a whole batch of requests (match-decision.ts) from one read, with a
 * handful of statements whatever the batch's size: a burst of requests costs a few transactions,
 * not one each.
 *
 * Moderation decides under the same lock (moderation/service.ts records every sanction holding it),
 * and the batch reads the standing of everyone it may pair after taking it. The two together put
 * every sanction either wholly before a batch, which then sees it (a person not clear to chat is
 * neither matched nor joined), or wholly after, when the sanction's effects find the chats the batch
 * made. Reading the standing alone would not do: a sanction committed between that read and the
 * batch's commit would miss the match it should have stopped; the lock alone would not either: the
 * gate's remembered standing may be half a second old.
 */
import { randomUUID } from "node:crypto";
import { and, asc, eq, gt, inArray, isNotNull, isNull, ne, or, sql, type SQL } from "drizzle-orm";
import { anyOf } from "../db/any-of.js";
import type { Db } from "../db/client.js";
import type { Settled } from "../db/batcher.js";
import { blocks, chats, messages, reconnectRequests } from "../db/schema.js";
import { mayNotStartChat, refusalFor, standingsOf } from "../moderation/standing.js";
import { expiryCutoff } from "../../shared/limits.js";
import { decideMatches } from "./match-decision.js";
import type { MatchRequest, MatchSettings } from "./match-types.js";
import { writeMatchChanges } from "./match-writes.js";
import type { ChatRow } from "./views.js";

export type { MatchSettings } from "./match-types.js";

/**
 * Two people whose chat ended this recently are not matched again: someone who left, or was left,
 * is not handed straight back to the same person by New Match (a reunion is what reconnect tokens
 * are for). Long enough for a search to find someone else; short enough not to keep two regulars of
 * a quiet room apart for long.
 */
export const RECENT_PARTNERS_MS = 15 * 60_000;

export const DEFAULT_MATCH_SETTINGS: MatchSettings = {
  widenToGroupAfterMs: 30_000,
  widenToAnyAfterMs: 90_000,
  ownerGraceMs: 30_000,
};

export interface MatchOutcome {
  chat: ChatRow;
  /** Set when this call paired two people: both must be told. */
  matchedNow: boolean;
  /** Set when this call opened a new waiting chat (the persona greets it while nobody has joined). */
  createdNow: boolean;
  /** The caller's waiting chats this call retired (a search elsewhere replaced them): their tabs must be told. */
  retired: ChatRow[];
}

/** Any fixed number: it names the lock every matcher takes. */
export const MATCH_LOCK = 727_002;

/** How many of the oldest waiting chats a batch considers; more than any room holds at once. */
const POOL_LIMIT = 2_000;

export async function findMatch(
  db: Db,
  request: MatchRequest,
  settings: MatchSettings,
  standingAt?: Date,
): Promise<MatchOutcome> {
  const [outcome] = await findMatches(db, [request], settings, standingAt);
  if (!outcome!.ok) throw outcome!.error;
  return outcome!.value;
}

/**
 * Decides the requests in one transaction; one outcome per request, in the same order: a request of
 * someone whose standing keeps them from starting a chat is refused with its sentence. Standings are
 * judged at `standingAt`, the time the rules run on (the gate's).
 */
export async function findMatches(
  db: Db,
  requests: MatchRequest[],
  settings: MatchSettings,
  standingAt = new Date(),
): Promise<Settled<MatchOutcome>[]> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_LOCK})`);
    const now = new Date();
    const users = [...new Set(requests.map((r) => r.userId))];
    const named = requests.flatMap((r) => (r.waitingChatId ? [r.waitingChatId] : []));

    // One read of every chat the batch may change, locked in id order — the order the message
    // writer locks chats in, so the two never deadlock. A lock held here is a message being
    // stored: waiting for it, rather than skipping the row, never passes over someone waiting.
    const freshPool = tx
      .select({ id: chats.id })
      .from(chats)
      .where(
        and(
          waitingAndOpen(),
          isNull(chats.participant2Id),
          isNotNull(chats.participant1Id),
          gt(chats.updatedAt, expiryCutoff(now)),
          gt(chats.ownerSeenAt, new Date(now.getTime() - settings.ownerGraceMs)),
        ),
      )
      .orderBy(asc(chats.createdAt))
      .limit(POOL_LIMIT);
    // Every open conversation of theirs, from either seat: the same search's just-joined chat
    // answers a new search, and any other is left by it (match-decision.ts).
    const conversations = and(
      eq(chats.status, "active"),
      eq(chats.matchStatus, "matched"),
      or(anyOf(chats.participant1Id, users), anyOf(chats.participant2Id, users)),
    );
    const ownChats: SQL[] = [or(and(anyOf(chats.participant1Id, users), waitingAndOpen()), conversations)!];
    if (named.length > 0) ownChats.push(anyOf(chats.id, named));
    const rows = await tx
      .select()
      .from(chats)
      .where(or(inArray(chats.id, freshPool), ...ownChats))
      .orderBy(asc(chats.id))
      .for("update");
    // A reunion (reconnect/service.ts) opens already matched, but nobody joined it while they
    // waited: it is neither a search's answer nor a chat a search leaves.
    const matchedIds = rows.filter((row) => row.matchStatus === "matched").map((row) => row.id);
    const reunions =
      matchedIds.length === 0
        ? []
        : await tx
            .select({ id: reconnectRequests.newChatId })
            .from(reconnectRequests)
            .where(anyOf(reconnectRequests.newChatId, matchedIds));
    // Conversations just matched whose last seq has moved: by words said, or only by system lines
    // (the crisis line posted at the match), which leave it the same search's answer (justJoined).
    const movedSinceMatch = rows
      .filter(
        (row) =>
          row.matchStatus === "matched" &&
          row.lastSeq > row.matchedSeq &&
          (row.matchedAt?.getTime() ?? 0) > now.getTime() - settings.ownerGraceMs,
      )
      .map((row) => row.id);
    const said =
      movedSinceMatch.length === 0
        ? []
        : await tx
            .selectDistinct({ chatId: messages.chatId })
            .from(messages)
            .innerJoin(chats, eq(chats.id, messages.chatId))
            .where(
              and(
                anyOf(messages.chatId, movedSinceMatch),
                gt(messages.seq, chats.matchedSeq),
                ne(messages.kind, "system"),
              ),
            );
    // Kept apart: blocks, and partners whose chat ended moments ago, read in one statement.
    const apartRows = await tx
      .select({ a: chats.participant1Id, b: chats.participant2Id })
      .from(chats)
      .where(
        and(
          eq(chats.status, "completed"),
          isNotNull(chats.participant2Id),
          gt(chats.endedAt, new Date(now.getTime() - RECENT_PARTNERS_MS)),
          or(anyOf(chats.participant1Id, users), anyOf(chats.participant2Id, users)),
        ),
      )
      .unionAll(
        tx
          .select({ a: blocks.blockerId, b: blocks.blockedId })
          .from(blocks)
          .where(or(anyOf(blocks.blockerId, users), anyOf(blocks.blockedId, users))),
      );

    const owners = rows.flatMap((row) => (row.participant1Id ? [row.participant1Id] : []));
    const standings = await standingsOf(tx, [...new Set([...users, ...owners])], standingAt);
    const notClear = new Set([...standings].filter(([, standing]) => mayNotStartChat(standing)).map(([id]) => id));

    const { decisions, changes } = decideMatches(
      requests.filter((request) => !notClear.has(request.userId)),
      {
        chats: rows,
        keptApart: apartRows.flatMap(({ a, b }) => (a && b ? [[a, b] as [string, string]] : [])),
        notClear,
        reunions: new Set(reunions.flatMap(({ id }) => (id ? [id] : []))),
        saidSinceMatch: new Set(said.map(({ chatId }) => chatId)),
      },
      settings,
      now,
      randomUUID,
    );
    const written = await writeMatchChanges(tx, changes, now);
    let next = 0;
    return requests.map((request): Settled<MatchOutcome> => {
      if (notClear.has(request.userId)) return { ok: false, error: refusalFor(standings.get(request.userId)!) };
      const decision = decisions[next++]!;
      return {
        ok: true,
        value: {
          chat: written.get(decision.chatId) ?? rows.find((row) => row.id === decision.chatId)!,
          matchedNow: decision.matchedNow,
          createdNow: decision.createdNow,
          retired: decision.retired.map((id) => written.get(id)!),
        },
      };
    });
  });
}

function waitingAndOpen(): SQL {
  return and(eq(chats.matchStatus, "waiting"), eq(chats.status, "active"))!;
}
